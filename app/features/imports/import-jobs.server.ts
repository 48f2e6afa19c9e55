import type { Logger } from "pino";
import type { Database, DatabaseHandle } from "../../db/client.server";
import type { DatabaseEvents } from "../../db/events.server";
import { LOCK_KEYS, tryWithLock } from "../../db/locks.server";
import { ConflictError, isDomainError } from "../../utils/domain-errors";
import { createRun, failInterruptedRuns, finishRun, getRun, getRunningRun, updateRunProgress } from "./import-runs.server";
import type { ImportSettings } from "./import-settings.server";
import { IMPORT_TEXTS } from "./import-texts";
import { planRun, type JobPlan, type StartRequest } from "./presets.server";
import { ProgressTracker } from "./progress-tracker.server";
import { createRunEventHub, type RunEventHub } from "./run-events.server";
import type { RunSnapshot } from "./run-types";

/** A second run while one is going (spec issue: "a second start is refused with a clear message"). */
export class RunConflictError extends ConflictError {
  override name = "RunConflictError";
  constructor() {
    super(IMPORT_TEXTS.alreadyRunning);
  }
}

/** The import and maintenance runner of one app process (context.imports). */
export interface ImportTools {
  readonly settings: ImportSettings;
  readonly db: Database;
  readonly hub: RunEventHub;
  /**
   * Checks the request, takes the catalogue job lock (refused at once when another run holds
   * it, in this or any other process), records the run and starts it detached from the
   * request: closing the page does not stop it. Resolves with the run id once it runs.
   */
  start(request: StartRequest, startedBy: string | null): Promise<{ runId: string; done: Promise<void> }>;
  /** start() and wait for the end: the category API and tests. */
  run(request: StartRequest, startedBy: string | null): Promise<RunSnapshot>;
  /** The running run, after clearing runs left 'running' by a stopped server. */
  activeRun(): Promise<RunSnapshot | null>;
  /** Stops a running run (server shutdown) and waits until it has recorded that. */
  close(): Promise<void>;
}

type Log = Pick<Logger, "info" | "warn" | "error">;

export function createImportTools(options: {
  handle: DatabaseHandle;
  settings: ImportSettings;
  events?: DatabaseEvents | null;
  logger: Log;
}): ImportTools & { ready: Promise<void> } {
  const { handle, settings, logger } = options;
  const { db } = handle;
  const hub = createRunEventHub(options.events ?? null);
  const running = new Set<{ controller: AbortController; done: Promise<void> }>();
  // PGlite's lock is a queue in this process; this flag also covers two starts in one tick.
  let starting = false;

  async function execute(runId: string, plan: JobPlan, signal: AbortSignal): Promise<void> {
    const started = Date.now();
    const tracker = new ProgressTracker({
      steps: plan.steps,
      totalBytes: plan.totalBytes,
      productsTotal: plan.productsTotal,
      write: (progress) => updateRunProgress(db, runId, progress),
      onWriteError: (error) => logger.warn({ err: (error as Error).message, runId }, "Fortschritt konnte nicht gespeichert werden"),
    });
    try {
      const outcome = await plan.execute({ db, tracker, signal });
      await tracker.flush(true);
      await finishRun(db, runId, {
        status: outcome.status,
        message: outcome.reply.message,
        result: outcome.reply,
        errors: outcome.errors,
        counts: outcome.counts,
      });
      logger.info({ runId, preset: plan.preset, status: outcome.status, ms: Date.now() - started }, "Lauf beendet");
    } catch (error) {
      const message = signal.aborted
        ? "Abgebrochen: Der Server wurde beendet."
        : isDomainError(error)
          ? error.message
          : IMPORT_TEXTS.unexpectedError;
      if (!signal.aborted && !isDomainError(error)) logger.error({ err: error, runId, preset: plan.preset }, "Lauf fehlgeschlagen");
      await tracker.flush().catch(() => undefined);
      await finishRun(db, runId, { status: "failed", message, result: { kind: "failure", success: false, message, error: message } }).catch((finishError: Error) =>
        logger.error({ err: finishError.message, runId }, "Lauf konnte nicht abgeschlossen werden"),
      );
    }
  }

  const tools: ImportTools = {
    settings,
    db,
    hub,
    async start(request, startedBy) {
      if (starting || running.size > 0) throw new RunConflictError();
      starting = true;
      try {
        const plan = await planRun(request, settings, db);
        const controller = new AbortController();
        let announce!: (value: { runId: string } | { refused: true } | { error: unknown }) => void;
        const announced = new Promise<{ runId: string } | { refused: true } | { error: unknown }>((resolve) => (announce = resolve));
        const job = tryWithLock(handle, LOCK_KEYS.catalogueJob, async () => {
          let runId: string;
          try {
            await failInterruptedRuns(db);
            runId = await createRun(db, { preset: plan.preset, dryRun: plan.dryRun, startedBy, files: plan.files });
          } catch (error) {
            announce({ error });
            return;
          }
          announce({ runId });
          logger.info({ runId, preset: plan.preset, dryRun: plan.dryRun, files: plan.files.length }, "Lauf gestartet");
          await execute(runId, plan, controller.signal);
        }).then(
          (result) => {
            if (!result.acquired) announce({ refused: true });
          },
          (error: unknown) => {
            announce({ error });
            logger.error({ err: error }, "Lauf konnte nicht ausgeführt werden");
          },
        );
        const entry = { controller, done: job };
        running.add(entry);
        void job.finally(() => running.delete(entry));
        const outcome = await announced;
        if ("refused" in outcome) throw new RunConflictError();
        if ("error" in outcome) throw outcome.error;
        return { runId: outcome.runId, done: job };
      } finally {
        starting = false;
      }
    },
    async run(request, startedBy) {
      const { runId, done } = await tools.start(request, startedBy);
      await done;
      const run = await getRun(db, runId);
      if (!run) throw new Error(`Lauf ${runId} nicht gefunden`);
      return run;
    },
    async activeRun() {
      const current = await getRunningRun(db);
      if (!current || running.size > 0) return current;
      // Nothing runs in this process: if the lock is free, nothing runs anywhere and the
      // row was left behind by a stopped server.
      const check = await tryWithLock(handle, LOCK_KEYS.catalogueJob, () => failInterruptedRuns(db));
      return check.acquired ? null : current;
    },
    async close() {
      for (const entry of running) entry.controller.abort(new Error("Server wird beendet"));
      await Promise.all([...running].map((entry) => entry.done));
      await hub.close();
    },
  };
  return Object.assign(tools, { ready: hub.ready });
}
