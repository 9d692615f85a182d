import { ENDPOINTS, MASSAGER_MESSAGES, MASSAGER_REPORTS, RECORDS_PER_PAGE } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { type SignedIn } from '../plugins/auth';
import { actorOf } from '../services/history';
import { assignedRequestsPage, massagerCounts, type Me, moveRequest } from '../services/massager-requests';
import { runReport } from '../services/reports';
import { sendReportPdf } from './report-pdf';
import { route, routeGroups } from './route';

const SUCCESS_TEXT = {
  accepted: MASSAGER_MESSAGES.accepted,
  rejected: MASSAGER_MESSAGES.rejected,
  completed: MASSAGER_MESSAGES.completed,
} as const;

/** The signed-in massager: every route below acts on it alone, whatever e-mail or id the body names. */
function me(signedIn: SignedIn | null): Me {
  if (!signedIn?.massager) throw new Error('massager route reached without a massager session');
  return signedIn.massager;
}

export const massagerRoutes = routeGroups(panelRoutes, statusRoutes, reportRoutes);

/** The dashboard counts and the list of open requests. */
function panelRoutes(app: FastifyInstance): void {
  const { db } = app;
  route(app, ENDPOINTS.massagerCounts)({ summary: "The signed-in massager's dashboard counts" }, async (request) => ({
    data: await massagerCounts(db, me(request.signedIn).id),
  }));

  route(app, ENDPOINTS.assignedRequests)(
    { summary: "The signed-in massager's open requests (pending and accepted), newest first, 10 a page" },
    async (request) => {
      const { id } = me(request.signedIn);
      const perPage = request.body.records_per_page ?? RECORDS_PER_PAGE;
      const { data, totalRecords } = await assignedRequestsPage(db, id, request.body.page, perPage);
      return { data, totalRecords, massager_id: id };
    },
  );
}

/** Accepting, rejecting and completing a request. */
function statusRoutes(app: FastifyInstance): void {
  const { db, outbox, reminders, feed } = app;
  route(app, ENDPOINTS.updateRequestStatus)(
    {
      summary: "Accept, reject or complete one of the signed-in massager's requests",
      description:
        'pending → accepted or rejected; accepted → completed; anything else answers 409. A request of another massager answers 404. Notifies the admins in the same transaction.',
      errors: [404, 409],
    },
    async (request) => {
      const next = request.body.status;
      const { mailQueued } = await moveRequest(db, me(request.signedIn), request.body.requestId, next, actorOf(request.signedIn));
      if (mailQueued) outbox.kick();
      // A reminder whose time has already come goes out now, not at the next look.
      if (next === 'accepted') reminders.kick();
      feed.kick();
      return { status: 'success', message: SUCCESS_TEXT[next] };
    },
  );
}

/** The massager's reports, as pages of rows and as PDFs. */
function reportRoutes(app: FastifyInstance): void {
  const { db } = app;
  route(app, ENDPOINTS.massagerReport)(
    {
      summary: "The signed-in massager's report rows, paged on the server",
      description: 'Dates are India-time days, both inclusive, on the booking time. records_per_page defaults to 10.',
      tags: ['massager', 'reports'],
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
    route(app, ENDPOINTS[pdf.pdf])(
      {
        summary: `${pdf.title} of the signed-in massager as PDF (${pdf.fileName})`,
        description: 'Answers 404 with message "Data not found" when the range holds no rows.',
        tags: ['massager', 'reports'],
        errors: [404],
        produces: ['application/pdf'],
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
