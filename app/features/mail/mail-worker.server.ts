import type { Database } from "../../db/client.server";
import type { DatabaseEvents } from "../../db/events.server";
import { claimDueMails, markMailFailed, markMailSent } from "./outbox.server";
import type { MailTransport } from "./transport.server";

interface WorkerLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/** Sends every mail that is due now, once. The building block of the worker and of tests. */
export async function deliverDueMails(
  db: Database,
  transport: MailTransport,
  options: { from: string; logger?: WorkerLogger; now?: Date; limit?: number },
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueMails(db, { now: options.now, limit: options.limit });
    if (claimed.length === 0) return result;
    for (const mail of claimed) {
      try {
        await transport.send({ ...mail, from: options.from });
        await markMailSent(db, mail.id);
        result.sent += 1;
      } catch (error) {
        await markMailFailed(db, mail, error, options.now);
        result.failed += 1;
        // The recipient is customer data: log the mail id only.
        options.logger?.warn({ mailId: mail.id, attempt: mail.attempts, err: (error as Error).message }, "Mailversand fehlgeschlagen");
      }
    }
    if (options.now) return result;
  }
}

export interface MailWorker {
  /** Runs a delivery round soon (coalesces calls). */
  wake(): void;
  /** Resolves when no round is running or requested. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Sends queued mails in the background: woken by NOTIFY 'mail_outbox' (a trigger on the
 * table, so a mail queued by any process is sent at once) and polling every
 * `pollIntervalMs` for retries that have become due.
 */
export function startMailWorker(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  events?: DatabaseEvents;
  logger?: WorkerLogger;
  pollIntervalMs?: number;
}): MailWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const round = async () => {
    try {
      await deliverDueMails(options.db, options.transport, { from: options.from, logger: options.logger });
    } catch (error) {
      options.logger?.error({ err: (error as Error).message }, "Mail-Ausgang konnte nicht verarbeitet werden");
    }
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await round();
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(wake, options.pollIntervalMs ?? 30_000);
  timer.unref();
  let unlisten: (() => void) | undefined;
  options.events
    ?.listen("mail_outbox", wake)
    .then((stop) => {
      if (stopped) stop();
      else unlisten = stop;
    })
    .catch((error: Error) => options.logger?.warn({ err: error.message }, "LISTEN mail_outbox fehlgeschlagen, nur Abfrage im Intervall"));
  const offReconnect = options.events?.onReconnect(wake);
  wake();

  return {
    wake,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      unlisten?.();
      offReconnect?.();
      while (running) await running;
      options.transport.close();
    },
  };
}
