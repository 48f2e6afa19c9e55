import { getAuthStateOrAnonymous } from "~/features/auth/session.server";
import type { Route } from "./+types/session";

/**
 * { isSignedIn, isAdmin } of the caller, polled by the browser so that every open tab
 * notices a sign-in or sign-out elsewhere (and refreshes the rolling session cookie).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await getAuthStateOrAnonymous(request, context);
  const headers = new Headers(state.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json({ isSignedIn: Boolean(state.user), isAdmin: state.isAdmin }, { headers });
}
