import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  addressFilterRequestSchema,
  ADMIN_MESSAGES,
  ASSIGNABLE_STATUSES,
  assignmentRequestSchema,
  customerEditRequestSchema,
  customerIdRequestSchema,
  customerListRequestSchema,
  ENDPOINTS,
  massagerSearchRequestSchema,
  nameFilterRequestSchema,
  RECORDS_PER_PAGE,
  SERVER_MESSAGES,
} from '@wellness/shared/rules';
import type { InferType } from 'yup';
import type { RouteContext } from '../context';
import { requireRole } from '../plugins/auth';
import { bodyOf } from '../plugins/validation';
import { nowIso } from '../services/clock';
import { customerItems, customerPage, type TextFilter } from '../services/customers';
import { actorOf, changedFields, EDITABLE_COLUMNS, recordEvents } from '../services/history';
import { NOTIFICATION_TEXT, notifyMassager } from '../services/notifications';
import { containsIgnoringCase } from '../services/text-search';
import { allOf, statusTotals } from '../services/totals';
import { customerItem, errorAnswer, int, list, obj, staffErrors, statusAnswer, str } from './schemas';

export async function adminCustomerRoutes(app: FastifyInstance, { db, feed }: RouteContext): Promise<void> {
  const admin = requireRole(db, 'admin');

  /** A customer filter's answer: the whole match as the spec has it, or one page of it (completed hidden). */
  const filtered = async (body: { name: string; address: string; page?: number; per_page?: number }) => {
    const filters: TextFilter[] = [
      { column: 'name', text: body.name },
      { column: 'address', text: body.address },
    ];
    if (body.page === undefined) {
      const wanted = filters.filter((filter) => filter.text !== '');
      return {
        status: 'success',
        data: await customerItems(
          db,
          wanted.length === 0 ? undefined : (eb) => eb.and(wanted.map((filter) => containsIgnoringCase(`c.${filter.column}`, filter.text))),
        ),
      };
    }
    return { status: 'success', ...(await customerPage(db, filters, body.page, body.per_page ?? RECORDS_PER_PAGE)) };
  };

  app.get(
    ENDPOINTS.adminCounts.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Dashboard totals',
        response: {
          200: obj({
            data: obj({
              totalCustomerCount: int,
              totalMassagerCount: int,
              totalPendingStatus: int,
              totalAcceptedStatus: int,
              totalCompletedStatus: int,
            }),
          }),
          ...staffErrors,
        },
      },
    },
    async () => {
      // Counters kept by triggers (migration 0002): no scan of the customers.
      const [totals, massagers] = await Promise.all([
        statusTotals(db),
        db.selectFrom('massagers').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        data: {
          totalCustomerCount: allOf(totals),
          totalMassagerCount: Number(massagers.n),
          totalPendingStatus: totals.pending,
          totalAcceptedStatus: totals.accepted,
          totalCompletedStatus: totals.completed,
        },
      };
    },
  );

  const combinedList = async () => {
    const [customers, massagers, requests] = await Promise.all([
      customerItems(db),
      db.selectFrom('massagers').select(['id', 'name', 'contact', 'email', 'gender', 'address', 'age']).orderBy('name').execute(),
      db.selectFrom('requests').select(['customer_id', 'status', 'massager_id']).execute(),
    ]);
    return {
      data: [
        ...customers,
        ...massagers.map((m) => ({ type: 'Massager' as const, ...m })),
        ...requests.map((r) => ({ type: 'Request' as const, id: r.customer_id, request_status: r.status, massagerId: r.massager_id })),
      ],
    };
  };
  const combinedSummary = 'Customers (newest first, with status and massager), massagers and requests in one list';
  const combinedDescription =
    'Items carry type Customer, Massager or Request. A Customer item has status (its request status, "pending" without a request) and massagerName (null until assigned).';
  app.get(
    ENDPOINTS.combinedList.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: combinedSummary,
        description: combinedDescription,
        response: { 200: obj({ data: list(obj({ type: str, id: int })) }), ...staffErrors },
      },
    },
    combinedList,
  );
  app.post<{ Body: InferType<typeof customerListRequestSchema> }>(
    ENDPOINTS.combinedListPage.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: combinedSummary,
        description: `${combinedDescription} With page (and per_page, default 10) it answers one page of the Customer items instead, completed ones hidden: {data, totalRecords}.`,
        body: bodyOf(customerListRequestSchema),
        response: { 200: obj({ data: list(obj({ type: str, id: int })), totalRecords: int }, ['data']), ...staffErrors },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.body;
      if (page === undefined) return combinedList();
      return customerPage(db, undefined, page, perPage ?? RECORDS_PER_PAGE);
    },
  );

  app.get(
    ENDPOINTS.assignedMassagers.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Which massager each customer is assigned to',
        response: { 200: obj({ data: list(obj({ customerId: int, massagerId: int })) }), ...staffErrors },
      },
    },
    async () => {
      const rows = await db
        .selectFrom('requests')
        .select(['customer_id', 'massager_id'])
        .where('massager_id', 'is not', null)
        .execute();
      return { data: rows.map((r) => ({ customerId: r.customer_id, massagerId: r.massager_id as number })) };
    },
  );

  app.post<{ Body: InferType<typeof nameFilterRequestSchema> }>(
    ENDPOINTS.customerNameFilter.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Customers whose name contains the text (case-insensitive)',
        description:
          'With an address as well, the customers matching both. With page (and per_page) it answers one page, completed ones hidden, with totalRecords.',
        body: bodyOf(nameFilterRequestSchema),
        response: { 200: obj({ status: str, data: list(customerItem) }), ...staffErrors },
      },
    },
    async (request) => filtered(request.body),
  );

  app.post<{ Body: InferType<typeof addressFilterRequestSchema> }>(
    ENDPOINTS.customerAddressFilter.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Customers whose address contains the text (case-insensitive)',
        description:
          'With a name as well, the customers matching both. With page (and per_page) it answers one page, completed ones hidden, with totalRecords.',
        body: bodyOf(addressFilterRequestSchema),
        response: { 200: obj({ status: str, data: list(customerItem) }), ...staffErrors },
      },
    },
    async (request) => filtered(request.body),
  );

  app.post<{ Body: InferType<typeof massagerSearchRequestSchema> }>(
    ENDPOINTS.searchMassagers.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Massagers for the assign dialog, by address text and gender (male, female, or any/empty for all)',
        body: bodyOf(massagerSearchRequestSchema),
        response: {
          200: obj({
            status: str,
            data: list(obj({ massager_id: int, massager_name: str, massager_address: str, massager_gender: str })),
          }),
          ...staffErrors,
        },
      },
    },
    async (request) => {
      const gender = request.body.gender.toLowerCase();
      let query = db
        .selectFrom('massagers')
        .select(['id', 'name', 'address', 'gender'])
        .where(containsIgnoringCase('address', request.body.address))
        .orderBy('name');
      if (gender === 'male' || gender === 'female') query = query.where(sql`lower(gender)`, '=', gender);
      const rows = await query.execute();
      return {
        status: 'success',
        data: rows.map((m) => ({ massager_id: m.id, massager_name: m.name, massager_address: m.address, massager_gender: m.gender })),
      };
    },
  );

  app.post<{ Body: InferType<typeof assignmentRequestSchema> }>(
    ENDPOINTS.assignMassager.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Assign a massager to a customer',
        description:
          'Refused (409) once the request is accepted or completed; assigning a rejected request again sets it back to pending. Notifies the massager in the same transaction.',
        body: bodyOf(assignmentRequestSchema),
        response: { 200: statusAnswer, 404: errorAnswer, 409: errorAnswer, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { massager_id: massagerId, customer_id: customerId } = request.body;
      const outcome = await db.transaction().execute(async (trx) => {
        const customer = await trx.selectFrom('customers').select(['id', 'name']).where('id', '=', customerId).executeTakeFirst();
        if (!customer) return { code: 404, message: SERVER_MESSAGES.customerNotFound } as const;
        const massager = await trx.selectFrom('massagers').select(['id', 'name']).where('id', '=', massagerId).executeTakeFirst();
        if (!massager) return { code: 404, message: SERVER_MESSAGES.massagerNotFound } as const;
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
          await trx.insertInto('requests').values({ customer_id: customer.id, ...fields }).execute();
        } else {
          // The status guard sits in the UPDATE itself, so a concurrent accept cannot slip in between.
          const updated = await trx
            .updateTable('requests')
            .set(fields)
            .where('customer_id', '=', customer.id)
            .where('status', 'in', [...ASSIGNABLE_STATUSES])
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) return { code: 409, message: SERVER_MESSAGES.assignLocked } as const;
        }
        const previous = existing?.massager_id != null && existing.massager_id !== massager.id ? existing.massager_name : null;
        await recordEvents(
          trx,
          [{ customerId: customer.id, kind: previous ? 'reassigned' : 'assigned', actor: actorOf(request.signedIn), subject: massager.name, detail: previous }],
          now,
        );
        await notifyMassager(trx, {
          massagerId: massager.id,
          massagerName: massager.name,
          customerId: customer.id,
          customerName: customer.name,
          message: NOTIFICATION_TEXT.assigned(customer.name),
        });
        return { code: 200 } as const;
      });
      if (outcome.code !== 200) return reply.code(outcome.code).send({ status: 'error', message: outcome.message });
      feed.kick();
      return { status: 'success', message: ADMIN_MESSAGES.assignSuccess };
    },
  );

  app.post<{ Body: InferType<typeof customerEditRequestSchema> }>(
    ENDPOINTS.updateCustomer.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Edit a customer (including the appointment date and time)',
        description: "Records in the customer's history which fields changed (not their values).",
        body: bodyOf(customerEditRequestSchema),
        response: { 200: statusAnswer, 404: errorAnswer, ...staffErrors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const values = {
        name: b.name,
        contact: b.contact,
        email: b.email,
        address: b.address,
        prefgender: b.prefgender,
        issue: b.issue,
        therapy: b.therapy,
        age: b.age,
        appointment_date: b.adate,
        appointment_time: b.atime,
        appointment: `${b.adate} ${b.atime}`,
      };
      const found = await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('customers').select(EDITABLE_COLUMNS).where('id', '=', b.c_id).executeTakeFirst();
        if (!before) return false;
        await trx.updateTable('customers').set(values).where('id', '=', b.c_id).execute();
        const changed = changedFields(before, values);
        // The history names the fields an edit changed, never their values (an erasure must not leave them there).
        if (changed.length > 0) await recordEvents(trx, [{ customerId: b.c_id, kind: 'edited', actor: actorOf(request.signedIn), detail: changed.join(', ') }]);
        return true;
      });
      if (!found) return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.customerNotFound });
      return { status: 'success', message: ADMIN_MESSAGES.customerUpdated };
    },
  );

  app.post<{ Body: InferType<typeof customerIdRequestSchema> }>(
    ENDPOINTS.deleteCustomer.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a customer with its request and notifications',
        body: bodyOf(customerIdRequestSchema),
        response: { 200: statusAnswer, 404: errorAnswer, ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = request.body.customer_id;
      const deleted = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('notifications').where('customer_id', '=', id).execute();
        await trx.deleteFrom('requests').where('customer_id', '=', id).execute();
        const result = await trx.deleteFrom('customers').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
      if (!deleted) return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.customerNotFound });
      return { status: 'customer deleted' };
    },
  );
}
