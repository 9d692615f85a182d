import { areaOfAddress, ASSIGNABLE_STATUSES, type customerEditRequestSchema, isoOf, SCHEDULED_STATUSES, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { Kysely } from 'kysely';
import type { InferType } from 'yup';
import type { Database } from '../db/schema';
import { nowIso } from './clock';
import { ConflictError, NotFoundError } from './errors';
import { type Actor, changedFields, EDITABLE_COLUMNS, recordEvents } from './history';
import { NOTIFICATION_TEXT, notifyMassager } from './notifications';
import { conflictMessage, placementConflict } from './schedule';
import { rewriteSearchTerms } from './text-search';

/**
 * Assigns a massager to a customer, in one transaction with the history event and the massager's
 * notification. Refused once the request is accepted or completed; a rejected request assigned again
 * is pending again. Throws NotFoundError or ConflictError (a clash names the visit).
 */
export async function assignMassager(db: Kysely<Database>, customerId: number, massagerId: number, actor: Actor, minutes?: number | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select(['id', 'name', 'status', 'erased_at', 'visit_start', 'visit_minutes', 'area'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    if (!customer) throw new NotFoundError(SERVER_MESSAGES.customerNotFound);
    if (customer.status === 'cancelled' || customer.erased_at !== null) throw new ConflictError(SERVER_MESSAGES.assignCancelled);
    const massager = await trx.selectFrom('massagers').select(['id', 'name']).where('id', '=', massagerId).executeTakeFirst();
    if (!massager) throw new NotFoundError(SERVER_MESSAGES.massagerNotFound);
    const length = minutes ?? customer.visit_minutes;
    const conflict = await placementConflict(trx, massager.id, { id: customer.id, start: customer.visit_start, minutes: length, area: customer.area });
    if (conflict) throw new ConflictError(conflictMessage(conflict));
    if (length !== customer.visit_minutes) await trx.updateTable('customers').set({ visit_minutes: length }).where('id', '=', customer.id).execute();
    const now = nowIso();
    const fields = {
      massager_id: massager.id,
      massager_name: massager.name,
      status: 'pending' as const,
      assigned_at: now,
      status_changed_at: now,
      accepted_at: null,
      rejected_at: null,
      completed_at: null,
    };
    const existing = await trx
      .selectFrom('requests')
      .select(['status', 'massager_id', 'massager_name'])
      .where('customer_id', '=', customer.id)
      .executeTakeFirst();
    if (!existing) {
      await trx
        .insertInto('requests')
        .values({ customer_id: customer.id, ...fields })
        .execute();
    } else {
      // The status guard sits in the UPDATE itself, so a concurrent accept cannot slip in between.
      const updated = await trx
        .updateTable('requests')
        .set(fields)
        .where('customer_id', '=', customer.id)
        .where('status', 'in', [...ASSIGNABLE_STATUSES])
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new ConflictError(SERVER_MESSAGES.assignLocked);
    }
    const previous = existing?.massager_id != null && existing.massager_id !== massager.id ? existing.massager_name : null;
    await recordEvents(trx, [{ customerId: customer.id, kind: previous ? 'reassigned' : 'assigned', actor, subject: massager.name, detail: previous }], now);
    await notifyMassager(trx, {
      massagerId: massager.id,
      massagerName: massager.name,
      customerId: customer.id,
      customerName: customer.name,
      message: NOTIFICATION_TEXT.assigned(customer.name),
    });
  });
}

/**
 * Saves the admin's edit; the history names the fields it changed, never their values. A new time or
 * length of a visit that has a therapist goes through the schedule's check (ConflictError on a clash).
 */
export async function editCustomer(db: Kysely<Database>, edit: InferType<typeof customerEditRequestSchema>, actor: Actor): Promise<void> {
  const values = {
    name: edit.name,
    contact: edit.contact,
    email: edit.email,
    address: edit.address,
    prefgender: edit.prefgender,
    issue: edit.issue,
    therapy: edit.therapy,
    age: edit.age,
    // 'Any time' (no time, maybe no day) is kept as the booking keeps it: empty parts are null.
    appointment_date: edit.adate || null,
    appointment_time: edit.atime || null,
    appointment: [edit.adate, edit.atime].filter(Boolean).join(' '),
    visit_start: edit.adate && edit.atime ? isoOf(edit.adate, edit.atime.slice(0, 5)) : null,
    area: areaOfAddress(edit.address),
  };
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('customers').select(EDITABLE_COLUMNS).where('id', '=', edit.c_id).executeTakeFirst();
    if (!before) throw new NotFoundError(SERVER_MESSAGES.customerNotFound);
    const placed = await trx.selectFrom('customers').select(['massager_id', 'status', 'visit_minutes']).where('id', '=', edit.c_id).executeTakeFirstOrThrow();
    const minutes = edit.minutes ?? placed.visit_minutes;
    if (placed.massager_id !== null && (SCHEDULED_STATUSES as readonly string[]).includes(placed.status)) {
      const conflict = await placementConflict(trx, placed.massager_id, { id: edit.c_id, start: values.visit_start, minutes, area: values.area });
      if (conflict) throw new ConflictError(conflictMessage(conflict));
    }
    await trx
      .updateTable('customers')
      .set({ ...values, visit_minutes: minutes })
      .where('id', '=', edit.c_id)
      .execute();
    const changed = changedFields(before, values);
    if (before.name !== values.name || before.address !== values.address) await rewriteSearchTerms(trx, edit.c_id);
    // An erasure must not leave the old values behind in the history.
    if (minutes !== placed.visit_minutes) changed.push('visit length');
    if (changed.length > 0) await recordEvents(trx, [{ customerId: edit.c_id, kind: 'edited', actor, detail: changed.join(', ') }]);
  });
}

/** Deletes a customer with its request and notifications (its history goes by cascade). */
export async function deleteCustomer(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('notifications').where('customer_id', '=', id).execute();
    await trx.deleteFrom('requests').where('customer_id', '=', id).execute();
    const result = await trx.deleteFrom('customers').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new NotFoundError(SERVER_MESSAGES.customerNotFound);
  });
}
