import { type HistoryActorRole, type HistoryEvent, type HistoryEventKind, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './clock';
import { NotFoundError } from './errors';
import type { SignedIn } from './sessions';

/** Who made a change, as its history event names them. */
export interface Actor {
  role: HistoryActorRole;
  /** The admin's e-mail or the massager's name. */
  name: string | null;
}

export const VISITOR: Actor = { role: 'visitor', name: null };
export const SYSTEM: Actor = { role: 'system', name: null };

/** The signed-in member of staff as an actor: a massager by name, the admin by e-mail. */
export function actorOf(signedIn: SignedIn | null): Actor {
  if (!signedIn) return SYSTEM;
  if (signedIn.role === 'massager') return { role: 'massager', name: signedIn.massager?.name ?? signedIn.email };
  return { role: 'admin', name: signedIn.email };
}

export interface NewEvent {
  customerId: number;
  kind: HistoryEventKind;
  actor: Actor;
  /** The massager a (re)assignment went to. */
  subject?: string | null;
  detail?: string | null;
}

/** Writes events in the caller's transaction: an event exists exactly when its change does. */
export async function recordEvents(trx: Transaction<Database> | Kysely<Database>, events: readonly NewEvent[], at = nowIso()): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('customer_events')
    .values(
      events.map((event) => ({
        customer_id: event.customerId,
        kind: event.kind,
        actor_role: event.actor.role,
        actor_name: event.actor.name,
        subject: event.subject ?? null,
        detail: event.detail ?? null,
        created_at: at,
      })),
    )
    .execute();
}

/**
 * A booking's events for a member of staff: the admin reads any booking's, a massager (`massagerId`)
 * only those of the requests assigned to it now; NotFoundError for any other.
 */
export async function historyFor(db: Kysely<Database>, customerId: number, massagerId: number | null): Promise<HistoryEvent[]> {
  let query = db.selectFrom('customers as c').select('c.id').where('c.id', '=', customerId);
  if (massagerId !== null) query = query.innerJoin('requests as r', 'r.customer_id', 'c.id').where('r.massager_id', '=', massagerId);
  if (!(await query.executeTakeFirst())) throw new NotFoundError(SERVER_MESSAGES.customerNotFound);
  return customerHistory(db, customerId);
}

/** A customer's events, newest first. */
export async function customerHistory(db: Kysely<Database>, customerId: number): Promise<HistoryEvent[]> {
  const rows = await db
    .selectFrom('customer_events')
    .select(['id', 'kind', 'created_at', 'actor_role', 'actor_name', 'subject', 'detail'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: row.created_at,
    actorRole: row.actor_role,
    actor: row.actor_name,
    subject: row.subject,
    detail: row.detail,
  }));
}

/** The customer columns the admin's edit writes, and how the history names each. */
const EDITABLE_LABELS = {
  name: 'name',
  contact: 'contact',
  email: 'e-mail',
  address: 'address',
  prefgender: 'preferred gender',
  issue: 'issue',
  therapy: 'therapy',
  age: 'age',
  appointment_date: 'appointment date',
  appointment_time: 'appointment time',
} as const;
type Editable = keyof typeof EDITABLE_LABELS;
export const EDITABLE_COLUMNS = Object.keys(EDITABLE_LABELS) as Editable[];

/** The names of the fields whose value an edit changes. */
export function changedFields(before: Partial<Record<Editable, string | number | null>>, after: Partial<Record<Editable, string | number | null>>): string[] {
  return EDITABLE_COLUMNS.filter((column) => column in after && String(before[column] ?? '') !== String(after[column] ?? '')).map(
    (column) => EDITABLE_LABELS[column],
  );
}
