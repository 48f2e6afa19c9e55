import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError } from "../../utils/env.server";
import { parseImportSettings } from "./import-settings.server";

describe("import settings", () => {
  it("defaults to the public folder, the spec's pauses and 20 MB uploads", () => {
    expect(parseImportSettings({}, { publicDir: "/app/public" })).toEqual({ importDir: "/app/public", pauseScale: 1, maxUploadBytes: 20 * 1024 * 1024 });
  });

  it("reads IMPORT_DIR, IMPORT_PAUSE_SCALE (0 in tests) and IMPORT_MAX_UPLOAD_MB", () => {
    expect(parseImportSettings({ IMPORT_DIR: "daten", IMPORT_PAUSE_SCALE: "0", IMPORT_MAX_UPLOAD_MB: "2.5" }, { publicDir: "/p" })).toEqual({
      importDir: path.resolve("daten"),
      pauseScale: 0,
      maxUploadBytes: 2.5 * 1024 * 1024,
    });
  });

  it("refuses bad values with one line per problem", () => {
    expect(() => parseImportSettings({ IMPORT_PAUSE_SCALE: "-1", IMPORT_MAX_UPLOAD_MB: "viel" }, { publicDir: "/p" })).toThrow(EnvError);
    try {
      parseImportSettings({ IMPORT_PAUSE_SCALE: "-1", IMPORT_MAX_UPLOAD_MB: "viel" }, { publicDir: "/p" });
    } catch (error) {
      expect((error as EnvError).problems).toEqual(["IMPORT_PAUSE_SCALE: darf nicht negativ sein", "IMPORT_MAX_UPLOAD_MB: muss eine Zahl sein"]);
    }
  });
});
