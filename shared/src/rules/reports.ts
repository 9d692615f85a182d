import type { AdminReportType, MassagerReportType } from './constants';
import type { EndpointName } from './endpoints';

/** The four admin reports: screen route, report type, PDF call (its name in ENDPOINTS) and the file name it is saved under (spec section 7). */
export const ADMIN_REPORTS = [
  { route: 'report', label: 'Total Order', title: 'Total Customer Report', type: 'general', pdf: 'totalReportPdf', fileName: 'Total_customer_report.pdf' },
  {
    route: 'pending-order-report',
    label: 'Pending Order',
    title: 'Pending Customer Report',
    type: 'pending',
    pdf: 'pendingReportPdf',
    fileName: 'Pending_customer_report.pdf',
  },
  {
    route: 'accepted-order-report',
    label: 'Accepted Order',
    title: 'Accepted Customer Report',
    type: 'accepted',
    pdf: 'acceptedReportPdf',
    fileName: 'accepted_report.pdf',
  },
  {
    route: 'completed-order-report',
    label: 'Completed Order',
    title: 'Completed Customer Report',
    type: 'completed',
    pdf: 'completedReportPdf',
    fileName: 'Completed_Customer_report.pdf',
  },
] as const satisfies ReadonlyArray<{ route: string; label: string; title: string; type: AdminReportType; pdf: EndpointName; fileName: string }>;

/** The three massager reports. */
export const MASSAGER_REPORTS = [
  {
    route: 'massagertotalorder',
    label: 'Total Order',
    title: 'Total Order Report',
    type: 'total_customers_by_massager',
    pdf: 'massagerTotalReportPdf',
    fileName: 'Total_Report.pdf',
  },
  {
    route: 'massagercomponentorder',
    label: 'Completed Order',
    title: 'Completed Order Report',
    type: 'completed_customers_by_massager',
    pdf: 'massagerCompletedReportPdf',
    fileName: 'Completed_Report.pdf',
  },
  {
    route: 'massageracceptorder',
    label: 'Accepted Order',
    title: 'Accepted Order Report',
    type: 'accepted_customers_by_massager',
    pdf: 'massagerAcceptedReportPdf',
    fileName: 'Accepted_Report.pdf',
  },
] as const satisfies ReadonlyArray<{ route: string; label: string; title: string; type: MassagerReportType; pdf: EndpointName; fileName: string }>;
