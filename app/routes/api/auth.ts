import type { Route } from "./+types/auth";

// better-auth's own endpoints (/api/auth/*: sessions, two-factor, sign-out …). The sign-in
// form posts to /auth, whose action calls the same handler, so rate limits apply to both.
export function loader({ request, context }: Route.LoaderArgs) {
  return context.auth.handler(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return context.auth.handler(request);
}
