import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

export interface SessionView {
  isSignedIn: boolean;
  isAdmin: boolean;
}

const CHANNEL = "radwerk-auth";
/** Spec §9: the auth client's auto-refresh tick is 30 s. */
const POLL_MS = 30_000;

/**
 * Keeps the page's view of the session current (spec §2 "Auth state changes update this
 * live"): tabs of the same browser tell each other at once (BroadcastChannel); a signed-in
 * tab also asks the server every 30 s and when it becomes visible, which catches a session
 * ended elsewhere. On a difference the loaders run again – the server guard decides.
 */
export function useSessionSync(view: SessionView) {
  const revalidator = useRevalidator();
  const current = useRef(view);
  current.current = view;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    channel.current = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
    let checking = false;
    const check = async () => {
      if (checking || document.visibilityState !== "visible") return;
      checking = true;
      try {
        const response = await fetch("/api/session", { cache: "no-store", credentials: "same-origin" });
        if (!response.ok) return;
        const server = (await response.json()) as SessionView;
        if (server.isSignedIn !== current.current.isSignedIn || server.isAdmin !== current.current.isAdmin) {
          void revalidate.current();
        }
      } catch {
        // Offline: try again at the next tick.
      } finally {
        checking = false;
      }
    };
    const checkIfSignedIn = () => {
      if (current.current.isSignedIn) void check();
    };
    channel.current?.addEventListener("message", () => void check());
    document.addEventListener("visibilitychange", checkIfSignedIn);
    const timer = setInterval(checkIfSignedIn, POLL_MS);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", checkIfSignedIn);
      channel.current?.close();
      channel.current = null;
    };
  }, []);

  // Tell the other tabs whenever this tab's view changes (sign-in, sign-out).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    channel.current?.postMessage({ isSignedIn: view.isSignedIn, isAdmin: view.isAdmin });
  }, [view.isSignedIn, view.isAdmin]);
}
