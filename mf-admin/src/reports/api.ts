import type { ADMIN_REPORTS } from '@wellness/shared';
import { call, ENDPOINTS } from '@wellness/shared/client';
import type { DateRange } from '@wellness/shared/ui';

export type AdminReportDefinition = (typeof ADMIN_REPORTS)[number];

const dates = (range: DateRange) => ({ start_date: range.start, end_date: range.end });

/** One page of an admin report's rows for the range. */
export const reportPage = (report: AdminReportDefinition, range: DateRange, page: number, perPage: number) =>
  call(ENDPOINTS.adminReport, { ...dates(range), report_type: report.type, page, per_page: perPage });

/** The report as a PDF for the range. */
export const reportPdf = (report: AdminReportDefinition, range: DateRange) => call(ENDPOINTS[report.pdf], dates(range), { responseType: 'blob' });
