import { REPORT_MESSAGES } from '@wellness/shared/rules';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { renderReportPdf } from '../services/pdf';
import { type ReportScope, runReport } from '../services/reports';

/** A PDF holds at most this many rows (the newest); the document says so when it is cut. */
const PDF_MAX_ROWS = 10_000;

/** Renders a report as a PDF attachment, or answers 404 'Data not found' for an empty range. */
export async function sendReportPdf(
  db: Kysely<Database>,
  reply: FastifyReply,
  report: { scope: ReportScope; startDate: string; endDate: string; title: string; subtitle?: string; fileName: string },
) {
  const { rows, totalRecords } = await runReport(db, report.scope, {
    startDate: report.startDate,
    endDate: report.endDate,
    limit: PDF_MAX_ROWS,
  });
  if (rows.length === 0) return reply.code(404).send({ status: 'error', message: REPORT_MESSAGES.dataNotFound });
  const pdf = await renderReportPdf({
    title: report.title,
    subtitle: report.subtitle,
    startDate: report.startDate,
    endDate: report.endDate,
    rows,
    totalRecords,
  });
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${report.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);
}
