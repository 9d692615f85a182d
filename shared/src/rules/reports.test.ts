import type { CustomerReportRow, GeneralReportRow } from './endpoints';
import { REPORT_COLUMNS, REPORT_NUMBER_COLUMN, type ReportLine, reportLine, reportRow } from './reports';

const line: ReportLine = {
  id: 7,
  name: 'Sneha Joshi',
  contact: '9822012345',
  email: 'sneha@example.com',
  address: 'House 12, Erandwane, Pune',
  issue: 'Stiff neck',
  therapy: 'Abhyanga',
  age: 41,
  gender: 'female',
  prefgender: 'any',
  time: '2026-11-24T09:35:00.000Z',
  appointment: '',
  massager: null,
  status: 'pending',
};

test('the general admin report answers c_* fields, the other reports customer_* fields (spec section 3)', () => {
  const general = reportRow(line, true) as GeneralReportRow;
  expect(Object.keys(general)).toHaveLength(14);
  expect(general).toMatchObject({ c_id: 7, c_name: 'Sneha Joshi', c_age: 41, c_prefgender: 'any', c_time: line.time, massager_name: null });
  const other = reportRow(line, false) as CustomerReportRow;
  expect(Object.keys(other)).toHaveLength(14);
  expect(other).toMatchObject({ customer_id: 7, customer_name: 'Sneha Joshi', age: 41, prefgender: 'any', request_time: line.time, request_status: 'pending' });
});

test('a row of either shape reads back as the same line', () => {
  expect(reportLine(reportRow(line, true))).toEqual(line);
  expect(reportLine(reportRow(line, false))).toEqual(line);
});

test('the columns of every report table: titles in order, a width each, cells as the screen and the PDF show them', () => {
  const titles = [
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
  ];
  expect(REPORT_COLUMNS.map((column) => column.title)).toEqual(titles);
  expect(REPORT_COLUMNS.every((column) => column.pdfWidth > 0)).toBe(true);
  // The table fits an A4 landscape page (841.89 points wide) with a margin either side.
  expect(REPORT_NUMBER_COLUMN.pdfWidth + REPORT_COLUMNS.reduce((sum, column) => sum + column.pdfWidth, 0)).toBeLessThan(842 - 2 * 20);
  const cells = Object.fromEntries(REPORT_COLUMNS.map((column) => [column.title, column.text(line)]));
  expect(cells).toMatchObject({ Age: '41', Booked: '24 Nov 26, 3:05 PM', Appointment: '', Massager: '', Status: 'pending' });
});
