import path from 'node:path';
import { DISPLAY_TIME_ZONE } from '@wellness/shared/rules';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { normalisedRow, type ReportRow } from './reports';

// pdfmake 0.3's Node entry exports an instance whose methods live on its prototype, so it is
// required as is (an ES namespace import would copy only own properties).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfmake: typeof import('pdfmake') = require('pdfmake');

const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
// Reports hold customers' text: never let it make pdfmake fetch a URL or read a file.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dayOnly = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: '2-digit', timeZone: 'UTC' });

/** Day, short month, 2-digit year, 12-hour clock, in India time (spec section 9). */
export function displayTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

function displayDay(isoDate: string): string {
  return dayOnly.format(new Date(`${isoDate}T00:00:00Z`));
}

const COLUMNS = ['#', 'Name', 'Contact', 'Email', 'Address', 'Issue', 'Therapy', 'Age', 'Gender', 'Pref. gender', 'Booked', 'Appointment', 'Massager', 'Status'];

export interface PdfReport {
  title: string;
  startDate: string;
  endDate: string;
  subtitle?: string;
  rows: ReportRow[];
  totalRecords: number;
}

export async function renderReportPdf(report: PdfReport, options: { compress?: boolean } = {}): Promise<Buffer> {
  const body: TableCell[][] = [COLUMNS.map((text) => ({ text, style: 'head' }))];
  report.rows.forEach((raw, index) => {
    const row = normalisedRow(raw);
    body.push([
      String(index + 1),
      row.name,
      row.contact,
      row.email,
      row.address,
      row.issue,
      row.therapy,
      String(row.age),
      row.gender,
      row.prefgender,
      displayTime(row.time),
      row.appointment,
      row.massager ?? '',
      row.status,
    ]);
  });
  const content: Content[] = [
    { text: report.title, style: 'title' },
    { text: `From ${displayDay(report.startDate)} to ${displayDay(report.endDate)}`, style: 'range' },
  ];
  if (report.subtitle) content.push({ text: report.subtitle, style: 'range' });
  content.push({ text: `Records: ${report.totalRecords}`, style: 'range' });
  if (report.rows.length < report.totalRecords) {
    content.push({ text: `Showing the newest ${report.rows.length} records.`, style: 'range' });
  }
  content.push({
    table: {
      headerRows: 1,
      widths: [16, 55, 45, 70, 80, 50, 50, 18, 30, 30, 48, 48, 45, 40],
      body,
    },
    layout: 'lightHorizontalLines',
  });
  const doc: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [20, 30, 20, 30],
    info: { title: report.title, creator: 'Kothrud Wellness' },
    compress: options.compress ?? true,
    defaultStyle: { font: 'Roboto', fontSize: 7 },
    styles: {
      title: { fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
      range: { fontSize: 9, margin: [0, 0, 0, 4] },
      head: { bold: true, fillColor: '#eeeeee' },
    },
    footer: (currentPage: number, pageCount: number) => ({
      text: `Page ${currentPage} of ${pageCount}`,
      alignment: 'center',
      fontSize: 8,
    }),
    content,
  };
  return pdfmake.createPdf(doc).getBuffer();
}
