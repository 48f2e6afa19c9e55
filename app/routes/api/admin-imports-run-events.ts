import { requireAdmin } from "~/features/auth/session.server";
import { runEventStream } from "~/features/imports/run-events.server";
import type { Route } from "./+types/admin-imports-run-events";

/**
 * Server-Sent Events: live progress of one run until it is done (docs/decisions/007). The
 * run goes on when the stream ends; the page reconnects and reads the state from import_runs.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const stream = runEventStream({ db: context.imports.db, hub: context.imports.hub, runId: params.runId, signal: request.signal });
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
