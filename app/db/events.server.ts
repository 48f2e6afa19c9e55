import pg from "pg";
import type { DatabaseHandle } from "./client.server";

/** Receives the payload of one NOTIFY. */
export type NotificationHandler = (payload: string) => void;

/**
 * PostgreSQL LISTEN/NOTIFY over both drivers. A NOTIFY is delivered on commit to every
 * listening connection, so a listener in one app process hears changes made by any other
 * process on the same database (docs/decisions/006-realtime-listen-notify.md).
 */
export interface DatabaseEvents {
  /** Subscribes to `channel`; resolves once LISTEN is active. Returns the unsubscribe function. */
  listen(channel: string, handler: NotificationHandler): Promise<() => void>;
  /**
   * Called after a lost listening connection is back. Notifications sent while it was down
   * are gone, so subscribers should reload whatever they show.
   */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

export interface DatabaseEventsOptions {
  logger?: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
  /** Delays before reconnect attempts of the PostgreSQL listening connection; the last repeats. */
  reconnectDelaysMs?: readonly number[];
}

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

function assertChannel(channel: string) {
  // Channels are identifiers in LISTEN statements; only plain lower-case names are allowed.
  if (!CHANNEL_PATTERN.test(channel)) throw new Error(`Ungültiger Kanalname: ${channel}`);
}

/** Fans one underlying LISTEN per channel out to any number of handlers. */
class ChannelHandlers {
  private readonly byChannel = new Map<string, Set<NotificationHandler>>();

  add(channel: string, handler: NotificationHandler): boolean {
    let handlers = this.byChannel.get(channel);
    const first = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.byChannel.set(channel, handlers);
    }
    handlers.add(handler);
    return first;
  }

  remove(channel: string, handler: NotificationHandler): boolean {
    const handlers = this.byChannel.get(channel);
    if (!handlers) return false;
    handlers.delete(handler);
    if (handlers.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  dispatch(channel: string, payload: string) {
    for (const handler of this.byChannel.get(channel) ?? []) {
      try {
        handler(payload);
      } catch {
        // One failing subscriber must not stop the others.
      }
    }
  }
}

export function createDatabaseEvents(handle: DatabaseHandle, options: DatabaseEventsOptions = {}): DatabaseEvents {
  return handle.kind === "pglite"
    ? createPgliteEvents(handle.client)
    : createPostgresEvents(handle.pool, options);
}

function createPgliteEvents(client: Extract<DatabaseHandle, { kind: "pglite" }>["client"]): DatabaseEvents {
  const handlers = new ChannelHandlers();
  const unlisten = new Map<string, Promise<() => Promise<void>>>();
  return {
    async listen(channel, handler) {
      assertChannel(channel);
      if (handlers.add(channel, handler)) {
        unlisten.set(channel, client.listen(channel, (payload) => handlers.dispatch(channel, payload)));
      }
      await unlisten.get(channel);
      return () => {
        if (handlers.remove(channel, handler)) {
          const stop = unlisten.get(channel);
          unlisten.delete(channel);
          void stop?.then((fn) => fn()).catch(() => undefined);
        }
      };
    },
    // PGlite lives in this process: its "connection" cannot drop.
    onReconnect: () => () => {},
    async close() {
      const stops = [...unlisten.values()];
      unlisten.clear();
      await Promise.all(stops.map((stop) => stop.then((fn) => fn()).catch(() => undefined)));
    },
  };
}

function createPostgresEvents(pool: pg.Pool, options: DatabaseEventsOptions): DatabaseEvents {
  const delays = options.reconnectDelaysMs ?? [1000, 2000, 5000, 10_000];
  const handlers = new ChannelHandlers();
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  const listening = new WeakMap<pg.Client, Set<string>>();

  const listenOn = async (target: pg.Client, channel: string) => {
    const channels = listening.get(target) ?? new Set<string>();
    listening.set(target, channels);
    if (channels.has(channel)) return;
    channels.add(channel);
    await target.query(`LISTEN ${channel}`);
  };

  // LISTEN needs a connection of its own that stays open: a pooled one would be handed to
  // other queries (and released) between notifications.
  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client(pool.options);
      next.on("notification", (message) => handlers.dispatch(message.channel, message.payload ?? ""));
      next.on("error", (error) => lost(next, error));
      next.on("end", () => lost(next, new Error("Verbindung beendet")));
      await next.connect();
      for (const channel of handlers.channels()) await listenOn(next, channel);
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const lost = (which: pg.Client, error: Error) => {
    if (closed || client !== which) return;
    client = null;
    which.removeAllListeners("end");
    which.end().catch(() => undefined);
    options.logger?.warn({ err: error.message }, "LISTEN-Verbindung verloren, verbinde neu");
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 1000;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          attempt = 0;
          for (const handler of reconnectHandlers) handler();
        },
        (error: Error) => {
          options.logger?.warn({ err: error.message }, "LISTEN-Verbindung nicht möglich, neuer Versuch");
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  return {
    async listen(channel, handler) {
      assertChannel(channel);
      handlers.add(channel, handler);
      try {
        await listenOn(client ?? (await connect()), channel);
      } catch (error) {
        handlers.remove(channel, handler);
        throw error;
      }
      return () => {
        if (!handlers.remove(channel, handler) || !client) return;
        listening.get(client)?.delete(channel);
        client.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => undefined);
      }
    },
  };
}
