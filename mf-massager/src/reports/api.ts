import type { MASSAGER_REPORTS } from '@wellness/shared';
import { call, ENDPOINTS } from '@wellness/shared/client';
import type { DateRange } from '@wellness/shared/ui';

export type MassagerReportDefinition = (typeof MASSAGER_REPORTS)[number];

/** One page of the signed-in massager's report rows for the range. */
export const reportPage = (report: MassagerReportDefinition, email: string, range: DateRange, page: number, perPage: number) =>
  call(ENDPOINTS.massagerReport, {
    start_date: range.start,
    end_date: range.end,
    massager_email: email,
    page,
    records_per_page: perPage,
    report_type: report.type,
  });

/** The report as a PDF for the range. */
export const reportPdf = (report: MassagerReportDefinition, email: string, range: DateRange) =>
  call(ENDPOINTS[report.pdf], { start_date: range.start, end_date: range.end, massager_email: email }, { responseType: 'blob' });
