import { randomBytes } from "node:crypto";
import { count, desc, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.server";
import { session, user, userRoles } from "../../db/schema";
import type { Auth } from "./auth.server";
import { ADMIN_ROLE, grantAdminRole, revokeAdminRole } from "./roles.server";

export class AccountError extends Error {
  override name = "AccountError";
}

const emailSchema = z.string().trim().toLowerCase().pipe(z.email("ist keine gültige E-Mail-Adresse"));
const passwordSchema = z.string().min(6, "muss mindestens 6 Zeichen haben").max(256, "ist zu lang");

function parse<T>(schema: z.ZodType<T>, value: unknown, label: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AccountError(`${label} ${result.error.issues[0]?.message ?? "ist ungültig"}`);
  return result.data;
}

async function findUserByEmail(db: Database, email: string) {
  const [found] = await db.select().from(user).where(eq(user.email, email)).limit(1);
  return found ?? null;
}

/** Creates a user with an e-mail/password login (hashed by better-auth), optionally an admin. */
export async function createAccount(
  auth: Auth,
  db: Database,
  input: { email: string; password: string; name?: string; admin: boolean },
): Promise<{ userId: string; email: string }> {
  const email = parse(emailSchema, input.email, "E-Mail");
  const password = parse(passwordSchema, input.password, "Passwort");
  if (await findUserByEmail(db, email)) throw new AccountError(`Ein Konto mit ${email} existiert bereits`);
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    { email, name: input.name?.trim() || email.split("@")[0] || email, emailVerified: true },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await ctx.password.hash(password),
  });
  if (input.admin) await grantAdminRole(db, created.id);
  return { userId: created.id, email };
}

/** Sets a new password and ends the user's sessions, so an old password stops working everywhere. */
export async function setAccountPassword(auth: Auth, db: Database, input: { email: string; password: string }): Promise<void> {
  const email = parse(emailSchema, input.email, "E-Mail");
  const password = parse(passwordSchema, input.password, "Passwort");
  const found = await findUserByEmail(db, email);
  if (!found) throw new AccountError(`Kein Konto mit ${email}`);
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password);
  if (await ctx.internalAdapter.findCredentialAccount(found.id)) await ctx.internalAdapter.updatePassword(found.id, hash);
  else await ctx.internalAdapter.linkAccount({ userId: found.id, providerId: "credential", accountId: found.id, password: hash });
  await ctx.internalAdapter.deleteUserSessions(found.id);
}

export async function setAdminRole(db: Database, emailInput: string, admin: boolean): Promise<void> {
  const email = parse(emailSchema, emailInput, "E-Mail");
  const found = await findUserByEmail(db, email);
  if (!found) throw new AccountError(`Kein Konto mit ${email}`);
  if (admin) await grantAdminRole(db, found.id);
  else await revokeAdminRole(db, found.id);
}

export interface AccountSummary {
  email: string;
  name: string;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  activeSessions: number;
  createdAt: Date;
}

export async function listAccounts(db: Database): Promise<AccountSummary[]> {
  const [users, admins, sessions] = await Promise.all([
    db.select().from(user).orderBy(desc(user.createdAt)),
    db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, ADMIN_ROLE)),
    db
      .select({ userId: session.userId, value: count() })
      .from(session)
      .where(gt(session.expiresAt, new Date()))
      .groupBy(session.userId),
  ]);
  const adminIds = new Set(admins.map((row) => row.userId));
  const sessionCounts = new Map(sessions.map((row) => [row.userId, Number(row.value)]));
  return users.map((row) => ({
    email: row.email,
    name: row.name,
    isAdmin: adminIds.has(row.id),
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    activeSessions: sessionCounts.get(row.id) ?? 0,
    createdAt: row.createdAt,
  }));
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(userRoles).where(eq(userRoles.role, ADMIN_ROLE));
  return Number(row?.value ?? 0);
}

export type EnsureAdminResult =
  | { action: "created" | "updated" | "unchanged"; email: string }
  | { action: "generated"; email: string; password: string }
  | { action: "none" };

/** A generated admin's address: admin@ the shop's domain, or a placeholder for localhost/IPs. */
export function generatedAdminEmail(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const isDomain = host.includes(".") && !/^[\d.]+$/.test(host) && !host.includes(":");
  return `admin@${isDomain ? host : "radwerk.local"}`;
}

/**
 * Run at every start (under a lock, so several processes do it once):
 * - ADMIN_EMAIL/ADMIN_PASSWORD set → that account exists, has this password and the admin role;
 * - neither set and no admin exists → one is generated; the caller prints its password once;
 * - otherwise nothing changes.
 */
export async function ensureAdminAccount(
  auth: Auth,
  db: Database,
  config: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string; PUBLIC_URL: string },
): Promise<EnsureAdminResult> {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const email = parse(emailSchema, config.ADMIN_EMAIL, "ADMIN_EMAIL");
    const existing = await findUserByEmail(db, email);
    if (!existing) {
      await createAccount(auth, db, { email, password: config.ADMIN_PASSWORD, admin: true });
      return { action: "created", email };
    }
    await grantAdminRole(db, existing.id);
    const ctx = await auth.$context;
    const credential = await ctx.internalAdapter.findCredentialAccount(existing.id);
    const matches = credential?.password
      ? await ctx.password.verify({ hash: credential.password, password: config.ADMIN_PASSWORD })
      : false;
    if (matches) return { action: "unchanged", email };
    await setAccountPassword(auth, db, { email, password: config.ADMIN_PASSWORD });
    return { action: "updated", email };
  }
  if ((await countAdmins(db)) > 0) return { action: "none" };
  const email = generatedAdminEmail(config.PUBLIC_URL);
  const password = randomBytes(12).toString("base64url");
  if (await findUserByEmail(db, email)) {
    await setAccountPassword(auth, db, { email, password });
    await setAdminRole(db, email, true);
  } else {
    await createAccount(auth, db, { email, password, admin: true });
  }
  return { action: "generated", email, password };
}
