import { describe, expect, it } from "vitest";
import { COLOUR_GROUPS, colourGroupOf, isColourGroup } from "./colour-groups";

describe("colour groups", () => {
  it("are the 14 groups of the spec in sidebar order", () => {
    expect(COLOUR_GROUPS).toEqual([
      "Schwarz", "Weiß", "Grau", "Rot", "Blau", "Grün", "Gelb", "Orange", "Lila", "Braun", "Pink", "Türkis", "Mehrfarbig", "Sonstige",
    ]);
  });

  it.each([
    ["Cube Stereo Hybrid 140 HPC Pro 750 Schwarz", "Schwarz"],
    ["Trek Marlin 7 black", "Schwarz"],
    ["Focus Jam² 6.8 – Weiß", "Weiß"],
    ["Haibike Trekking 5 weiss", "Weiß"],
    ["Kinderrad Pony 16 Zoll white", "Weiß"],
    ["Santa Cruz Hightower Silber", "Grau"],
    ["Cube Aim grey'n'orange", "Mehrfarbig"],
    ["Cube Attain Anthrazit", "Grau"],
    ["Trek Domane AL 2 Rot", "Rot"],
    ["Focus Izalco Feuerrot", "Rot"],
    ["Cube Nuroad dunkelblau", "Blau"],
    ["Trek FX 2 Himmelblau", "Blau"],
    ["Trek FX 2 navy", "Blau"],
    ["Haibike AllMtn Tannengrün", "Grün"],
    ["Focus Atlas olive", "Grün"],
    ["Kinderlaufrad Neongelb", "Gelb"],
    ["Santa Cruz Bronson Gold", "Gelb"],
    ["Cube Reaction Orange", "Orange"],
    ["Cube Access WS lila", "Lila"],
    ["Trek Verve violett", "Lila"],
    ["Retro Bike Braun", "Braun"],
    ["Hollandrad Classic beige", "Braun"],
    ["Kinderrad Princess Rosa", "Pink"],
    ["Cube Kid 160 pink", "Pink"],
    ["Focus Paralane türkis", "Türkis"],
    ["Focus Paralane Tuerkis", "Türkis"],
    ["Urban Bike petrol", "Türkis"],
    ["Cube Stereo schwarz/rot", "Mehrfarbig"],
    ["Trek Fuel EX Schwarz-Weiß", "Mehrfarbig"],
    ["Laufrad Regenbogen", "Mehrfarbig"],
    ["BMX mehrfarbig", "Mehrfarbig"],
    ["Cube Stereo 150", "Sonstige"],
    ["", "Sonstige"],
  ] as const)("%s → %s", (name, group) => {
    expect(colourGroupOf(name)).toBe(group);
  });

  it("accepts inflected and compound German forms", () => {
    expect(colourGroupOf("Das schwarze Rad")).toBe("Schwarz");
    expect(colourGroupOf("Mattschwarz")).toBe("Schwarz");
    expect(colourGroupOf("ein rotes Rennrad")).toBe("Rot");
    expect(colourGroupOf("GRÜN")).toBe("Grün");
  });

  it("does not see colours inside other words", () => {
    expect(colourGroupOf("Rotwild R.X375")).toBe("Sonstige");
    expect(colourGroupOf("Cube Stereo Rotor")).toBe("Sonstige");
    expect(colourGroupOf("Trek Shred 2")).toBe("Sonstige");
    expect(colourGroupOf("Goldfish Kids")).toBe("Sonstige");
    expect(colourGroupOf("Blauer Blitz 2000")).toBe("Blau");
  });

  it("recognises the group names themselves", () => {
    expect(isColourGroup("Türkis")).toBe(true);
    expect(isColourGroup("Sonstige")).toBe(true);
    expect(isColourGroup("Magenta")).toBe(false);
  });
});
