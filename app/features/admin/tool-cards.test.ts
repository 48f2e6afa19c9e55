import { describe, expect, it } from "vitest";
import { ADMIN_TOOL_PATHS } from "../../routes";
import { DASHBOARD_TOOL_CARDS } from "./tool-cards";

describe("dashboard cards", () => {
  it("are the spec's cards in its order, each pointing at an existing admin route", () => {
    expect(DASHBOARD_TOOL_CARDS.map((card) => card.to)).toEqual([
      "/admin/orders",
      "/admin/import-missing-ebikes",
      "/admin/analyze-missing-ebikes",
      "/admin/import-ebikes-categories",
      "/admin/categorized-ebike-import",
      "/admin/generate-skus",
      "/admin/consolidated-bike-import",
      "/admin/regular-bikes-import-1",
      "/admin/regular-bikes-import-2",
      "/admin/regular-bikes-import-3",
      "/admin/regular-bikes-import-4",
    ]);
    for (const card of DASHBOARD_TOOL_CARDS.slice(1)) {
      expect(ADMIN_TOOL_PATHS).toContain(card.to.replace("/admin/", ""));
    }
  });

  it("state 10, 10, 10 and 13 regular-bike categories, 43 in total", () => {
    const regular = DASHBOARD_TOOL_CARDS.filter((card) => card.to.includes("regular-bikes-import"));
    expect(regular.map((card) => /\((\d+) Kategorien\)/.exec(card.title)?.[1])).toEqual(["10", "10", "10", "13"]);
    expect(regular.at(-1)?.title).toBe("Reguläre Fahrräder Import - Teil 4 (13 Kategorien) - FINALE");
    expect(regular.every((card) => card.description.includes("insgesamt 43 Kategorien"))).toBe(true);
  });
});
