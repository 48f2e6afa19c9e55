import { getAuthState, requireAdmin } from "~/features/auth/session.server";
import { orderEventStream } from "~/features/orders/order-events.server";
import type { Route } from "./+types/admin-orders-events";

/** Server-Sent Events: every change to the orders table, live (docs/decisions/006). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context });
  const stream = orderEventStream({
    hub: context.orderEvents,
    signal: request.signal,
    // A stream outlives its request: end it when the session is gone (sign-out elsewhere).
    isStillAuthorized: async () => {
      const state = await getAuthState(new Request(request.url, { headers: request.headers }), context);
      return state.isAdmin && state.sessionId === admin.sessionId;
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the compression middleware from buffering the stream.
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
