import type { DatabaseEvents } from "../../db/events.server";
import { parseOrderChange, type OrderChange } from "./order-change";

export { parseOrderChange, type OrderChange };

/** The channel the `orders` trigger notifies (drizzle/0001_admin_orders_mail.sql). */
export const ORDERS_CHANNEL = "orders_changed";

export interface OrderEventHub {
  subscribe(listener: (change: OrderChange) => void): () => void;
  close(): Promise<void>;
}

/**
 * One LISTEN per process, fanned out to every open SSE stream of that process. Started at
 * bootstrap; `ready` resolves once the LISTEN is active.
 */
export function createOrderEventHub(events: DatabaseEvents): OrderEventHub & { ready: Promise<void> } {
  const listeners = new Set<(change: OrderChange) => void>();
  const emit = (change: OrderChange) => {
    for (const listener of listeners) listener(change);
  };
  const unlisten = events.listen(ORDERS_CHANNEL, (payload) => {
    const change = parseOrderChange(payload);
    if (change) emit(change);
  });
  const offReconnect = events.onReconnect(() => emit({ op: "resync" }));
  return {
    ready: unlisten.then(() => undefined),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      offReconnect();
      listeners.clear();
      (await unlisten.catch(() => null))?.();
    },
  };
}

export interface OrderEventStreamOptions {
  hub: Pick<OrderEventHub, "subscribe">;
  /** Aborted when the browser goes away. */
  signal: AbortSignal;
  /** Spec §9: heartbeat 25 s – keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** Checked with every heartbeat: a stream ends when its session has ended. */
  isStillAuthorized?: () => Promise<boolean>;
}

/**
 * The Server-Sent-Events body of /api/admin/orders/events: `event: ready` once, then an
 * `event: order` per change, and a comment line as heartbeat.
 */
export function orderEventStream(options: OrderEventStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const stop = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        options.signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // already closed by the reader
        }
      };
      cleanup = stop;
      const unsubscribe = options.hub.subscribe((change) => send(`event: order\ndata: ${JSON.stringify(change)}\n\n`));
      const heartbeat = setInterval(async () => {
        if (options.isStillAuthorized && !(await options.isStillAuthorized().catch(() => false))) {
          stop();
          return;
        }
        send(": ping\n\n");
      }, options.heartbeatMs ?? 25_000);
      options.signal.addEventListener("abort", stop);
      if (options.signal.aborted) stop();
      // The browser's own reconnect delay; our client replaces it with 1, 2, 5, 10 s.
      send("retry: 1000\n\n");
      send(`event: ready\ndata: {}\n\n`);
    },
    cancel() {
      cleanup();
    },
  });
}
