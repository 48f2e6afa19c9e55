import { ValidationError } from "../../utils/domain-errors";
import type { Auth } from "./auth.server";
import { describeAuthFailure, readJson, setCookieHeaders } from "./sign-in.server";

/** A failed better-auth call as a ValidationError with the German message. */
async function failure(response: Response): Promise<never> {
  throw new ValidationError(describeAuthFailure(response.status, await readJson(response), response.headers.get("X-Retry-After")));
}

export interface TwoFactorSetup {
  totpURI: string;
  /** The secret for typing into an authenticator app by hand. */
  secret: string;
  backupCodes: string[];
}

/** Step 1: creates the TOTP secret and backup codes; active only after confirmTwoFactor. */
export async function startTwoFactorSetup(auth: Auth, request: Request, password: string): Promise<TwoFactorSetup> {
  const response = await auth.api.enableTwoFactor({ headers: request.headers, body: { password }, asResponse: true });
  if (!response.ok) return failure(response);
  const body = (await response.json()) as { totpURI: string; backupCodes: string[] };
  return { totpURI: body.totpURI, backupCodes: body.backupCodes, secret: new URL(body.totpURI).searchParams.get("secret") ?? "" };
}

/** Step 2: the first correct code turns two-factor on (and renews the session cookie). */
export async function confirmTwoFactor(auth: Auth, request: Request, code: string): Promise<Headers> {
  const response = await auth.api.verifyTOTP({ headers: request.headers, body: { code: code.replace(/\s+/g, "") }, asResponse: true });
  if (!response.ok) return failure(response);
  return setCookieHeaders(response);
}

export async function disableTwoFactor(auth: Auth, request: Request, password: string): Promise<Headers> {
  const response = await auth.api.disableTwoFactor({ headers: request.headers, body: { password }, asResponse: true });
  if (!response.ok) return failure(response);
  return setCookieHeaders(response);
}

export async function regenerateBackupCodes(auth: Auth, request: Request, password: string): Promise<string[]> {
  const response = await auth.api.generateBackupCodes({ headers: request.headers, body: { password }, asResponse: true });
  if (!response.ok) return failure(response);
  return ((await response.json()) as { backupCodes: string[] }).backupCodes;
}

export interface ActiveSession {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
  current: boolean;
}

/** The signed-in user's sessions, newest first, for "sign out elsewhere". */
export async function listActiveSessions(auth: Auth, request: Request, currentSessionId: string): Promise<ActiveSession[]> {
  const sessions = await auth.api.listSessions({ headers: request.headers });
  return sessions
    .map((entry) => ({
      id: entry.id,
      createdAt: new Date(entry.createdAt),
      updatedAt: new Date(entry.updatedAt),
      expiresAt: new Date(entry.expiresAt),
      userAgent: entry.userAgent ?? null,
      ipAddress: entry.ipAddress ?? null,
      current: entry.id === currentSessionId,
    }))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}
