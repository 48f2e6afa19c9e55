import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { E2E_ADMIN, seedAdminFixtures, type AdminFixtures } from "./admin-fixtures";

declare module "vitest" {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eBrowserEndpoint: string;
    e2eDataDir: string;
    /** Orders and accounts prepared before the server started (tests/e2e/admin-fixtures.ts). */
    e2eAdminFixtures: AdminFixtures;
  }
}

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

// Flags for a closed network: without them Chromium keeps trying to reach Google services.
export const CHROME_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`App-Server beendet (Code ${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`App-Server antwortet nicht unter ${url}:\n${output()}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium wurde nicht gefunden (${CHROME_PATH}). Installieren mit: apt-get install -y chromium  (oder CHROME_PATH setzen)`,
    );
  }
  const root = path.resolve(import.meta.dirname, "../..");
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("Kein Build gefunden: vor den End-to-End-Tests `npm run build` ausführen (npm test tut das).");
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "radwerk-e2e-"));
  // Before the server opens the embedded database: only one process may have it open.
  const adminFixtures = await seedAdminFixtures(dataDir);
  const port = await freePort();
  let log = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));

  let browser: BrowserServer | undefined;
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForServer(baseUrl, child, () => log);
    browser = await chromium.launchServer({ executablePath: CHROME_PATH, args: CHROME_ARGS, headless: true });
    project.provide("e2eBaseUrl", baseUrl);
    project.provide("e2eBrowserEndpoint", browser.wsEndpoint());
    project.provide("e2eDataDir", dataDir);
    project.provide("e2eAdminFixtures", adminFixtures);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }

  return async () => {
    await browser?.close();
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
