import type { Auth } from "./auth.server";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./auth.server";
import { AUTH_TEXTS } from "./auth-texts";
import type { SignInInput } from "./sign-in-schema";

export type SignInResult =
  | { status: "signed-in"; headers: Headers }
  | { status: "two-factor"; headers: Headers }
  | { status: "failed"; httpStatus: number; title: string; message: string; headers: Headers };

/** Only the cookies of better-auth's answer go back to the browser. */
export function setCookieHeaders(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Calls a better-auth endpoint through its HTTP handler, not through auth.api: the handler is
 * where better-auth applies its rate limits, and sign-in attempts must count there.
 */
async function callAuthEndpoint(auth: Auth, request: Request, path: string, body: unknown): Promise<Response> {
  const url = new URL(`${AUTH_BASE_PATH}${path}`, request.url);
  const headers = new Headers({ "Content-Type": "application/json", Origin: url.origin });
  for (const name of ["cookie", "user-agent", CLIENT_IP_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return auth.handler(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
}

export async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Maps better-auth's error answers to the German messages of spec §8. */
export function describeAuthFailure(status: number, body: Record<string, unknown>, retryAfter: string | null): string {
  if (status === 429) {
    const seconds = Number(retryAfter);
    return Number.isFinite(seconds) && seconds > 0
      ? `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`
      : "Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.";
  }
  switch (body.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return AUTH_TEXTS.wrongCredentials;
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return AUTH_TEXTS.invalidCode;
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.";
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return "Zu viele Fehlversuche. Das Konto ist vorübergehend gesperrt.";
    case "INVALID_PASSWORD":
      return "Das Passwort ist falsch.";
    case "TOTP_ALREADY_ENABLED":
      return "Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.";
    case "TWO_FACTOR_NOT_ENABLED":
    case "TOTP_NOT_ENABLED":
      return "Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.";
    case "SESSION_EXPIRED":
      return "Bitte melden Sie sich erneut an, um diese Einstellung zu ändern.";
  }
  // Spec §8: other provider errors keep the title and show the provider's message.
  return typeof body.message === "string" && body.message ? body.message : AUTH_TEXTS.unexpectedError;
}

async function toResult(response: Response): Promise<SignInResult> {
  const headers = setCookieHeaders(response);
  const body = await readJson(response);
  if (!response.ok) {
    return {
      status: "failed",
      httpStatus: response.status,
      title: AUTH_TEXTS.failedTitle,
      message: describeAuthFailure(response.status, body, response.headers.get("X-Retry-After")),
      headers,
    };
  }
  return { status: body.twoFactorRedirect === true ? "two-factor" : "signed-in", headers };
}

/** E-mail + password sign-in. With two-factor on, the result asks for the code next. */
export async function signInWithPassword(auth: Auth, request: Request, input: SignInInput): Promise<SignInResult> {
  const response = await callAuthEndpoint(auth, request, "/sign-in/email", {
    email: input.email,
    password: input.password,
    rememberMe: true,
  });
  return toResult(response);
}

/** The second step of a two-factor sign-in: a TOTP code or one of the backup codes. */
export async function verifySecondFactor(
  auth: Auth,
  request: Request,
  input: { method: "totp" | "backup"; code: string; trustDevice: boolean },
): Promise<SignInResult> {
  const path = input.method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const code = input.method === "totp" ? input.code.replace(/\s+/g, "") : input.code;
  return toResult(await callAuthEndpoint(auth, request, path, { code, trustDevice: input.trustDevice }));
}

/** Spec §7 sign-out scopes: local (this session), others (all but this one), global (all). */
export type SignOutScope = "local" | "others" | "global";

/** Ends sessions of the signed-in user; returns the Set-Cookie headers to send back. */
export async function signOut(auth: Auth, request: Request, scope: SignOutScope = "local"): Promise<Headers> {
  const headers = request.headers;
  if (scope === "others") {
    const response = await auth.api.revokeOtherSessions({ headers, asResponse: true });
    return setCookieHeaders(response);
  }
  if (scope === "global") {
    // Spec §7: 401/403/404 of a sign-out are ignored – an already ended session is fine.
    await auth.api.revokeSessions({ headers, asResponse: true });
  }
  const response = await auth.api.signOut({ headers, asResponse: true });
  return setCookieHeaders(response);
}
