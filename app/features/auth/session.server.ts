import { data, redirect } from "react-router";
import type { Database } from "../../db/client.server";
import type { Auth } from "./auth.server";
import { AUTH_TEXTS } from "./auth-texts";
import { isAdminUser } from "./roles.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  twoFactorEnabled: boolean;
}

export interface AuthState {
  user: SessionUser | null;
  sessionId: string | null;
  isAdmin: boolean;
  /** Set-Cookie headers of a rolling session refresh; forward them with the response. */
  headers: Headers;
}

export interface AuthContext {
  auth: Auth;
  db: Database;
  logger: { warn(obj: object, msg: string): void };
}

const anonymous = (): AuthState => ({ user: null, sessionId: null, isAdmin: false, headers: new Headers() });

// The layout and page loaders of one request share one session lookup.
const perRequest = new WeakMap<Request, Promise<AuthState>>();

async function loadAuthState(request: Request, context: AuthContext): Promise<AuthState> {
  const result = await context.auth.api.getSession({ headers: request.headers, returnHeaders: true });
  const found = result.response;
  if (!found) return { ...anonymous(), headers: result.headers };
  return {
    user: {
      id: found.user.id,
      email: found.user.email,
      name: found.user.name,
      twoFactorEnabled: Boolean(found.user.twoFactorEnabled),
    },
    sessionId: found.session.id,
    isAdmin: await isAdminUser(context.db, found.user.id),
    headers: result.headers,
  };
}

/** The session of this request (if any) and whether its user is an admin. */
export function getAuthState(request: Request, context: AuthContext): Promise<AuthState> {
  let state = perRequest.get(request);
  if (!state) {
    state = loadAuthState(request, context);
    perRequest.set(request, state);
  }
  return state;
}

/**
 * For the header: spec §8 "Admin check error: logged only; user treated as not signed in
 * or not admin". Guards use requireAdmin, which fails closed instead.
 */
export async function getAuthStateOrAnonymous(request: Request, context: AuthContext): Promise<AuthState> {
  try {
    return await getAuthState(request, context);
  } catch (error) {
    context.logger.warn({ err: (error as Error).message }, "Sitzung konnte nicht geprüft werden");
    return anonymous();
  }
}

export interface AdminSession {
  user: SessionUser;
  sessionId: string;
}

// Spec §6: "The admin orders page also redirects to /admin when there is no session"
// (from where /admin sends the visitor on to /auth). Every other admin page goes to /auth.
const SIGN_IN_REDIRECTS: Record<string, string> = { "/admin/orders": "/admin" };

export function signInRedirectFor(pathname: string): string {
  return SIGN_IN_REDIRECTS[pathname.replace(/\/+$/, "")] ?? "/auth";
}

function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/");
}

function jsonError(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The one server-side guard of every admin loader, action and API route (spec §6):
 * no session → redirect to /auth (APIs: 401); a session without the admin role → 403
 * 'Zugriff verweigert'. Returns the admin's session otherwise.
 */
export async function requireAdmin({ request, context }: { request: Request; context: AuthContext }): Promise<AdminSession> {
  const state = await getAuthState(request, context);
  const api = isApiRequest(request);
  if (!state.user || !state.sessionId) {
    if (api) throw jsonError(401, "Nicht angemeldet");
    throw redirect(signInRedirectFor(new URL(request.url).pathname), { headers: state.headers });
  }
  if (!state.isAdmin) {
    if (api) throw jsonError(403, AUTH_TEXTS.accessDeniedMessage);
    throw data({ title: AUTH_TEXTS.accessDeniedTitle, message: AUTH_TEXTS.accessDeniedMessage }, { status: 403 });
  }
  return { user: state.user, sessionId: state.sessionId };
}
