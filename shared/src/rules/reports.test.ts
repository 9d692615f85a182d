import type { CustomerReportRow, GeneralReportRow } from './endpoints';
import { REPORT_COLUMNS, REPORT_NUMBER_COLUMN, type ReportLine, reportLine, reportRow } from './reports';

const line: ReportLine = {
  id: 7,
  name: 'Asha Kulkarni',
  contact: '9876543210',
  email: 'asha@example.com',
  address: 'Lane 5, Karve Nagar, Kothrud, 411038',
  issue: 'Lower back pain',
  therapy: 'Deep tissue massage',
  age: 34,
  gender: 'female',
  prefgender: 'any',
  time: '2026-11-24T09:35:00.000Z',
  appointment: '',
  massager: null,
  status: 'pending',
};

test('the general admin report answers c_* fields, the other reports customer_* fields (spec section 3)', () => {
  const general = reportRow(line, true) as GeneralReportRow;
  expect(general).toEqual({
    c_id: 7,
    c_name: 'Asha Kulkarni',
    c_contact: '9876543210',
    c_email: 'asha@example.com',
    c_address: 'Lane 5, Karve Nagar, Kothrud, 411038',
    c_issue: 'Lower back pain',
    c_therapy: 'Deep tissue massage',
    c_age: 34,
    c_gender: 'female',
    c_prefgender: 'any',
    c_time: '2026-11-24T09:35:00.000Z',
    c_appointment: '',
    massager_name: null,
    request_status: 'pending',
  });
  const other = reportRow(line, false) as CustomerReportRow;
  expect(Object.keys(other).sort()).toEqual(
    [
      'customer_id',
      'customer_name',
      'customer_contact',
      'customer_email',
      'customer_address',
      'customer_issue',
      'customer_therapy',
      'customer_gender',
      'age',
      'prefgender',
      'request_time',
      'appointment',
      'massager_name',
      'request_status',
    ].sort(),
  );
  expect(other.customer_name).toBe('Asha Kulkarni');
  expect(other.request_time).toBe(line.time);
});

test('a row of either shape reads back as the same line', () => {
  expect(reportLine(reportRow(line, true))).toEqual(line);
  expect(reportLine(reportRow(line, false))).toEqual(line);
});

test('the columns of every report table: titles in order, a width each, cells as the screen and the PDF show them', () => {
  expect(REPORT_COLUMNS.map((column) => column.title)).toEqual([
    'Name',
    'Contact',
    'Email',
    'Address',
    'Issue',
    'Therapy',
    'Age',
    'Gender',
    'Preferred Gender',
    'Booked',
    'Appointment',
    'Massager',
    'Status',
  ]);
  expect(REPORT_COLUMNS.every((column) => column.pdfWidth > 0)).toBe(true);
  // The table fits an A4 landscape page (841.89 points wide) with a margin either side.
  expect(REPORT_NUMBER_COLUMN.pdfWidth + REPORT_COLUMNS.reduce((sum, column) => sum + column.pdfWidth, 0)).toBeLessThan(842 - 2 * 20);
  const cells = Object.fromEntries(REPORT_COLUMNS.map((column) => [column.title, column.text(line)]));
  expect(cells).toMatchObject({ Age: '34', Booked: '24 Nov 26, 3:05 PM', Appointment: '', Massager: '', Status: 'pending' });
});
