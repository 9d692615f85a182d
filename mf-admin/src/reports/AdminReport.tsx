import { REPORT_MESSAGES } from '@wellness/shared';
import { type ReportMessages, ReportScreen } from '@wellness/shared/ui';
import { type AdminReportDefinition, reportPage, reportPdf } from './api';

const MESSAGES: ReportMessages = {
  notFound: REPORT_MESSAGES.dataNotFound,
  retrieved: REPORT_MESSAGES.dataRetrieved,
  unexpectedFormat: REPORT_MESSAGES.unexpectedFormat,
  fetchError: REPORT_MESSAGES.fetchError,
  pdfDownloaded: REPORT_MESSAGES.pdfDownloaded,
  pdfError: REPORT_MESSAGES.pdfError,
  pdfNoData: REPORT_MESSAGES.pdfNoData,
};

/** One of the four admin reports (Total, Pending, Accepted, Completed). */
export function AdminReport({ report }: { report: AdminReportDefinition }) {
  return (
    <ReportScreen
      key={report.type}
      title={report.title}
      fetchPage={(range, page, perPage) => reportPage(report, range, page, perPage)}
      fetchPdf={(range) => reportPdf(report, range)}
      fileName={report.fileName}
      messages={MESSAGES}
    />
  );
}
