import type { DatabaseHandle } from "./client.server";

/** Keys of the advisory locks we use; one place so they never collide. */
export const LOCK_KEYS = {
  demoSeed: 7_270_102,
  catalogueJob: 7_270_103,
  adminAccount: 7_270_104,
} as const;

// PGlite lives in this one process, so an in-process queue per key is a complete lock there.
const localQueues = new Map<number, Promise<unknown>>();
const localHeld = new Set<number>();

/**
 * Runs `work` while holding the lock `key`: across processes on PostgreSQL (session-level
 * advisory lock on a dedicated connection), within the process on PGlite. Waits for the lock.
 */
export async function withLock<T>(handle: DatabaseHandle, key: number, work: () => Promise<T>): Promise<T> {
  if (handle.kind === "pglite") {
    const previous = localQueues.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(async () => {
      localHeld.add(key);
      try {
        return await work();
      } finally {
        localHeld.delete(key);
      }
    });
    localQueues.set(key, run);
    return run;
  }
  const client = await handle.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [key]);
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [key]);
    }
  } finally {
    client.release();
  }
}

/**
 * Like withLock, but gives up at once when the lock is taken elsewhere: returns
 * `{ acquired: false }` instead of waiting (one import run at a time, a second is refused).
 */
export async function tryWithLock<T>(
  handle: DatabaseHandle,
  key: number,
  work: () => Promise<T>,
): Promise<{ acquired: true; result: T } | { acquired: false }> {
  if (handle.kind === "pglite") {
    if (localHeld.has(key)) return { acquired: false };
    return { acquired: true, result: await withLock(handle, key, work) };
  }
  const client = await handle.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [key]);
    if (!rows[0]?.locked) return { acquired: false };
    try {
      return { acquired: true, result: await work() };
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [key]);
    }
  } finally {
    client.release();
  }
}
