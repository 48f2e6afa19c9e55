import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailAttachment } from "../../db/schema";

export interface MailMessage {
  /** Outbox row id: names the .eml file and becomes part of the Message-ID. */
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface TransportLogger {
  info(obj: object, msg: string): void;
}

function toNodemailer(message: MailMessage) {
  const domain = /@([^>\s]+)>?\s*$/.exec(message.from)?.[1] ?? "radwerk.local";
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: `<${message.id}@${domain}>`,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.contentBase64, "base64"),
      ...(attachment.cid ? { cid: attachment.cid } : {}),
    })),
  };
}

/**
 * SMTP when `smtpUrl` is set (smtp:// or smtps:// with credentials), otherwise every mail is
 * written as an .eml file to `mailDir` (DATA_DIR/mail) and logged – handy for the demo and
 * for tests, and nothing is lost until a mail server is configured.
 */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string; logger?: TransportLogger }): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        await transporter.sendMail(toNodemailer(message));
      },
      close: () => transporter.close(),
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message) {
      const info = await builder.sendMail(toNodemailer(message));
      await mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.mailDir, `${stamp}-${message.id}.eml`);
      // Written under a temporary name first so readers never see half a file.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      options.logger?.info({ mailId: message.id, file }, "Mail als Datei abgelegt (kein SMTP_URL)");
    },
    close: () => builder.close(),
  };
}
