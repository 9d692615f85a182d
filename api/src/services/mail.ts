import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema';
import { nowIso } from './clock';

/** A file a mail carries (a visit's calendar file): small text, kept as it is in the outbox. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for, kept in the mail log (e.g. 'otp'). */
  kind: string;
  attachments?: readonly MailAttachment[];
}

export interface Mailer {
  /** Resolves 'sent' (SMTP) or 'outbox' (written to disk); rejects when the mail could not be sent. */
  send(mail: OutgoingMail): Promise<'sent' | 'outbox'>;
  /** Removes outbox mails older than OUTBOX_KEEP_MS (the outbox holds codes: it must not grow for ever). */
  pruneOutbox(): Promise<number>;
  close(): void;
}

/** How long a mail written to the local outbox is kept. */
export const OUTBOX_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * An outbox left by an older version with the default umask (0755 folder, 0644 mails, which hold reset
 * codes and customers' addresses) becomes its owner's only, at start.
 */
function tightenOutbox(outboxDir: string, log: FastifyBaseLogger): void {
  try {
    if (!fsSync.existsSync(outboxDir)) return;
    fsSync.chmodSync(outboxDir, 0o700);
    for (const name of fsSync.readdirSync(outboxDir)) fsSync.chmodSync(path.join(outboxDir, name), 0o600);
  } catch (error) {
    log.warn({ err: error, outboxDir }, 'the mail outbox could not be made private');
  }
}

/**
 * nodemailer over SMTP_URL; without it, each mail is written as an .eml file to <DATA_DIR>/outbox
 * and its path logged, so that the reset flow works on a laptop. Every attempt goes to the mail log
 * (recipient, subject, outcome: never the body, which holds the code).
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Told each mail's outcome (sent, outbox, failed), for the metrics. */
  onOutcome?: (outcome: string) => void;
}): Mailer {
  const { smtpUrl, from, dataDir, db, log, onOutcome = () => undefined } = options;
  const outboxDir = path.join(dataDir, 'outbox');
  tightenOutbox(outboxDir, log);
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function record(mail: OutgoingMail, outcome: string, detail: string | null): Promise<void> {
    onOutcome(outcome);
    await db.insertInto('mail_log').values({ recipient: mail.to, subject: mail.subject, kind: mail.kind, outcome, detail, created_at: nowIso() }).execute();
  }

  return {
    async send(mail) {
      const message = {
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: (mail.attachments ?? []).map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
      };
      try {
        if (smtpUrl) {
          await transport.sendMail(message);
          await record(mail, 'sent', null);
          return 'sent';
        }
        const info = (await transport.sendMail(message)) as { message: Buffer };
        await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
        const file = path.join(outboxDir, `${Date.now()}-${mail.kind}-${Math.random().toString(36).slice(2, 8)}.eml`);
        await fs.writeFile(file, info.message, { mode: 0o600 });
        await record(mail, 'outbox', file);
        log.info({ to: mail.to, subject: mail.subject, file }, 'SMTP_URL is not set: mail written to the local outbox');
        return 'outbox';
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        log.warn({ to: mail.to, subject: mail.subject, err: detail }, 'mail could not be sent');
        await record(mail, 'failed', detail.slice(0, 500)).catch(() => undefined);
        throw error;
      }
    },
    async pruneOutbox() {
      const before = Date.parse(nowIso()) - OUTBOX_KEEP_MS;
      const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith('.eml'))) {
        const file = path.join(outboxDir, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtimeMs < before) {
          await fs.rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
    close() {
      transport.close();
    },
  };
}
