import { describe, expect, it } from "vitest";
import { SearchVocabulary, normalizeQuery, searchWords, typoDistance } from "./search-terms";

describe("search words", () => {
  it("trims, lower-cases and splits at anything but letters and digits", () => {
    expect(normalizeQuery("  Cube   Stereo \n")).toBe("Cube Stereo");
    expect(searchWords("  Cube  Stereo-Hybrid 140 ")).toEqual(["cube", "stereo", "hybrid", "140"]);
    expect(searchWords("Fahrräder")).toEqual(["fahrräder"]);
  });

  it("drops single letters unless nothing else is left, and duplicates", () => {
    expect(searchWords("E-Bike")).toEqual(["bike"]);
    expect(searchWords("e")).toEqual(["e"]);
    expect(searchWords("trek TREK Trek")).toEqual(["trek"]);
  });

  it("ignores punctuation and query syntax", () => {
    expect(searchWords("'&|!:*()<->")).toEqual([]);
    expect(searchWords("cube & !trek")).toEqual(["cube", "trek"]);
  });

  it("caps the number and length of words", () => {
    expect(searchWords("a1 b2 c3 d4 e5 f6 g7 h8 i9 j10")).toHaveLength(8);
    expect(searchWords("x".repeat(100))[0]).toHaveLength(40);
  });
});

describe("typo distance", () => {
  it("counts one insertion, deletion, substitution or swap of neighbours as one typo", () => {
    expect(typoDistance("haibike", "haibike")).toBe(0);
    expect(typoDistance("hiabike", "haibike")).toBe(1);
    expect(typoDistance("haibke", "haibike")).toBe(1);
    expect(typoDistance("haibikee", "haibike")).toBe(1);
    expect(typoDistance("haibyke", "haibike")).toBe(1);
    expect(typoDistance("hiabkie", "haibike")).toBe(2);
    expect(typoDistance("trek", "cube")).toBe(2);
  });
});

describe("search vocabulary", () => {
  const vocabulary = new SearchVocabulary(["Haibike", "Stereo", "Hybrid", "Cube", "Trek", "Fahrrad", "Fully", "Fullys", "stereoanlage"]);

  it("corrects one typo in words of five letters or more", () => {
    expect(vocabulary.corrections("hiabike")).toEqual(["haibike"]);
    expect(vocabulary.corrections("stere0")).toEqual(["stereo", "stereoanlage"]);
    expect(vocabulary.corrections("fahrad")).toEqual(["fahrrad"]);
  });

  it("corrects a word still being typed", () => {
    expect(vocabulary.corrections("hiabi")).toEqual(["haibike"]);
  });

  it("leaves short and known words alone", () => {
    expect(vocabulary.corrections("trak")).toEqual([]);
    expect(vocabulary.corrections("stereo")).toEqual([]);
    expect(vocabulary.corrections("hybr")).toEqual([]);
    expect(vocabulary.corrections("xxxxxxx")).toEqual([]);
  });

  it("finds words by their beginning", () => {
    expect(vocabulary.hasPrefix("hai")).toBe(true);
    expect(vocabulary.hasPrefix("hia")).toBe(false);
    expect(vocabulary.size).toBe(9);
  });
});
