import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogger, cookieFrom, createTestAuth, shopRequest } from "../../../tests/support/auth";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { totpFromUri } from "../../../tests/support/totp";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { createAccount, ensureAdminAccount, listAccounts, setAccountPassword } from "./admin-accounts.server";
import type { Auth } from "./auth.server";
import { SIGN_IN_RATE_LIMIT } from "./auth.server";
import { AUTH_TEXTS } from "./auth-texts";
import { getAuthState, requireAdmin } from "./session.server";
import { signInWithPassword, signOut, verifySecondFactor } from "./sign-in.server";

const ADMIN = { email: "chefin@radwerk.example", password: "sehr-geheim-42" };
const READER = { email: "leser@radwerk.example", password: "nur-lesen-42" };

describe.each(testDatabaseKinds())("accounts and sessions on %s", (kind) => {
  let handle: DatabaseHandle & { url?: string };
  let auth: Auth;
  const logger = captureLogger();
  const context = () => ({ auth, db: handle.db, logger });
  let ipCounter = 0;
  // Each test signs in from its own address so the sign-in rate limit does not interfere.
  const nextIp = () => `203.0.113.${++ipCounter}`;

  async function signedInCookie(credentials: { email: string; password: string }) {
    const result = await signInWithPassword(auth, shopRequest("/auth", { method: "POST", ip: nextIp() }), credentials);
    expect(result.status).toBe("signed-in");
    return cookieFrom(result.headers);
  }

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    auth = createTestAuth(handle.db, logger);
    await ensureAdminAccount(auth, handle.db, { ...ADMIN, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL: "http://localhost:3000" });
    await createAccount(auth, handle.db, { ...READER, admin: false });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("signs an admin in with a database session in an httpOnly, SameSite=Lax cookie", async () => {
    const result = await signInWithPassword(auth, shopRequest("/auth", { method: "POST", ip: nextIp() }), ADMIN);
    expect(result.status).toBe("signed-in");
    const sessionCookie = result.headers.getSetCookie().find((cookie) => cookie.includes("session_token"));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    // PUBLIC_URL is http here: no Secure flag (it is set when PUBLIC_URL is https).
    expect(sessionCookie).not.toMatch(/Secure/);
    const state = await getAuthState(shopRequest("/admin", { cookie: cookieFrom(result.headers) }), context());
    expect(state.user?.email).toBe(ADMIN.email);
    expect(state.isAdmin).toBe(true);
  });

  it("refuses a wrong password with the German message of spec §8", async () => {
    const result = await signInWithPassword(auth, shopRequest("/auth", { method: "POST", ip: nextIp() }), {
      email: ADMIN.email,
      password: "falsch-falsch",
    });
    expect(result).toMatchObject({ status: "failed", title: AUTH_TEXTS.failedTitle, message: AUTH_TEXTS.wrongCredentials });
  });

  it("guards admin pages: no session → /auth, non-admin → 403, admin → allowed", async () => {
    const ctx = context();
    const anonymous = await requireAdmin({ request: shopRequest("/admin/generate-skus"), context: ctx }).catch((e: unknown) => e);
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).status).toBe(302);
    expect((anonymous as Response).headers.get("Location")).toBe("/auth");

    const ordersAnonymous = await requireAdmin({ request: shopRequest("/admin/orders"), context: ctx }).catch((e: unknown) => e);
    expect((ordersAnonymous as Response).headers.get("Location")).toBe("/admin");

    const apiAnonymous = await requireAdmin({ request: shopRequest("/api/admin/orders/events"), context: ctx }).catch((e: unknown) => e);
    expect((apiAnonymous as Response).status).toBe(401);

    const readerCookie = await signedInCookie(READER);
    const denied = await requireAdmin({ request: shopRequest("/admin", { cookie: readerCookie }), context: ctx }).catch((e: unknown) => e);
    expect(denied).toMatchObject({ init: { status: 403 }, data: { title: AUTH_TEXTS.accessDeniedTitle } });

    const adminCookie = await signedInCookie(ADMIN);
    const admin = await requireAdmin({ request: shopRequest("/admin", { cookie: adminCookie }), context: ctx });
    expect(admin.user.email).toBe(ADMIN.email);
  });

  it("ends this session, the others, or all of them", async () => {
    const first = await signedInCookie(ADMIN);
    const second = await signedInCookie(ADMIN);
    const third = await signedInCookie(ADMIN);
    const isSignedIn = async (cookie: string) => Boolean((await getAuthState(shopRequest("/", { cookie }), context())).user);

    await signOut(auth, shopRequest("/auth/logout", { method: "POST", cookie: first }), "local");
    expect([await isSignedIn(first), await isSignedIn(second), await isSignedIn(third)]).toEqual([false, true, true]);

    await signOut(auth, shopRequest("/admin/security", { method: "POST", cookie: second }), "others");
    expect([await isSignedIn(second), await isSignedIn(third)]).toEqual([true, false]);

    const fourth = await signedInCookie(ADMIN);
    await signOut(auth, shopRequest("/admin/security", { method: "POST", cookie: second }), "global");
    expect([await isSignedIn(second), await isSignedIn(fourth)]).toEqual([false, false]);
  });

  it("rate-limits a brute-force attempt and never logs the passwords tried", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const result = await signInWithPassword(auth, shopRequest("/auth", { method: "POST", ip }), {
        email: ADMIN.email,
        password: `rate-${attempt}-geheimnis`,
      });
      statuses.push(result.status === "failed" ? result.httpStatus : 200);
    }
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT.max).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_RATE_LIMIT.max).every((status) => status === 429)).toBe(true);
    // Even the right password is refused while the limit holds …
    const blocked = await signInWithPassword(auth, shopRequest("/auth", { method: "POST", ip }), ADMIN);
    expect(blocked).toMatchObject({ status: "failed", httpStatus: 429 });
    expect(blocked.status === "failed" && blocked.message).toMatch(/Zu viele Anmeldeversuche/);
    // … but only for that address.
    await signedInCookie(ADMIN);
    expect(logger.text()).not.toMatch(/rate-\d+-geheimnis/);
    expect(logger.text()).not.toContain(ADMIN.password);
  });

  it("supports TOTP two-factor: enable, confirm with a code, then sign-in asks for it; backup codes work once", async () => {
    await createAccount(auth, handle.db, { email: "zwei@radwerk.example", password: "zwei-faktor-1", admin: true });
    const credentials = { email: "zwei@radwerk.example", password: "zwei-faktor-1" };
    const cookie = await signedInCookie(credentials);
    const enabled = await auth.api.enableTwoFactor({ headers: new Headers({ cookie }), body: { password: credentials.password } });
    if (enabled.method !== "totp") throw new Error("TOTP erwartet");
    expect(enabled.backupCodes.length).toBeGreaterThanOrEqual(10);
    const totpURI = enabled.totpURI;
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Radwerk/);

    // Not active before the first correct code.
    expect((await signInWithPassword(auth, shopRequest("/auth", { method: "POST", ip: nextIp() }), credentials)).status).toBe("signed-in");
    await auth.api.verifyTOTP({ headers: new Headers({ cookie }), body: { code: totpFromUri(totpURI) } });

    const ip = nextIp();
    const first = await signInWithPassword(auth, shopRequest("/auth", { method: "POST", ip }), credentials);
    expect(first.status).toBe("two-factor");
    const pending = cookieFrom(first.headers);
    expect((await getAuthState(shopRequest("/admin", { cookie: pending }), context())).user).toBeNull();

    const wrong = await verifySecondFactor(auth, shopRequest("/auth", { method: "POST", cookie: pending, ip }), {
      method: "totp",
      code: "000000" === totpFromUri(totpURI) ? "111111" : "000000",
      trustDevice: false,
    });
    expect(wrong).toMatchObject({ status: "failed", message: AUTH_TEXTS.invalidCode });

    const verified = await verifySecondFactor(auth, shopRequest("/auth", { method: "POST", cookie: pending, ip }), {
      method: "totp",
      code: totpFromUri(totpURI),
      trustDevice: false,
    });
    expect(verified.status).toBe("signed-in");
    const state = await getAuthState(shopRequest("/admin", { cookie: cookieFrom(verified.headers, pending) }), context());
    expect(state).toMatchObject({ isAdmin: true, user: { email: credentials.email, twoFactorEnabled: true } });

    const backupCode = enabled.backupCodes[0] ?? "";
    const useBackup = async () => {
      const step = await signInWithPassword(auth, shopRequest("/auth", { method: "POST", ip: nextIp() }), credentials);
      return verifySecondFactor(auth, shopRequest("/auth", { method: "POST", cookie: cookieFrom(step.headers), ip: nextIp() }), {
        method: "backup",
        code: backupCode,
        trustDevice: false,
      });
    };
    expect((await useBackup()).status).toBe("signed-in");
    expect((await useBackup()).status).toBe("failed");
  });

  it("creates, updates or leaves the admin from ADMIN_EMAIL/ADMIN_PASSWORD, and generates one only when none exists", async () => {
    const config = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL: "https://shop.example" };
    expect(await ensureAdminAccount(auth, handle.db, config)).toEqual({ action: "unchanged", email: ADMIN.email });
    const before = await signedInCookie(ADMIN);
    expect(await ensureAdminAccount(auth, handle.db, { ...config, ADMIN_PASSWORD: "neues-passwort" })).toEqual({
      action: "updated",
      email: ADMIN.email,
    });
    // A changed password ends the sessions signed in with the old one.
    expect((await getAuthState(shopRequest("/", { cookie: before }), context())).user).toBeNull();
    await signedInCookie({ email: ADMIN.email, password: "neues-passwort" });
    await setAccountPassword(auth, handle.db, ADMIN);

    // Admins exist: nothing is generated.
    expect(await ensureAdminAccount(auth, handle.db, { PUBLIC_URL: config.PUBLIC_URL })).toEqual({ action: "none" });
    const accounts = await listAccounts(handle.db);
    expect(accounts.find((account) => account.email === READER.email)).toMatchObject({ isAdmin: false });
    expect(accounts.find((account) => account.email === ADMIN.email)).toMatchObject({ isAdmin: true });
  });

  it("generates an admin with a random password on a database without one", async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const freshAuth = createTestAuth(fresh.db);
      const result = await ensureAdminAccount(freshAuth, fresh.db, { PUBLIC_URL: "https://radwerk.example" });
      expect(result).toMatchObject({ action: "generated", email: "admin@radwerk.example" });
      const password = result.action === "generated" ? result.password : "";
      expect(password.length).toBeGreaterThanOrEqual(12);
      const signIn = await signInWithPassword(freshAuth, shopRequest("/auth", { method: "POST" }), { email: "admin@radwerk.example", password });
      expect(signIn.status).toBe("signed-in");
      expect(await ensureAdminAccount(freshAuth, fresh.db, { PUBLIC_URL: "https://radwerk.example" })).toEqual({ action: "none" });
    } finally {
      await fresh.close();
    }
  });

  it.runIf(kind === "postgres")("shares the sign-in rate limit between app processes (database storage)", async () => {
    const secondHandle = await openDatabase({ databaseUrl: handle.url });
    try {
      const secondAuth = createTestAuth(secondHandle.db);
      const ip = nextIp();
      const attempt = (on: Auth, n: number) =>
        signInWithPassword(on, shopRequest("/auth", { method: "POST", ip }), { email: ADMIN.email, password: `x-${n}-falsch` });
      for (let n = 0; n < SIGN_IN_RATE_LIMIT.max; n++) await attempt(n % 2 ? auth : secondAuth, n);
      const blockedHere = await attempt(auth, 99);
      const blockedThere = await attempt(secondAuth, 100);
      expect([blockedHere, blockedThere]).toMatchObject([{ httpStatus: 429 }, { httpStatus: 429 }]);
    } finally {
      await secondHandle.close();
    }
  });
});
