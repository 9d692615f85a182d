import type { AdminReportType, MassagerReportType } from './constants';
import { formatAppointment, formatDateTime } from './dates';
import type { CustomerReportRow, EndpointName, GeneralReportRow, ReportRow } from './endpoints';

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

/** A report row in one shape, whichever of the two of spec section 3 the report answers with. */
export interface ReportLine {
  id: number;
  name: string;
  contact: string;
  email: string;
  address: string;
  issue: string;
  therapy: string;
  age: number;
  gender: string;
  prefgender: string;
  time: string;
  appointment: string;
  massager: string | null;
  status: string;
}

/** Where each value of a report line sits in the general admin report's row and in the other reports' row. */
const REPORT_FIELDS = {
  id: ['c_id', 'customer_id'],
  name: ['c_name', 'customer_name'],
  contact: ['c_contact', 'customer_contact'],
  email: ['c_email', 'customer_email'],
  address: ['c_address', 'customer_address'],
  issue: ['c_issue', 'customer_issue'],
  therapy: ['c_therapy', 'customer_therapy'],
  age: ['c_age', 'age'],
  gender: ['c_gender', 'customer_gender'],
  prefgender: ['c_prefgender', 'prefgender'],
  time: ['c_time', 'request_time'],
  appointment: ['c_appointment', 'appointment'],
  massager: ['massager_name', 'massager_name'],
  status: ['request_status', 'request_status'],
} as const satisfies { [K in keyof ReportLine]: readonly [keyof GeneralReportRow, keyof CustomerReportRow] };

const isGeneral = (row: ReportRow): row is GeneralReportRow => 'c_name' in row;

/** The line of a report row of either shape. */
export function reportLine(row: ReportRow): ReportLine {
  const shape = isGeneral(row) ? 0 : 1;
  const values = row as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.entries(REPORT_FIELDS).map(([key, fields]) => [key, values[fields[shape]]])) as unknown as ReportLine;
}

/** A report line as the general admin report answers it (`general`), or as the others do. */
export function reportRow(line: ReportLine, general: boolean): ReportRow {
  const shape = general ? 0 : 1;
  return Object.fromEntries(Object.entries(REPORT_FIELDS).map(([key, fields]) => [fields[shape], line[key as keyof ReportLine]])) as unknown as ReportRow;
}

/**
 * A column of every report table: its title (on the screen and in the PDF, where `pdfTitle` is a
 * shorter one for a narrow column), its width in the PDF (points, A4 landscape), and its text.
 */
export interface ReportColumn {
  key: keyof ReportLine;
  title: string;
  pdfTitle?: string;
  pdfWidth: number;
  text: (line: ReportLine) => string;
}

/** The report tables' columns, in order (the PDF puts the row's number, REPORT_NUMBER_COLUMN, first). */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'name', title: 'Name', pdfWidth: 66, text: (line) => line.name },
  { key: 'contact', title: 'Contact', pdfWidth: 54, text: (line) => line.contact },
  { key: 'email', title: 'Email', pdfWidth: 96, text: (line) => line.email },
  { key: 'address', title: 'Address', pdfWidth: 114, text: (line) => line.address },
  { key: 'issue', title: 'Issue', pdfWidth: 70, text: (line) => line.issue },
  { key: 'therapy', title: 'Therapy', pdfWidth: 70, text: (line) => line.therapy },
  { key: 'age', title: 'Age', pdfWidth: 20, text: (line) => String(line.age) },
  { key: 'gender', title: 'Gender', pdfWidth: 36, text: (line) => line.gender },
  { key: 'prefgender', title: 'Preferred Gender', pdfTitle: 'Pref. gender', pdfWidth: 38, text: (line) => line.prefgender },
  { key: 'time', title: 'Booked', pdfWidth: 54, text: (line) => formatDateTime(line.time) },
  { key: 'appointment', title: 'Appointment', pdfWidth: 56, text: (line) => formatAppointment(line.appointment) },
  { key: 'massager', title: 'Massager', pdfWidth: 56, text: (line) => line.massager ?? '' },
  { key: 'status', title: 'Status', pdfWidth: 44, text: (line) => line.status },
];

/** The PDF's first column: the row's number in the report. */
export const REPORT_NUMBER_COLUMN = { title: '#', pdfWidth: 26 } as const;
