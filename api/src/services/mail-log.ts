import type { MailLogAnswer } from '@wellness/shared/rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * One page of the mail log (every attempt to send a mail, newest first, never a body: a reset mail's
 * body holds the code), its total, and how many customer mails wait in the outbox for SMTP.
 */
export async function mailLogPage(db: Kysely<Database>, page: number, perPage: number): Promise<MailLogAnswer> {
  const [rows, total, waiting] = await Promise.all([
    db
      .selectFrom('mail_log')
      .select(['id', 'created_at', 'recipient', 'subject', 'kind', 'outcome', 'detail'])
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('mail_log')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mail_outbox')
      .select(sql<number>`count(*)`.as('n'))
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => ({ id: r.id, time: r.created_at, to: r.recipient, subject: r.subject, kind: r.kind, outcome: r.outcome, detail: r.detail })),
    totalRecords: Number(total.n),
    waiting: Number(waiting.n),
  };
}
