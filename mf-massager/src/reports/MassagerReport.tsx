import { REPORT_MESSAGES } from '@wellness/shared';
import { type DateRange, type ReportMessages, ReportScreen } from '@wellness/shared/ui';
import { useCallback } from 'react';
import { useMassagerEmail } from '../common/useMassagerEmail';
import { type MassagerReportDefinition, reportPage, reportPdf } from './api';

/** The massager report messages of spec section 8; a PDF of an empty range gives 'Data not found' (section 5). */
const MASSAGER_REPORT_MESSAGES: ReportMessages = {
  notFound: REPORT_MESSAGES.dataNotFound,
  unexpectedFormat: REPORT_MESSAGES.massagerUnexpectedFormat,
  fetchError: REPORT_MESSAGES.massagerError,
  pdfNoData: REPORT_MESSAGES.dataNotFound,
  pdfError: REPORT_MESSAGES.massagerError,
  submitError: REPORT_MESSAGES.massagerSubmitError,
};

/** One of the massager's own reports (Total, Completed, Accepted): rows from the server, 10 a page, and its PDF. */
export function MassagerReport({ report }: { report: MassagerReportDefinition }) {
  const email = useMassagerEmail();
  const fetchPage = useCallback((range: DateRange, page: number, perPage: number) => reportPage(report, email, range, page, perPage), [email, report]);
  const fetchPdf = useCallback((range: DateRange) => reportPdf(report, email, range), [email, report]);
  return <ReportScreen title={report.title} fetchPage={fetchPage} fetchPdf={fetchPdf} fileName={report.fileName} messages={MASSAGER_REPORT_MESSAGES} />;
}
