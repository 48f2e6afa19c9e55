import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.server";
import { mailOutbox, type MailAttachment } from "../../db/schema";

/**
 * The mail outbox: every e-mail the shop sends is first a row in `mail_outbox`.
 *
 *   await db.transaction(async (tx) => {
 *     … change the order …
 *     await enqueueMail(tx, { to, subject, html, text });
 *   });
 *
 * Queued in the same transaction as the change that causes it, a mail exists exactly when
 * the change was committed; the worker (mail-worker.server.ts) sends it afterwards with
 * retries, so a mail server that is down never loses an order or blocks a request.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export type { MailAttachment };

/** Queues one mail. Use the transaction handle (`tx`) when the mail belongs to a change. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<{ id: string }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("Mail konnte nicht eingereiht werden");
  return row;
}

/** Waits after the 1st, 2nd, … failed attempt; after the last one the mail is marked 'failed'. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed mail stays reserved for the worker that claimed it. */
export const SEND_LEASE_MS = 5 * 60_000;

export type ClaimedMail = typeof mailOutbox.$inferSelect;

/**
 * Reserves up to `limit` due mails for this worker (status 'sending' with a lease) and
 * returns them. Safe with several processes: rows locked by another claim are skipped,
 * and a claim whose worker died is taken over when its lease has run out.
 */
export async function claimDueMails(db: Queryable, options: { now?: Date; limit?: number } = {}): Promise<ClaimedMail[]> {
  // The database's clock by default: a mail queued a microsecond ago is due at once.
  const now = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(or(eq(mailOutbox.status, "pending"), eq(mailOutbox.status, "sending")), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(options.limit ?? 20)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: "sending",
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`${now} + ${`${SEND_LEASE_MS} milliseconds`}::interval`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Queryable, id: string, now = new Date()) {
  await db.update(mailOutbox).set({ status: "sent", sentAt: now, lastError: null }).where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: back to 'pending' with back-off, or 'failed' after the last attempt. */
export async function markMailFailed(db: Queryable, mail: Pick<ClaimedMail, "id" | "attempts">, error: unknown, now = new Date()) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const delay = RETRY_DELAYS_MS[mail.attempts - 1];
  await db
    .update(mailOutbox)
    .set(
      delay === undefined || mail.attempts >= MAX_ATTEMPTS
        ? { status: "failed", lastError: message }
        : { status: "pending", lastError: message, nextAttemptAt: new Date(now.getTime() + delay) },
    )
    .where(eq(mailOutbox.id, mail.id));
}
