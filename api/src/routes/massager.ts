import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  ENDPOINTS,
  MASSAGER_MESSAGES,
  MASSAGER_REPORTS,
  MASSAGER_PANEL_STATUSES,
  massagerCountRequestSchema,
  massagerCustomerListRequestSchema,
  massagerReportPdfRequestSchema,
  massagerMoveFrom,
  type MassagerMoveTarget,
  massagerReportRequestSchema,
  RECORDS_PER_PAGE,
  type RequestStatus,
  requestStatusUpdateSchema,
  SERVER_MESSAGES,
} from '@wellness/shared/rules';
import type { InferType } from 'yup';
import type { RouteContext } from '../context';
import type { Customer } from '../db/schema';
import { requireRole, type SignedIn } from '../plugins/auth';
import { bodyOf } from '../plugins/validation';
import { nowIso } from '../services/clock';
import { appointmentText } from '../services/customers';
import { requestAcceptedMail, visitCompletedMail } from '../services/customer-mail';
import { actorOf, recordEvents } from '../services/history';
import { queueMails } from '../services/outbox';
import { NOTIFICATION_TEXT, notifyAdmins } from '../services/notifications';
import { runReport } from '../services/reports';
import { locatePage, windowSql } from '../services/paging';
import { dayCounts, onOneSnapshot, statusTotals } from '../services/totals';
import { sendReportPdf } from './report-pdf';
import { errorAnswer, int, list, obj, pdfAnswer, reportAnswer, staffErrors, statusAnswer, str } from './schemas';

/** A therapist's first name, for the customer's mail (the full name stays with the centre). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const SUCCESS_TEXT = {
  accepted: MASSAGER_MESSAGES.accepted,
  rejected: MASSAGER_MESSAGES.rejected,
  completed: MASSAGER_MESSAGES.completed,
} as const;

/** The signed-in massager: every route below acts on it alone, whatever e-mail or id the body names. */
function me(signedIn: SignedIn | null): { id: number; name: string } {
  if (!signedIn?.massager) throw new Error('massager route reached without a massager session');
  return signedIn.massager;
}

export async function massagerRoutes(app: FastifyInstance, { db, outbox, feed }: RouteContext): Promise<void> {
  const massager = requireRole(db, 'massager');

  app.post<{ Body: InferType<typeof massagerCountRequestSchema> }>(
    ENDPOINTS.massagerCounts.path,
    {
      onRequest: massager,
      schema: {
        tags: ['massager'],
        summary: "The signed-in massager's dashboard counts",
        body: bodyOf(massagerCountRequestSchema),
        response: {
          200: obj({ data: obj({ totalCustomerCount: int, totalAcceptedOrders: int, totalCompletedOrders: int }) }),
          ...staffErrors,
        },
      },
    },
    async (request) => {
      const { id } = me(request.signedIn);
      // Counters kept by triggers (migration 0002): no scan of the requests.
      const totals = await statusTotals(db, id);
      return {
        data: {
          // The customers the card opens: the panel's list holds the pending and accepted requests only.
          totalCustomerCount: MASSAGER_PANEL_STATUSES.reduce((sum, status) => sum + totals[status], 0),
          totalAcceptedOrders: totals.accepted,
          totalCompletedOrders: totals.completed,
        },
      };
    },
  );

  app.post<{ Body: InferType<typeof massagerCustomerListRequestSchema> }>(
    ENDPOINTS.assignedRequests.path,
    {
      onRequest: massager,
      schema: {
        tags: ['massager'],
        summary: "The signed-in massager's open requests (pending and accepted), newest first, 10 a page",
        body: bodyOf(massagerCustomerListRequestSchema),
        response: {
          200: obj({
            data: list(
              obj({
                id: int,
                requestId: int,
                requestTime: str,
                name: str,
                contact: str,
                email: str,
                issue: str,
                therapy: str,
                gender: str,
                address: str,
                appointment: str,
                status: str,
              }),
            ),
            totalRecords: int,
            massager_id: int,
          }),
          ...staffErrors,
        },
      },
    },
    async (request) => {
      const { id } = me(request.signedIn);
      const perPage = request.body.records_per_page ?? RECORDS_PER_PAGE;
      const page = request.body.page;
      const offset = (page - 1) * perPage;
      // The total from the counters; the page from the index customers_massager (its entries carry the
      // status), placed by locatePage, joined for its rows only.
      const { rows, totalRecords } = await onOneSnapshot(db, async (snapshot) => {
        const totals = await statusTotals(snapshot, id);
        const total = MASSAGER_PANEL_STATUSES.reduce((sum, status) => sum + totals[status], 0);
        const window = await locatePage(total, offset, perPage, () =>
          dayCounts(snapshot, { massagerId: id, statuses: [...MASSAGER_PANEL_STATUSES] }),
        );
        if (!window) return { rows: [] as Customer[], totalRecords: total };
        const { bound, slice } = windowSql(window);
        // As literals, so that the statement reads as the index's definition does.
        const listed = sql.join(MASSAGER_PANEL_STATUSES.map((status) => sql.lit(status)));
        const page = await sql<Customer>`select c.* from (
            select id, created_at from customers where massager_id = ${id} and status in (${listed}) and ${bound} ${slice}
          ) p join customers c on c.id = p.id
          order by c.created_at desc, c.id desc`.execute(snapshot);
        return { rows: page.rows, totalRecords: total };
      });
      return {
        data: rows.map((row) => ({
          id: row.id,
          requestId: row.id,
          requestTime: row.created_at,
          name: row.name,
          contact: row.contact,
          email: row.email,
          issue: row.issue,
          therapy: row.therapy,
          gender: row.gender,
          address: row.address,
          appointment: appointmentText(row),
          status: row.status,
        })),
        totalRecords,
        massager_id: id,
      };
    },
  );

  app.post<{ Body: InferType<typeof requestStatusUpdateSchema> }>(
    ENDPOINTS.updateRequestStatus.path,
    {
      onRequest: massager,
      schema: {
        tags: ['massager'],
        summary: 'Accept, reject or complete one of the signed-in massager\'s requests',
        description:
          'pending → accepted or rejected; accepted → completed; anything else answers 409. A request of another massager answers 404. Notifies the admins in the same transaction.',
        body: bodyOf(requestStatusUpdateSchema),
        response: { 200: statusAnswer, 404: errorAnswer, 409: errorAnswer, ...staffErrors },
      },
    },
    async (request, reply) => {
      const mine = me(request.signedIn);
      const { requestId, status } = request.body;
      const next = status as MassagerMoveTarget;
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('requests as r')
          .innerJoin('customers as c', 'c.id', 'r.customer_id')
          .select(['r.customer_id', 'r.status', 'c.name', 'c.email', 'c.reference', 'c.appointment', 'c.appointment_date', 'c.appointment_time'])
          .where('r.customer_id', '=', requestId)
          .where('r.massager_id', '=', mine.id)
          .executeTakeFirst();
        if (!row) return 404;
        const now = nowIso();
        const stamp = next === 'accepted' ? { accepted_at: now } : next === 'rejected' ? { rejected_at: now } : { completed_at: now };
        const updated = await trx
          .updateTable('requests')
          .set({ status: next, status_changed_at: now, ...stamp })
          .where('customer_id', '=', row.customer_id)
          .where('massager_id', '=', mine.id)
          .where('status', '=', massagerMoveFrom(next))
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return 409;
        await recordEvents(trx, [{ customerId: row.customer_id, kind: next, actor: actorOf(request.signedIn) }], now);
        await notifyAdmins(trx, {
          customerId: row.customer_id,
          customerName: row.name,
          massagerName: mine.name,
          message: NOTIFICATION_TEXT[next](mine.name, row.name),
        });
        // The customer hears of an acceptance and of the completed visit, by a mail written with the change.
        if (next !== 'rejected') {
          const facts = { name: row.name, reference: row.reference };
          await queueMails(trx, [
            {
              customerId: row.customer_id,
              kind: next === 'accepted' ? 'request-accepted' : 'visit-completed',
              to: row.email,
              ...(next === 'accepted'
                ? requestAcceptedMail({ ...facts, therapistFirstName: firstName(mine.name), appointment: appointmentText(row) })
                : visitCompletedMail(facts)),
            },
          ]);
        }
        return 200;
      });
      if (outcome === 404) return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.requestNotFound });
      if (outcome === 409) return reply.code(409).send({ status: 'error', message: SERVER_MESSAGES.transitionRefused });
      if (next !== 'rejected') outbox.kick();
      feed.kick();
      return { status: 'success', message: SUCCESS_TEXT[next] };
    },
  );

  app.post<{ Body: InferType<typeof massagerReportRequestSchema> }>(
    ENDPOINTS.massagerReport.path,
    {
      onRequest: massager,
      schema: {
        tags: ['massager', 'reports'],
        summary: "The signed-in massager's report rows, paged on the server",
        description: 'Dates are India-time days, both inclusive, on the booking time. records_per_page defaults to 10.',
        body: bodyOf(massagerReportRequestSchema),
        response: { 200: reportAnswer, ...staffErrors },
      },
    },
    async (request) => {
      const { id } = me(request.signedIn);
      const b = request.body;
      const { rows, totalRecords } = await runReport(
        db,
        { kind: 'massager', type: b.report_type, massagerId: id },
        { startDate: b.start_date, endDate: b.end_date, page: b.page, perPage: b.records_per_page ?? RECORDS_PER_PAGE },
      );
      return { data: rows, totalRecords };
    },
  );

  for (const pdf of MASSAGER_REPORTS) {
    app.post<{ Body: InferType<typeof massagerReportPdfRequestSchema> }>(
      ENDPOINTS[pdf.pdf].path,
      {
        onRequest: massager,
        schema: {
          tags: ['massager', 'reports'],
          summary: `${pdf.title} of the signed-in massager as PDF (${pdf.fileName})`,
          description: 'Answers 404 with message "Data not found" when the range holds no rows.',
          body: bodyOf(massagerReportPdfRequestSchema),
          produces: ['application/pdf'],
          response: { 200: pdfAnswer, 404: errorAnswer, ...staffErrors },
        },
      },
      async (request, reply) => {
        const mine = me(request.signedIn);
        return sendReportPdf(db, reply, {
          scope: { kind: 'massager', type: pdf.type, massagerId: mine.id },
          startDate: request.body.start_date,
          endDate: request.body.end_date,
          title: pdf.title,
          subtitle: `Massager: ${mine.name}`,
          fileName: pdf.fileName,
        });
      },
    );
  }
}
