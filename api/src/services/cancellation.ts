import { CANCELLABLE_STATUSES, visitTimeText } from '@wellness/shared/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './clock';
import { type Actor, recordEvents } from './history';
import { NOTIFICATION_TEXT, notifyAdmins, notifyMassager } from './notifications';

/** What cancelling found: done now, or the status that kept it from being cancelled (already cancelled included). */
export type Cancellation = { cancelled: true; massagerId: number | null } | { cancelled: false; status: string };

/**
 * Cancels a booking that is not yet visited (pending, with or without a therapist, or accepted), in the
 * caller's transaction: the request becomes 'cancelled' (so its time is free in the therapist's
 * schedule and it can no longer be assigned or accepted), the assigned therapist is told, the History
 * records who cancelled and why. The therapist's notice names the booking's reference and time, not the
 * customer: it stays meaningful after the customer's personal data is erased. `tellAdmins` for a
 * cancellation the admins did not make themselves.
 */
export async function cancelBooking(
  trx: Transaction<Database>,
  customerId: number,
  actor: Actor,
  options: { reason: string | null; tellAdmins: boolean },
): Promise<Cancellation> {
  const booking = await trx
    .selectFrom('customers as c')
    .leftJoin('requests as r', 'r.customer_id', 'c.id')
    .select(['c.id', 'c.name', 'c.reference', 'c.visit_start', 'c.visit_minutes', 'r.status', 'r.massager_id', 'r.massager_name'])
    .where('c.id', '=', customerId)
    .executeTakeFirst();
  if (!booking) return { cancelled: false, status: 'missing' };
  const now = nowIso();
  if (booking.status === null) {
    await trx
      .insertInto('requests')
      .values({
        customer_id: customerId,
        massager_id: null,
        massager_name: null,
        status: 'cancelled',
        assigned_at: now,
        status_changed_at: now,
        cancelled_at: now,
      })
      .execute();
  } else {
    const updated = await trx
      .updateTable('requests')
      .set({ status: 'cancelled', status_changed_at: now, cancelled_at: now })
      .where('customer_id', '=', customerId)
      .where('status', 'in', [...CANCELLABLE_STATUSES])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { cancelled: false, status: booking.status };
  }
  await recordEvents(trx, [{ customerId, kind: 'cancelled', actor, detail: options.reason }], now);
  const label = booking.reference ?? `#${customerId}`;
  const when = booking.visit_start ? visitTimeText(booking.visit_start, booking.visit_minutes) : null;
  const massagerId = booking.status === null ? null : booking.massager_id;
  if (massagerId !== null && booking.massager_name !== null) {
    await notifyMassager(trx, {
      massagerId,
      massagerName: booking.massager_name,
      customerId,
      customerName: label,
      message: NOTIFICATION_TEXT.cancelled(label, when),
    });
  }
  if (options.tellAdmins) {
    await notifyAdmins(trx, { customerId, customerName: label, massagerName: booking.massager_name, message: NOTIFICATION_TEXT.cancelled(label, when) });
  }
  return { cancelled: true, massagerId };
}
