import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { csvImportsPath, importDirSource, InvalidFileUrlError, looksBinary, readCsvUpload, readLimitedFormData, UploadError } from "./import-files.server";

describe("fileUrl of an import request", () => {
  it("maps a CSV under /csv-imports/ (path or site URL) to the import folder", () => {
    expect(csvImportsPath("/csv-imports/trail-fullys.csv")).toBe("csv-imports/trail-fullys.csv");
    expect(csvImportsPath("https://radwerk.example/csv-imports/MTB_29.Zoll.csv?v=2")).toBe("csv-imports/MTB_29.Zoll.csv");
  });

  it.each([
    "/csv-imports/../products.csv",
    "/csv-imports/..%2Fproducts.csv",
    "/csv-imports/%2e%2e/server.js",
    "/csv-imports/..%5C..%5Cetc%5Cpasswd.csv",
    "/csv-imports/sub/datei.csv",
    "/csv-imports/",
    "/csv-imports/manifest.json",
    "/products.csv",
    "csv-imports/../../etc/passwd",
    "/csv-imports/.hidden.csv",
    "/csv-imports/%E0%A4%A.csv",
    "file:///etc/passwd",
  ])("refuses %s", (fileUrl) => {
    expect(() => csvImportsPath(fileUrl)).toThrow(InvalidFileUrlError);
    expect(() => csvImportsPath(fileUrl)).toThrow("erlaubt sind nur CSV-Dateien unter /csv-imports/");
  });

  it("never opens a file outside the import folder", () => {
    expect(() => importDirSource("/srv/public", "../secret.csv")).toThrow(InvalidFileUrlError);
    expect(importDirSource("/srv/public", "csv-imports/fehlt.csv")).toMatchObject({ bytes: 0, label: "csv-imports/fehlt.csv" });
  });
});

describe("CSV uploads", () => {
  const file = (content: BlobPart[], name: string, type = "text/csv") => new File(content, name, { type });

  it("accepts a .csv text file", async () => {
    await expect(readCsvUpload(file(["Handle,Title\n"], "liste.CSV"), 1000)).resolves.toMatchObject({ name: "liste.CSV" });
  });

  it("refuses other file types, binary content, empty and too large files with German messages", async () => {
    await expect(readCsvUpload(file(["%PDF-1.7"], "katalog.pdf", "application/pdf"), 1000)).rejects.toThrow("„katalog.pdf“ ist keine CSV-Datei. Bitte eine Datei mit der Endung .csv hochladen.");
    await expect(readCsvUpload(file(["x"], "bild.csv", "image/png"), 1000)).rejects.toThrow(UploadError);
    await expect(readCsvUpload(file([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])], "mappe.csv"), 1000)).rejects.toThrow("ist keine Textdatei im CSV-Format");
    await expect(readCsvUpload(file([], "leer.csv"), 1000)).rejects.toThrow("Die Datei „leer.csv“ ist leer.");
    await expect(readCsvUpload(file(["x".repeat(2 * 1024 * 1024)], "gross.csv"), 1024 * 1024)).rejects.toThrow("Die Datei ist zu groß. Erlaubt sind höchstens 1 MB.");
  });

  it("recognises binary files", () => {
    expect(looksBinary(new TextEncoder().encode("Handle;Title\nä;ö\n"))).toBe(false);
    expect(looksBinary(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1]))).toBe(true);
    expect(looksBinary(new Uint8Array([0x41, 0x00, 0x42]))).toBe(true);
  });

  it("stops reading a request body above the limit", async () => {
    const form = new FormData();
    form.append("file", new File(["x".repeat(300 * 1024)], "gross.csv", { type: "text/csv" }));
    const request = new Request("http://shop.test/admin/import", { method: "POST", body: form });
    await expect(readLimitedFormData(request, 100 * 1024)).rejects.toThrow("Die Datei ist zu groß");
    const declared = new Request("http://shop.test/admin/import", { method: "POST", body: "x", headers: { "content-length": String(50 * 1024 * 1024) } });
    await expect(readLimitedFormData(declared, 1024 * 1024)).rejects.toThrow(UploadError);
    const small = new FormData();
    small.append("intent", "start");
    await expect(readLimitedFormData(new Request("http://shop.test/x", { method: "POST", body: small }), 1024)).resolves.toBeInstanceOf(FormData);
  });
});

describe("files of the import folder", () => {
  it("knows each file's size for the progress bar", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "radwerk-files-"));
    try {
      writeFileSync(path.join(dir, "products.csv"), "Handle\n");
      expect(importDirSource(dir, "products.csv")).toMatchObject({ bytes: 7, label: "products.csv" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
