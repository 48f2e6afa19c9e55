import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../../../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { createDatabaseEvents } from "../../db/events.server";
import { mailOutbox } from "../../db/schema";
import { deliverDueMails, startMailWorker } from "./mail-worker.server";
import { claimDueMails, enqueueMail, MAX_ATTEMPTS, RETRY_DELAYS_MS } from "./outbox.server";
import { createMailTransport, type MailMessage, type MailTransport } from "./transport.server";

const FROM = "Radwerk <shop@radwerk.example>";
const mail = (to = "kunde@example.com") => ({
  to,
  subject: "Zahlung erhalten – Bestellung RW-100001",
  html: "<p>Vielen Dank für Ihre Überweisung.</p>",
  text: "Vielen Dank für Ihre Überweisung.",
});

function recordingTransport(fail: (message: MailMessage) => boolean = () => false): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: "smtp",
    sent,
    async send(message) {
      if (fail(message)) throw new Error("SMTP 451 temporär nicht verfügbar");
      sent.push(message);
    },
    close() {},
  };
}

describe.each(testDatabaseKinds())("mail outbox on %s", (kind) => {
  let handle: DatabaseHandle & { url?: string };
  let mailDir: string;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    mailDir = mkdtempSync(path.join(os.tmpdir(), "radwerk-mail-"));
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.delete(mailOutbox);
  });

  it("queues a mail only when the transaction that queued it commits", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueMail(tx, mail("rollback@example.com"));
        throw new Error("Bestellung fehlgeschlagen");
      }),
    ).rejects.toThrow();
    await handle.db.transaction((tx) => enqueueMail(tx, mail("commit@example.com")));
    const rows = await handle.db.select().from(mailOutbox);
    expect(rows.map((row) => [row.to, row.status, row.attempts])).toEqual([["commit@example.com", "pending", 0]]);
  });

  it("without SMTP_URL writes each mail as an .eml file under DATA_DIR/mail and marks it sent", async () => {
    const { id } = await enqueueMail(handle.db, {
      ...mail(),
      attachments: [{ filename: "rechnung.txt", contentType: "text/plain", contentBase64: Buffer.from("Rechnung").toString("base64") }],
    });
    const transport = createMailTransport({ mailDir });
    expect(transport.kind).toBe("file");
    expect(await deliverDueMails(handle.db, transport, { from: FROM })).toEqual({ sent: 1, failed: 0 });
    const files = readdirSync(mailDir).filter((file) => file.includes(id));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(mailDir, files[0] ?? ""), "utf8");
    expect(eml).toContain("To: kunde@example.com");
    expect(eml).toContain("From: Radwerk <shop@radwerk.example>");
    expect(eml).toMatch(/Subject: =\?UTF-8\?Q\?Zahlung_erhalten/);
    expect(eml).toContain('filename=rechnung.txt');
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("retries a failed mail with growing back-off and gives up after the last attempt", async () => {
    const { id } = await enqueueMail(handle.db, mail());
    const transport = recordingTransport(() => true);
    // A fixed clock, safely after the row's created_at (JS dates have no microseconds).
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await deliverDueMails(handle.db, transport, { from: FROM, now })).toEqual({ sent: 0, failed: 1 });
      const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastError).toContain("SMTP 451");
      if (attempt < MAX_ATTEMPTS) {
        expect(row?.status).toBe("pending");
        const delay = RETRY_DELAYS_MS[attempt - 1] ?? 0;
        expect(row?.nextAttemptAt.getTime()).toBe(now.getTime() + delay);
        // Not due before its time …
        expect(await deliverDueMails(handle.db, transport, { from: FROM, now: new Date(now.getTime() + delay - 1) })).toEqual({ sent: 0, failed: 0 });
        now = new Date(now.getTime() + delay);
      } else {
        expect(row?.status).toBe("failed");
      }
    }
    expect(await deliverDueMails(handle.db, transport, { from: FROM, now: new Date(now.getTime() + 365 * 86_400_000) })).toEqual({ sent: 0, failed: 0 });
  });

  it("takes over a mail whose sender died once its lease has run out", async () => {
    await enqueueMail(handle.db, mail());
    const now = new Date(Date.now() + 1000);
    expect(await claimDueMails(handle.db, { now })).toHaveLength(1);
    expect(await claimDueMails(handle.db, { now: new Date(now.getTime() + 60_000) })).toHaveLength(0);
    expect(await claimDueMails(handle.db, { now: new Date(now.getTime() + 10 * 60_000) })).toHaveLength(1);
  });

  it("the worker sends a newly queued mail at once, woken by NOTIFY (not by its poll)", async () => {
    const events = createDatabaseEvents(handle);
    const transport = recordingTransport();
    const worker = startMailWorker({ db: handle.db, transport, from: FROM, events, pollIntervalMs: 3_600_000 });
    try {
      await worker.idle();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await enqueueMail(handle.db, mail("sofort@example.com"));
      await expect.poll(() => transport.sent.map((message) => message.to), { timeout: 5_000 }).toEqual(["sofort@example.com"]);
      expect(transport.sent[0]?.from).toBe(FROM);
    } finally {
      await worker.stop();
      await events.close();
    }
  });

  it.runIf(kind === "postgres")("two processes never send the same mail twice", async () => {
    const other = await openDatabase({ databaseUrl: handle.url });
    try {
      for (let i = 0; i < 30; i++) await enqueueMail(handle.db, mail(`kunde${i}@example.com`));
      const a = recordingTransport();
      const b = recordingTransport();
      await Promise.all([
        deliverDueMails(handle.db, a, { from: FROM, limit: 3 }),
        deliverDueMails(other.db, b, { from: FROM, limit: 3 }),
      ]);
      const all = [...a.sent, ...b.sent].map((message) => message.to).sort();
      expect(all).toHaveLength(30);
      expect(new Set(all).size).toBe(30);
    } finally {
      await other.close();
    }
  });
});
