import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "./client.server";
import { tryWithLock, withLock } from "./locks.server";

const KEY = 4242;

describe.each(testDatabaseKinds())("locks on %s", (kind) => {
  let handle: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    // On PostgreSQL a second pool stands in for a second app process.
    second = handle.url ? await openDatabase({ databaseUrl: handle.url }) : handle;
  });
  afterAll(async () => {
    if (second !== handle) await second.close();
    await handle?.close();
  });

  it("runs holders of the same lock one after another", async () => {
    const events: string[] = [];
    const job = (name: string, on: DatabaseHandle) =>
      withLock(on, KEY, async () => {
        events.push(`${name}:start`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        events.push(`${name}:end`);
      });
    await Promise.all([job("a", handle), job("b", second)]);
    expect([events.slice(0, 2), events.slice(2)]).toEqual(
      events[0] === "a:start" ? [["a:start", "a:end"], ["b:start", "b:end"]] : [["b:start", "b:end"], ["a:start", "a:end"]],
    );
  });

  it("refuses a second holder instead of waiting, and frees the lock after an error", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = tryWithLock(handle, KEY, () => held.then(() => "erster"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(tryWithLock(second, KEY, async () => "zweiter")).resolves.toEqual({ acquired: false });
    release();
    await expect(first).resolves.toEqual({ acquired: true, result: "erster" });
    await expect(tryWithLock(handle, KEY, async () => Promise.reject(new Error("kaputt")))).rejects.toThrow("kaputt");
    await expect(tryWithLock(second, KEY, async () => "danach")).resolves.toEqual({ acquired: true, result: "danach" });
  });
});
