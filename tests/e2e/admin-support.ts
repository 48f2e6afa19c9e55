import type { BrowserContext, Page } from "playwright-core";
import { baseUrl } from "./support";

export interface Credentials {
  email: string;
  password: string;
}

/**
 * A client address of its own for each sign-in, sent as X-Forwarded-For (the e2e server
 * believes it from loopback, like from a local reverse proxy): sign-in attempts are
 * rate-limited per address, and the whole suite signs in more often than one person would.
 */
export function uniqueClientAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `203.0.${byte()}.${byte()}`;
}

/** Cookie header from a response's Set-Cookie lines. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/** Signs in like a browser without JavaScript (form POST to /auth) and returns the session cookie. */
export async function signInCookie(credentials: Credentials, url = baseUrl()): Promise<string> {
  const response = await fetch(`${url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, "X-Forwarded-For": uniqueClientAddress() },
    body: new URLSearchParams({ intent: "sign-in", ...credentials }),
  });
  if (response.status !== 302 || response.headers.get("location") !== "/admin") {
    throw new Error(`Anmeldung von ${credentials.email} fehlgeschlagen: ${response.status} ${await response.text()}`);
  }
  return cookieHeader(response);
}

/** Signs a browser context in without going through the form (for tests about other things). */
export async function signInContext(context: BrowserContext, credentials: Credentials) {
  const response = await context.request.post("/auth", {
    form: { intent: "sign-in", ...credentials },
    headers: { Origin: baseUrl(), "X-Forwarded-For": uniqueClientAddress() },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`Anmeldung fehlgeschlagen: ${response.status()}`);
}

/** A toast (sonner) with this title, optionally with this description. */
export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

export interface AppServer {
  url: string;
  log(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const net = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Starts one more app process from the build (for multi-process tests), with its own data dir. */
export async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  const { spawn } = await import("node:child_process");
  const { mkdtempSync, rmSync } = await import("node:fs");
  const os = await import("node:os");
  const path = await import("node:path");
  const root = path.resolve(import.meta.dirname, "../..");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "radwerk-e2e-app-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: "warn", SEED_DEMO_DATA: "false", SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`App-Server beendet (Code ${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/auth`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`App-Server antwortet nicht:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, log: () => output, stop };
}

/** Reads Server-Sent Events from a fetch response, one { event, data } at a time. */
export async function* readEvents(response: Response): AsyncGenerator<{ event: string; data: unknown }> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event) yield { event, data: data ? (JSON.parse(data) as unknown) : null };
    }
  }
}
