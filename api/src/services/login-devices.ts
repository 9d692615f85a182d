import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nextLoginAttempt } from './account-ceilings';
import { clock } from './clock';
import { newToken, sha256Hex } from './passwords';

/** A device cookie lives a year from the browser's last sign-in; its row goes a year after its last use. */
export const DEVICE_LIFETIME_MS = 365 * 24 * 3_600_000;

const iso = (ms: number) => new Date(ms).toISOString();

export type DeviceGate = { allowed: true; deviceId: string; failures: number } | { allowed: false; waitMs: number };

/**
 * The browser's own login gate for this account, when its device cookie names a row of the account;
 * null for an unknown browser (it shares the account's gate). Like the account's, an attempt is counted
 * as wrong before the password is checked (in a write transaction on the row), and forgiven if right.
 */
export async function reserveDeviceAttempt(db: Kysely<Database>, token: string | undefined, staffId: number, nowMs = clock.now()): Promise<DeviceGate | null> {
  if (!token || token.length > 200) return null;
  const id = sha256Hex(token);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('login_devices')
      .set((eb) => ({ failures: eb.ref('failures') }))
      .where('id', '=', id)
      .where('staff_id', '=', staffId)
      .where('last_used_at', '>', iso(nowMs - DEVICE_LIFETIME_MS))
      .returning(['failures', 'retry_at'])
      .executeTakeFirst();
    if (!row) return null;
    const attempt = nextLoginAttempt({ failures: row.failures, retryAt: row.retry_at }, nowMs);
    if ('waitMs' in attempt) return { allowed: false, waitMs: attempt.waitMs };
    await trx.updateTable('login_devices').set({ failures: attempt.failures, retry_at: attempt.retryAt }).where('id', '=', id).execute();
    return { allowed: true, deviceId: id, failures: attempt.failures };
  });
}

/** The password was right on a known browser: its count starts over, and its use is noted. */
export async function deviceSucceeded(db: Kysely<Database>, deviceId: string, nowMs = clock.now()): Promise<void> {
  await db
    .updateTable('login_devices')
    .set({ failures: 0, retry_at: null, last_used_at: iso(nowMs) })
    .where('id', '=', deviceId)
    .execute();
}

/** A new device token for a browser that has just signed in to the account (its SHA-256 is stored). */
export async function issueDevice(db: Kysely<Database>, staffId: number, nowMs = clock.now()): Promise<string> {
  const token = newToken();
  await db
    .insertInto('login_devices')
    .values({ id: sha256Hex(token), staff_id: staffId, created_at: iso(nowMs), last_used_at: iso(nowMs) })
    .execute();
  return token;
}

/** Rows of browsers not seen for a year go (their cookies have expired too). */
export async function pruneDevices(db: Kysely<Database>, nowMs = clock.now()): Promise<number> {
  const done = await db
    .deleteFrom('login_devices')
    .where('last_used_at', '<=', iso(nowMs - DEVICE_LIFETIME_MS))
    .executeTakeFirst();
  return Number(done.numDeletedRows);
}
