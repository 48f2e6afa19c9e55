import { useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "sonner";
import { ADMIN_TOOLS, type AdminToolId } from "./admin-tools";
import { IMPORT_TEXTS } from "./import-texts";
import { toastForRun, type RunToast } from "./run-toasts";
import type { RunSnapshot, ToolActionResult } from "./run-types";

/** Spec §4: idle → running (button disabled, previous results cleared) → done (results, toast). */
export type RunPhase = "idle" | "running" | "done";

const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export function showRunToast(message: RunToast) {
  const show = message.type === "success" ? toast.success : message.type === "warning" ? toast.warning : toast.error;
  show(message.title, { description: message.description });
}

/**
 * Starts a tool's run through the page's action and follows it over Server-Sent Events
 * until it is done. Reopening the page while the run goes on picks it up again.
 */
export function useToolRun(options: { toolId: AdminToolId; activeRun: RunSnapshot | null; latestRun: RunSnapshot | null }) {
  const { toolId } = options;
  const fetcher = useFetcher<ToolActionResult>();
  const revalidator = useRevalidator();
  const attached = options.activeRun && options.activeRun.preset === toolId ? options.activeRun : null;
  const [runId, setRunId] = useState<string | null>(attached?.id ?? null);
  const [run, setRun] = useState<RunSnapshot | null>(attached ?? (options.latestRun?.status === "running" ? null : options.latestRun));
  const [phase, setPhase] = useState<RunPhase>(attached ? "running" : options.latestRun && options.latestRun.status !== "running" ? "done" : "idle");
  const handled = useRef<unknown>(null);

  // The action's answer: a run id to follow, or a message for the toast.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) {
      toast.error(answer.title, { description: answer.error || IMPORT_TEXTS.unknownError });
      setPhase("idle");
      void revalidator.revalidate();
      return;
    }
    if ("runId" in answer) {
      setRunId(answer.runId);
      setPhase("running");
    } else {
      setPhase("done");
    }
  }, [fetcher.data, revalidator]);

  // Submitting clears the previous results at once.
  useEffect(() => {
    if (fetcher.state === "submitting") {
      setRun(null);
      setPhase("running");
    } else if (fetcher.state === "idle" && !fetcher.data && phase === "running" && !runId) {
      // A network failure leaves no answer at all.
      setPhase("idle");
    }
  }, [fetcher.state, fetcher.data, phase, runId]);

  useEffect(() => {
    if (!runId) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const finish = (snapshot: RunSnapshot) => {
      stopped = true;
      source?.close();
      setRun(snapshot);
      setPhase("done");
      setRunId(null);
      showRunToast(toastForRun(ADMIN_TOOLS[toolId], snapshot));
      // The history and other figures on the page follow.
      void revalidator.revalidate();
    };
    const connect = () => {
      source = new EventSource(`/api/admin/imports/runs/${runId}/events`);
      source.addEventListener("run", (event) => {
        attempt = 0;
        setRun(JSON.parse((event as MessageEvent<string>).data) as RunSnapshot);
      });
      source.addEventListener("done", (event) => finish(JSON.parse((event as MessageEvent<string>).data) as RunSnapshot));
      source.addEventListener("missing", () => {
        stopped = true;
        source?.close();
        setPhase("idle");
        setRunId(null);
        toast.error(IMPORT_TEXTS.importError, { description: IMPORT_TEXTS.unknownError });
      });
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
        attempt += 1;
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
    // The stream depends on the run only (the revalidator may change identity per render).
  }, [runId, toolId]);

  const analysis = fetcher.data && fetcher.data.ok && "analysis" in fetcher.data ? fetcher.data.analysis : null;
  return { fetcher, phase, run, analysis, busy: phase === "running" || fetcher.state !== "idle" };
}
