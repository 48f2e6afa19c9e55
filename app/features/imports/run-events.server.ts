import type { Database } from "../../db/client.server";
import type { DatabaseEvents } from "../../db/events.server";
import { getRun } from "./import-runs.server";
import type { RunSnapshot } from "./run-types";

/** The channel the import_runs trigger notifies (drizzle/0002_import_tools.sql). */
export const IMPORT_RUNS_CHANNEL = "import_runs";

export interface RunEventHub {
  /** Calls `listener` whenever the run `runId` changes, in whichever process it runs. */
  subscribe(runId: string, listener: () => void): () => void;
  close(): Promise<void>;
}

/** One LISTEN per process, fanned out to the open progress streams by run id. */
export function createRunEventHub(events: DatabaseEvents | null): RunEventHub & { ready: Promise<void> } {
  const listeners = new Map<string, Set<() => void>>();
  const all = () => [...listeners.values()].flatMap((set) => [...set]);
  const notify = (listener: () => void) => {
    try {
      listener();
    } catch {
      // One broken stream must not stop the others.
    }
  };
  const unlisten = events
    ? events.listen(IMPORT_RUNS_CHANNEL, (payload) => {
        let id: string | undefined;
        try {
          id = (JSON.parse(payload) as { id?: string }).id;
        } catch {
          return;
        }
        if (id) for (const listener of listeners.get(id) ?? []) notify(listener);
      })
    : Promise.resolve(() => {});
  // Notifications sent while a PostgreSQL listener reconnected are lost: everyone re-reads.
  const offReconnect = events?.onReconnect(() => all().forEach(notify)) ?? (() => {});
  return {
    ready: unlisten.then(() => undefined),
    subscribe(runId, listener) {
      const set = listeners.get(runId) ?? new Set();
      set.add(listener);
      listeners.set(runId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(runId);
      };
    },
    async close() {
      offReconnect();
      listeners.clear();
      (await unlisten.catch(() => null))?.();
    },
  };
}

export interface RunEventStreamOptions {
  db: Database;
  hub: Pick<RunEventHub, "subscribe">;
  runId: string;
  /** Aborted when the browser goes away; the run itself goes on. */
  signal: AbortSignal;
  /** Re-reads the run this often even without a notification (missed NOTIFY, LISTEN down). */
  pollMs?: number;
  heartbeatMs?: number;
}

/**
 * The Server-Sent-Events body of /api/admin/imports/runs/:id/events: `event: run` with the
 * run's snapshot now and after every change, then `event: done` with the final snapshot,
 * and the stream ends. Progress comes from import_runs, so it is the same whichever app
 * process runs the import.
 */
export function runEventStream(options: RunEventStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let reading = false;
      let again = false;
      let lastSent = "";
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const refresh = async () => {
        if (closed) return;
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          const run = await getRun(options.db, options.runId);
          if (!run) {
            send(`event: missing\ndata: {}\n\n`);
            stop();
            return;
          }
          const json = JSON.stringify(run satisfies RunSnapshot);
          if (run.status !== "running") {
            send(`event: done\ndata: ${json}\n\n`);
            stop();
            return;
          }
          if (json !== lastSent) send(`event: run\ndata: ${json}\n\n`);
          lastSent = json;
        } catch {
          // The next notification or poll tries again.
        } finally {
          reading = false;
          if (again && !closed) {
            again = false;
            void refresh();
          }
        }
      };
      const unsubscribe = options.hub.subscribe(options.runId, () => void refresh());
      const poll = setInterval(() => void refresh(), options.pollMs ?? 2000);
      const heartbeat = setInterval(() => send(": ping\n\n"), options.heartbeatMs ?? 25_000);
      stop = () => {
        if (closed) return;
        closed = true;
        clearInterval(poll);
        clearInterval(heartbeat);
        unsubscribe();
        options.signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      options.signal.addEventListener("abort", stop);
      if (options.signal.aborted) {
        stop();
        return;
      }
      send("retry: 2000\n\n");
      void refresh();
    },
    cancel() {
      stop();
    },
  });
}
