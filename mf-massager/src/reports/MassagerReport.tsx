import { MASSAGER_REPORTS, REPORT_MESSAGES } from '@wellness/shared';
import { ReportScreen, type DateRange, type ReportMessages } from '@wellness/shared/ui';
import { useCallback } from 'react';
import { useMassagerEmail } from '../common/useMassagerEmail';

export type MassagerReportDefinition = (typeof MASSAGER_REPORTS)[number];

/** The massager report messages of spec section 8; a PDF of an empty range gives 'Data not found' (section 5). */
export const MASSAGER_REPORT_MESSAGES: ReportMessages = {
  notFound: REPORT_MESSAGES.dataNotFound,
  unexpectedFormat: REPORT_MESSAGES.massagerUnexpectedFormat,
  fetchError: REPORT_MESSAGES.massagerError,
  pdfNoData: REPORT_MESSAGES.dataNotFound,
  pdfError: REPORT_MESSAGES.massagerError,
  submitError: REPORT_MESSAGES.massagerSubmitError,
};

export const MASSAGER_REPORT_LIST_PATH = '/generate_customerofmassager.php';

/** One of the massager's own reports (Total, Completed, Accepted): rows from the server, 10 a page, and its PDF. */
export function MassagerReport({ report }: { report: MassagerReportDefinition }) {
  const email = useMassagerEmail();
  const listBody = useCallback(
    (range: DateRange, page: number, perPage: number) => ({
      start_date: range.start,
      end_date: range.end,
      massager_email: email,
      page,
      records_per_page: perPage,
      report_type: report.type,
    }),
    [email, report.type],
  );
  const pdfBody = useCallback((range: DateRange) => ({ start_date: range.start, end_date: range.end, massager_email: email }), [email]);
  return (
    <ReportScreen
      title={report.title}
      listPath={MASSAGER_REPORT_LIST_PATH}
      listBody={listBody}
      pdfPath={report.pdfPath}
      pdfBody={pdfBody}
      fileName={report.fileName}
      messages={MASSAGER_REPORT_MESSAGES}
    />
  );
}
