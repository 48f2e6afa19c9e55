import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensureAuthSecret } from "./auth-secret.server";

describe("ensureAuthSecret", () => {
  it("generates a secret once, keeps it in DATA_DIR and returns the same one later", () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "radwerk-secret-")), "data");
    const first = ensureAuthSecret({ AUTH_SECRET: undefined }, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o077).toBe(0);
    expect(ensureAuthSecret({ AUTH_SECRET: undefined }, dir)).toBe(first);
  });

  it("prefers a configured secret", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "radwerk-secret-"));
    const configured = "x".repeat(40);
    expect(ensureAuthSecret({ AUTH_SECRET: configured }, dir)).toBe(configured);
  });
});
