import { ADMIN_REPORTS, ENDPOINTS, RECORDS_PER_PAGE } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { runReport } from '../services/reports';
import { sendReportPdf } from './report-pdf';
import { route } from './route';

export async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, ENDPOINTS.adminReport)(
    {
      summary: 'Admin report rows, paged on the server',
      description:
        'Dates are India-time days, both inclusive, on the booking time. report_type general answers c_* rows; pending, accepted and completed answer customer_* rows. per_page or records_per_page (default 10).',
      tags: ['admin', 'reports'],
    },
    async (request) => {
      const b = request.body;
      const { rows, totalRecords } = await runReport(
        db,
        { kind: 'admin', type: b.report_type },
        {
          startDate: b.start_date,
          endDate: b.end_date,
          page: b.page,
          perPage: b.per_page ?? b.records_per_page ?? RECORDS_PER_PAGE,
        },
      );
      return { data: rows, totalRecords };
    },
  );

  // The four admin PDF routes of spec section 7, with their file names (one catalogue, shared with the screens).
  for (const pdf of ADMIN_REPORTS) {
    route(app, ENDPOINTS[pdf.pdf])(
      {
        summary: `${pdf.title} as PDF (${pdf.fileName})`,
        description: 'Answers 404 with message "Data not found" when the range holds no rows.',
        tags: ['admin', 'reports'],
        errors: [404],
        produces: ['application/pdf'],
      },
      async (request, reply) =>
        sendReportPdf(db, reply, {
          scope: { kind: 'admin', type: pdf.type },
          startDate: request.body.start_date,
          endDate: request.body.end_date,
          title: pdf.title,
          fileName: pdf.fileName,
        }),
    );
  }
}
