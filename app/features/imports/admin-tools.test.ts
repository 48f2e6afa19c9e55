import { describe, expect, it } from "vitest";
import { ADMIN_TOOL_PATHS } from "../../routes";
import { ADMIN_TOOLS, ADMIN_TOOL_IDS } from "./admin-tools";
import { SERVER_SOURCES } from "./presets.server";

describe("admin tools (spec §2)", () => {
  it("has one tool for every admin route of the route table", () => {
    expect([...ADMIN_TOOL_IDS]).toEqual([...ADMIN_TOOL_PATHS]);
    for (const id of ADMIN_TOOL_IDS) expect(ADMIN_TOOLS[id].id).toBe(id);
  });

  it("titles the regular-bike parts as the spec does, 43 categories in total", () => {
    const parts = ([1, 2, 3, 4] as const).map((part) => ADMIN_TOOLS[`regular-bikes-import-${part}`]);
    expect(parts.map((tool) => tool.title)).toEqual([
      "Reguläre Fahrräder Import - Teil 1 (10 Kategorien)",
      "Reguläre Fahrräder Import - Teil 2 (10 Kategorien)",
      "Reguläre Fahrräder Import - Teil 3 (10 Kategorien)",
      "Reguläre Fahrräder Import - Teil 4 (13 Kategorien) - FINALE",
    ]);
    expect(parts.map((tool) => tool.action)).toEqual([
      "Alle 10 Kategorien importieren",
      "Alle 10 Kategorien importieren",
      "Alle 10 Kategorien importieren",
      "Alle 13 Kategorien importieren",
    ]);
    expect(parts.map((tool) => (tool.kind === "category-import" ? tool.showCategoryList : null))).toEqual([true, false, true, true]);
    expect(parts.every((tool) => tool.kind === "category-import" && tool.subtitle?.includes("insgesamt 43 Kategorien"))).toBe(true);
  });

  it("uses the spec's category counts and success toasts", () => {
    const categories = (id: keyof typeof ADMIN_TOOLS) => {
      const tool = ADMIN_TOOLS[id];
      return tool.kind === "category-import" ? tool.categories.length : null;
    };
    expect(categories("categorized-ebike-import")).toBe(12);
    expect(categories("consolidated-bike-import")).toBe(18);
    const toast = (id: keyof typeof ADMIN_TOOLS) => {
      const tool = ADMIN_TOOLS[id];
      return tool.kind === "file-import" || tool.kind === "maintenance" ? tool.successToast : null;
    };
    expect(toast("import")).toBe("Produkte erfolgreich importiert");
    expect(toast("dataset-import")).toBe("Test-Produkte erfolgreich importiert");
    expect(toast("full-import")).toBe("Import erfolgreich!");
    expect(toast("complex-import")).toBe("Alle Importe abgeschlossen!");
    expect(toast("delete-products")).toBe("Alle Produkte gelöscht");
    const remove = ADMIN_TOOLS["delete-products"];
    expect(remove.kind === "maintenance" && remove.confirm).toBe(
      "Sind Sie sicher, dass Sie ALLE Produkte löschen möchten? Diese Aktion kann nicht rückgängig gemacht werden!",
    );
  });

  it("offers only file choices the server knows", () => {
    for (const tool of Object.values(ADMIN_TOOLS)) {
      if (tool.kind !== "file-import") continue;
      for (const source of tool.sources) expect(SERVER_SOURCES[source.id], `${tool.id}: ${source.id}`).toBeDefined();
    }
    expect(SERVER_SOURCES["test-5"]?.limit).toBe(5);
    expect(SERVER_SOURCES["full-298"]?.limit).toBe(298);
    expect(SERVER_SOURCES["ebikes-categories"]?.limit).toBe(999);
    expect(SERVER_SOURCES.mayhem?.files).toEqual(["mayhem-1.csv", "mayhem-2.csv"]);
  });
});
