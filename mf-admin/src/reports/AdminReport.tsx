import { ADMIN_REPORTS, REPORT_MESSAGES } from '@wellness/shared';
import { ReportScreen, type DateRange, type ReportMessages } from '@wellness/shared/ui';

const MESSAGES: ReportMessages = {
  notFound: REPORT_MESSAGES.dataNotFound,
  retrieved: REPORT_MESSAGES.dataRetrieved,
  unexpectedFormat: REPORT_MESSAGES.unexpectedFormat,
  fetchError: REPORT_MESSAGES.fetchError,
  pdfDownloaded: REPORT_MESSAGES.pdfDownloaded,
  pdfError: REPORT_MESSAGES.pdfError,
  pdfNoData: REPORT_MESSAGES.pdfNoData,
};

const dates = (range: DateRange) => ({ start_date: range.start, end_date: range.end });

/** One of the four admin reports (Total, Pending, Accepted, Completed). */
export function AdminReport({ report }: { report: (typeof ADMIN_REPORTS)[number] }) {
  return (
    <ReportScreen
      key={report.type}
      title={report.title}
      listPath="/generate_customerReport.php"
      listBody={(range, page, perPage) => ({ ...dates(range), report_type: report.type, page, per_page: perPage })}
      pdfPath={report.pdfPath}
      pdfBody={dates}
      fileName={report.fileName}
      messages={MESSAGES}
    />
  );
}
