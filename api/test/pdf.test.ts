import { closePdfRenderer, renderReportPdf } from '../src/services/pdf';
import type { GeneralReportRow } from '../src/services/reports';
import { pdfText } from './helpers';

/** A report row as the database gives it. */
function row(i: number, overrides: Partial<GeneralReportRow> = {}): GeneralReportRow {
  return {
    c_id: i,
    c_name: `Person ${i} Zed`,
    c_contact: String(9000000000 + i),
    c_email: `person.${i}@example.com`,
    c_address: `House ${i}, Lane ${i % 9}, Karve Nagar, Kothrud, Pune, 4110${String(i % 90).padStart(2, '0')}`,
    c_issue: i % 3 ? 'Lower back pain and stiff shoulders' : 'Neck pain',
    c_therapy: 'Deep tissue massage',
    c_age: 20 + (i % 50),
    c_gender: i % 2 ? 'male' : 'female',
    c_prefgender: 'any',
    c_time: new Date(Date.UTC(2026, 10, 1 + (i % 28), i % 24, i % 60)).toISOString(),
    c_appointment: i % 4 ? '' : 'Tomorrow evening',
    massager_name: i % 5 ? 'Asha Patil' : null,
    request_status: ['pending', 'accepted', 'completed'][i % 3]!,
    ...overrides,
  };
}

/** The PDF's page count, from its page tree (pdfkit writes the objects themselves uncompressed). */
function pageCount(pdf: Buffer): number {
  const counts = [...pdf.toString('latin1').matchAll(/\/Type \/Pages\s*\/Count (\d+)/g)].map((m) => Number(m[1]));
  expect(counts).toHaveLength(1);
  return counts[0]!;
}

const report = (rows: GeneralReportRow[], extra: { subtitle?: string; totalRecords?: number } = {}) => ({
  title: 'Total Customer Report',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  rows,
  totalRecords: rows.length,
  ...extra,
});

afterAll(() => closePdfRenderer());

test('a 10,000-row report: every row once, the header and a "Page X of Y" footer on every page', async () => {
  const rows = Array.from({ length: 10_000 }, (_, i) => row(i));
  const pdf = await renderReportPdf(report(rows, { totalRecords: 12_345 }));
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = pageCount(pdf);
  expect(pages).toBeGreaterThan(100);

  const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
  expect(text).toContain('Total Customer Report');
  expect(text).toContain('From 01 Nov 26 to 30 Nov 26');
  expect(text).toContain('Records: 12345');
  expect(text).toContain('Showing the newest 10000 records.');

  // Each page: its footer, in order, and the header row.
  const footers = [...text.matchAll(/Page (\d+) of (\d+)/g)];
  expect(footers.map((m) => Number(m[1]))).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
  expect(new Set(footers.map((m) => Number(m[2])))).toEqual(new Set([pages]));
  expect(text.split('# Name Contact Email Address Issue Therapy Age Gender Pref. gender Booked Appointment Massager Status')).toHaveLength(pages + 1);

  // Every row, once, with its number, in order.
  const names = [...text.matchAll(/(\d+) Person (\d+) Zed/g)];
  expect(names).toHaveLength(10_000);
  names.forEach((m, i) => {
    expect(Number(m[1])).toBe(i + 1);
    expect(Number(m[2])).toBe(i);
  });
  expect(text).toContain('person.9999@example.com');
}, 180_000);

test('customer text of any script and length renders without breaking the page or the renderer', async () => {
  const rows = [
    row(1, { c_name: 'सुनीता देशपांडे', c_address: 'फ्लॅट ५, कोथरूड, पुणे ४११०३८', c_issue: 'पाठदुखी' }),
    row(2, { c_address: 'x'.repeat(1_000_000), c_issue: 'word '.repeat(5000) }),
    row(3, { c_name: 'Emoji 😀👍🏽 Name', c_address: 'lone \uD800 surrogate \uDC00 here', c_issue: 'ctrl \u0000\u0007\u001b[31m \u202Eevil\u202C' }),
    row(4, { c_name: 'مرحبا بالعالم', c_address: '中文地址', c_issue: 'ગુજરાતી தமிழ்', c_therapy: 'Z̷̢̛a̶l̴g̵o̸', c_appointment: '\u0301'.repeat(5000) }),
    row(5, { c_name: 'ि'.repeat(300), c_address: 'क्ष'.repeat(1000) }),
    row(6, { c_email: `${'a.very.long.local.part'.repeat(10)}@example.com`, c_address: 'Line one\r\nLine two\tand\u2028three' }),
    row(7, {
      c_address: '<script>alert("x")</script>',
      c_issue: 'file:///etc/passwd http://example.com/x.png',
      c_therapy: "Robert'); DROP TABLE customers;--",
    }),
  ];
  const pdf = await renderReportPdf(report(rows, { subtitle: 'Massager: सुनीता देशपांडे' }), { compress: false });
  expect(pageCount(pdf)).toBe(1);
  // Customers' text never becomes a link, an action or a file reference.
  expect(pdf.toString('latin1')).not.toMatch(/\/(Annots|URI|Link|Launch|JavaScript|JS|GoToR|EmbeddedFile)\b/);

  const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
  expect(text).toContain('सुनीता देशपांडे');
  expect(text).toContain('Massager: सुनीता देशपांडे');
  expect(text).toContain('Person 2 Zed');
  expect(text).toContain('xxxxxxxxxx…'); // the huge cell is cut
  expect(text).toContain('lone � surrogate � here');
  expect(text).toContain('Line one Line two and three');
  expect(text).toContain('<script>alert("x")</script>');
  expect(text).toContain("Robert'); DROP TABLE customers;--");
  expect(text).toContain('file:///etc/passwd');
  expect(text).toContain('Page 1 of 1');
  for (let i = 1; i <= rows.length; i += 1) expect(text).toMatch(new RegExp(`(^| )${i} `));
}, 60_000);

test('booking time and appointment read as the spec says, in India time: "24 Nov 26, 3:05 PM"', async () => {
  const pdf = await renderReportPdf(report([row(1, { c_time: '2026-11-24T09:35:00.000Z', c_appointment: '2026-11-25 18:30' })]));
  const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
  expect(text).toContain('24 Nov 26, 3:05 PM');
  expect(text).toContain('25 Nov 26, 6:30 PM');
});
