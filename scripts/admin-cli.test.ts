import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopRequest } from "../tests/support/auth";
import { openDatabase } from "../app/db/client.server";
import { createAuth } from "../app/features/auth/auth.server";
import { signInWithPassword } from "../app/features/auth/sign-in.server";
import { CliError, runAdminCli } from "./admin-cli";

describe("admin CLI (npm run admin)", () => {
  let dataDir: string;
  const lines: string[] = [];
  const run = (...argv: string[]) => runAdminCli(argv, { env: { DATA_DIR: dataDir, LOG_LEVEL: "silent" }, print: (line) => lines.push(line) });

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "radwerk-cli-"));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates an admin with a generated password, lists accounts, changes roles and passwords", async () => {
    await run("create", "Chefin@Radwerk.example", "--name", "Chefin");
    const generated = /Passwort: (\S+)/.exec(lines.join("\n"))?.[1] ?? "";
    expect(generated.length).toBeGreaterThanOrEqual(12);
    await run("create", "mitarbeiter@radwerk.example", "--password", "lager-123", "--no-admin");

    lines.length = 0;
    await run("list");
    expect(lines.join("\n")).toMatch(/chefin@radwerk\.example\s+Chefin\s+\[Admin, 2FA aus/);
    expect(lines.join("\n")).toMatch(/mitarbeiter@radwerk\.example .*\[kein Admin/);

    await run("grant", "mitarbeiter@radwerk.example");
    await run("revoke", "chefin@radwerk.example");
    await run("set-password", "chefin@radwerk.example", "--password", "neues-passwort-1");
    lines.length = 0;
    await run("list");
    expect(lines.join("\n")).toMatch(/mitarbeiter@radwerk\.example .*\[Admin/);
    expect(lines.join("\n")).toMatch(/chefin@radwerk\.example .*\[kein Admin/);

    // The new password works against the same database.
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      const auth = createAuth({ db: handle.db, env: { PUBLIC_URL: "http://shop.test", SHOP_NAME: "Radwerk", AUTH_SECRET: "x".repeat(32) } });
      const result = await signInWithPassword(auth, shopRequest("/auth", { method: "POST" }), { email: "chefin@radwerk.example", password: "neues-passwort-1" });
      expect(result.status).toBe("signed-in");
    } finally {
      await handle.close();
    }
  });

  it("refuses bad input with a clear message", async () => {
    await expect(run("create", "keine-mail")).rejects.toThrow(/E-Mail ist keine gültige E-Mail-Adresse/);
    await expect(run("create", "chefin@radwerk.example")).rejects.toThrow(/existiert bereits/);
    await expect(run("set-password", "niemand@radwerk.example")).rejects.toThrow(/Kein Konto/);
    await expect(run("create", "kurz@radwerk.example", "--password", "123")).rejects.toThrow(/mindestens 6 Zeichen/);
    await expect(run("löschen", "x@y.de")).rejects.toBeInstanceOf(CliError);
  });

  it("does not open the embedded database while a server has it open", async () => {
    writeFileSync(path.join(dataDir, "server.pid"), String(process.ppid));
    try {
      await expect(run("list")).rejects.toThrow(/bitte erst beenden/);
    } finally {
      rmSync(path.join(dataDir, "server.pid"));
    }
  });
});
