import type { Database } from "../../app/db/client.server";
import { createAuth, CLIENT_IP_HEADER, type Auth } from "../../app/features/auth/auth.server";

export const TEST_PUBLIC_URL = "http://shop.test";

export interface CapturedLog {
  level: string;
  obj: object;
  msg: string;
}

/** A logger that keeps every line, to check what was (not) logged. */
export function captureLogger() {
  const lines: CapturedLog[] = [];
  const at = (level: string) => (obj: object, msg: string) => void lines.push({ level, obj, msg });
  return { lines, debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error"), text: () => JSON.stringify(lines) };
}

export function createTestAuth(db: Database, logger = captureLogger()): Auth {
  return createAuth({
    db,
    env: { PUBLIC_URL: TEST_PUBLIC_URL, SHOP_NAME: "Radwerk", AUTH_SECRET: "test-secret-test-secret-test-secret-1234" },
    logger,
  });
}

/** A browser-like request to the shop, from a given client address. */
export function shopRequest(path: string, init: { method?: string; cookie?: string; ip?: string; body?: BodyInit } = {}) {
  const headers = new Headers({ [CLIENT_IP_HEADER]: init.ip ?? "198.51.100.1", "user-agent": "vitest" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.method && init.method !== "GET") headers.set("origin", TEST_PUBLIC_URL);
  return new Request(new URL(path, TEST_PUBLIC_URL), { method: init.method ?? "GET", headers, body: init.body });
}

/** Turns Set-Cookie headers into the Cookie header a browser would send next. */
export function cookieFrom(headers: Headers, previous = ""): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const),
  );
  for (const cookie of headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    if (/max-age=0/i.test(cookie) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
