import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { OrderChange } from "./order-change";

/** Spec §9: realtime reconnect delays 1, 2, 5, 10 s (the last repeats). */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export type LiveStatus = "connecting" | "live" | "reconnecting";

/**
 * Subscribes to /api/admin/orders/events and calls `onChange` for every change. Reconnects
 * by itself after 1, 2, 5, 10 s; after a reconnect it reports `resync` because changes may
 * have been missed in between.
 */
export function useOrderEvents(onChange: (change: OrderChange) => void): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const callback = useRef(onChange);
  callback.current = onChange;

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let connectedBefore = false;
    let stopped = false;

    const connect = () => {
      source = new EventSource("/api/admin/orders/events");
      source.addEventListener("ready", () => {
        attempt = 0;
        setStatus("live");
        if (connectedBefore) callback.current({ op: "resync" });
        connectedBefore = true;
      });
      source.addEventListener("order", (event) => {
        try {
          callback.current(JSON.parse((event as MessageEvent<string>).data) as OrderChange);
        } catch {
          callback.current({ op: "resync" });
        }
      });
      source.onerror = () => {
        // We replace the browser's fixed retry with the spec's back-off.
        source?.close();
        if (stopped) return;
        setStatus("reconnecting");
        const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
        attempt += 1;
        // A stream that fails may mean the session ended: reloading lets the guard decide.
        if (connectedBefore) callback.current({ op: "resync" });
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, []);

  return status;
}

/**
 * Reloads the route's data on every order change (spec §4: "The order list reloads …
 * on any live change to the orders table"), coalescing bursts into one reload at a time.
 */
export function useLiveOrderRevalidation(): LiveStatus {
  const revalidator = useRevalidator();
  const pending = useRef(false);
  const state = useRef(revalidator.state);
  state.current = revalidator.state;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (revalidator.state === "idle" && pending.current) {
      pending.current = false;
      void revalidate.current();
    }
  }, [revalidator.state]);

  return useOrderEvents(() => {
    if (state.current === "idle") void revalidate.current();
    else pending.current = true;
  });
}
