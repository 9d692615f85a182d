import { type Role, SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '@wellness/shared/rules';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled';
import type { Database } from '../db/schema';
import { clock, nowIso } from './clock';
import { newToken, sha256Hex } from './passwords';

/** A session's last request is written at most this often (a write per request is not needed). */
const LAST_SEEN_STEP_MS = 60_000;

/** Who is signed in on a request. */
export interface SignedIn {
  sessionId: string;
  staffId: number;
  role: Role;
  email: string;
  /** The massager profile of a signed-in massager. */
  massager: { id: number; name: string } | null;
}

/**
 * The session's row with its account, looked up on every signed-in request: compiled once, since
 * building and compiling it took Kysely longer than SQLite took to answer it.
 */
const sessionRow = compiledOnce((db: Kysely<Database>, sessionId: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('staff', 'staff.id', 'sessions.staff_id')
    .leftJoin('massagers', 'massagers.staff_id', 'staff.id')
    .select([
      'sessions.id as sessionId',
      'sessions.created_at as createdAt',
      'sessions.last_seen_at as lastSeenAt',
      'staff.id as staffId',
      'staff.role as role',
      'staff.email as email',
      'massagers.id as massagerId',
      'massagers.name as massagerName',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', now),
);

/**
 * The session of that id (the SHA-256 of the cookie's token: the table never holds a usable token),
 * or null when there is none, it has expired or it was idle too long (then it is ended). `touch: false`
 * checks it without counting the request as its use (a stream's heartbeat).
 */
export async function findSession(db: Kysely<Database>, sessionId: string, { touch = true } = {}): Promise<SignedIn | null> {
  const [row] = (await sessionRow(db, sessionId, nowIso())).rows;
  if (!row) return null;
  const nowMs = clock.now();
  const lastSeen = Date.parse(row.lastSeenAt ?? row.createdAt);
  // Idle too long: ended, as if it had expired.
  if (nowMs - lastSeen >= SESSION_IDLE_MS) {
    await db.deleteFrom('sessions').where('id', '=', row.sessionId).execute();
    return null;
  }
  if (touch && nowMs - lastSeen >= LAST_SEEN_STEP_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(nowMs).toISOString() })
      .where('id', '=', row.sessionId)
      .execute();
  }
  return {
    sessionId: row.sessionId,
    staffId: row.staffId,
    role: row.role,
    email: row.email,
    massager: row.massagerId != null ? { id: row.massagerId, name: row.massagerName ?? '' } : null,
  };
}

/**
 * Starts a new session for the account (a new id at every login) and ends the one the browser had
 * (`previousId`). Answers the token for the cookie.
 */
export async function createSession(db: Kysely<Database>, staff: { id: number; role: Role }, previousId: string | null): Promise<string> {
  const token = newToken();
  const startedAt = clock.now();
  await db.transaction().execute(async (trx) => {
    if (previousId) await trx.deleteFrom('sessions').where('id', '=', previousId).execute();
    await trx
      .insertInto('sessions')
      .values({
        id: sha256Hex(token),
        staff_id: staff.id,
        role: staff.role,
        created_at: new Date(startedAt).toISOString(),
        expires_at: new Date(startedAt + SESSION_LIFETIME_MS).toISOString(),
        last_seen_at: null,
      })
      .execute();
  });
  return token;
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Sessions that have expired or were idle too long (they are refused anyway). */
export async function pruneSessions(db: Kysely<Database>): Promise<void> {
  const idleSince = new Date(clock.now() - SESSION_IDLE_MS).toISOString();
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb(eb.fn.coalesce('last_seen_at', 'created_at'), '<=', idleSince))
    .execute();
}
