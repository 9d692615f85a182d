// The report's table: every row laid out (each cell's lines, the row's height) before anything is
// drawn, so the page breaks and the page count are known; then the pages, one after another.
import { PDFDocument } from 'pdfkit';
import { type FontName, type GlyphFont, type GlyphFontName, glyphFonts, loadFonts, measuresOf } from './fonts';
import { PAGE, PageText } from './page-text';
import { cleanText, prepare } from './text';
import { type Measure, wrapText } from './wrap';

/** What pdf.ts sends: the report's text, cell by cell, and the columns' titles and widths (points). */
export interface TableReport {
  title: string;
  lines: string[];
  columns: string[];
  widths: number[];
  rows: string[][];
  compress?: boolean;
}

const MARGIN = { top: 30, bottom: 30 };
const PAD_X = 3;
const PAD_Y = 2.5;
const FONT_SIZE = 7;
const TITLE_SIZE = 14;
const LINE_SIZE = 9;
const FOOTER_SIZE = 8;
/** Line heights and baselines (from the top of a line), per font, as a share of the font size. */
const METRICS: Record<FontName, { lineHeight: number; ascent: number }> = {
  regular: { lineHeight: 1.2, ascent: 0.93 },
  bold: { lineHeight: 1.2, ascent: 0.93 },
  devanagari: { lineHeight: 1.32, ascent: 0.9 },
};
/** A cell shows at most this many lines: a row always fits on a page, however long the customer's text. */
const MAX_CELL_LINES = 8;

/** The table's columns on the page: their widths, the whole width and its left edge (centred). */
interface Table {
  widths: readonly number[];
  width: number;
  left: number;
}

function tableOf(widths: readonly number[]): Table {
  const width = widths.reduce((sum, w) => sum + w, 0);
  return { widths, width, left: (PAGE.width - width) / 2 };
}

interface Cell {
  lines: string[];
  font: FontName;
}
interface Row {
  cells: Cell[];
  height: number;
}

/** Lays one row out: each cell's lines and font, and the row's height. */
function layoutRow(table: Table, texts: readonly string[], font: FontName, maxLines: number, measures: Record<FontName, Measure>): Row {
  const cells: Cell[] = [];
  let height = 0;
  for (const [c, columnWidth] of table.widths.entries()) {
    const text = prepare(texts[c], font);
    const width = (columnWidth - 2 * PAD_X) / FONT_SIZE;
    const lines = text.text === '' ? [] : wrapText(text, width, measures[text.font], maxLines);
    cells.push({ lines, font: text.font });
    height = Math.max(height, lines.length * METRICS[text.font].lineHeight * FONT_SIZE);
  }
  return { cells, height: height + 2 * PAD_Y };
}

function drawRow(table: Table, out: PageText, row: Row, top: number): void {
  let x = table.left;
  for (const [c, cell] of row.cells.entries()) {
    const metrics = METRICS[cell.font];
    let baseline = top + PAD_Y + metrics.ascent * FONT_SIZE;
    for (const line of cell.lines) {
      out.line(cell.font, FONT_SIZE, x + PAD_X, baseline, line);
      baseline += metrics.lineHeight * FONT_SIZE;
    }
    x += table.widths[c] ?? 0;
  }
}

/** A line of the title or of the lines under it, with the font it is drawn in. */
interface IntroLine {
  line: string;
  font: FontName;
}

/** Every row's lines and height, and the page breaks they make. */
interface Layout {
  table: Table;
  titleLines: IntroLine[];
  introLines: IntroLine[];
  header: Row;
  /** Each row until it is drawn, then null. */
  rows: (Row | null)[];
  /** The index of each page's first row. */
  pageStarts: number[];
}

/** A new document with the report's title, and the whole of it once it has ended. */
function openDocument(report: TableReport, title: string): { doc: PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: false,
    compress: report.compress ?? true,
    font: null,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: title, Creator: 'Kothrud Wellness' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Every row's lines and height, then the page breaks, hence the page count: all known before drawing. */
function layoutReport(report: TableReport, title: string, measures: Record<FontName, Measure>): Layout {
  const table = tableOf(report.widths);
  const titleText = prepare(title, 'bold');
  const titleLines = wrapText(titleText, table.width / TITLE_SIZE, measures[titleText.font], 2).map((line) => ({ line, font: titleText.font }));
  const introLines = report.lines.flatMap((value) => {
    const text = prepare(value, 'regular');
    return wrapText(text, table.width / LINE_SIZE, measures[text.font], 2).map((line) => ({ line, font: text.font }));
  });
  const introHeight = titleLines.length * 1.2 * TITLE_SIZE + 4 + introLines.length * (1.2 * LINE_SIZE + 4);
  const header = layoutRow(table, report.columns, 'bold', 3, measures);
  const laidOut = report.rows.map((row) => layoutRow(table, row, 'regular', MAX_CELL_LINES, measures));
  const bottom = PAGE.height - MARGIN.bottom;
  const pageStarts = [0];
  let y = MARGIN.top + introHeight + header.height;
  for (const [r, { height }] of laidOut.entries()) {
    if (y + height > bottom && r > (pageStarts.at(-1) ?? 0)) {
      pageStarts.push(r);
      y = MARGIN.top + header.height;
    }
    y += height;
  }
  const rows: (Row | null)[] = laidOut;
  return { table, titleLines, introLines, header, rows, pageStarts };
}

/** The title and the lines under it, on the first page; the top of the table below them. */
function drawIntro(text: PageText, { table, titleLines, introLines }: Layout): number {
  let top = MARGIN.top;
  for (const { line, font } of titleLines) {
    text.line(font, TITLE_SIZE, table.left, top + 0.93 * TITLE_SIZE, line);
    top += 1.2 * TITLE_SIZE;
  }
  top += 4;
  for (const { line, font } of introLines) {
    text.line(font, LINE_SIZE, table.left, top + 0.93 * LINE_SIZE, line);
    top += 1.2 * LINE_SIZE + 4;
  }
  text.flush();
  return top;
}

/** One page: the intro on the first, the header row, the page's rows, the footer and the rules. */
function drawPage(doc: PDFDocument, fonts: Record<GlyphFontName, GlyphFont>, measures: Record<FontName, Measure>, layout: Layout, page: number): void {
  const { table, header, rows, pageStarts } = layout;
  const pageCount = pageStarts.length;
  doc.addPage();
  const text = new PageText(doc, fonts);
  let top = page === 0 ? drawIntro(text, layout) : MARGIN.top;
  // The header row, on every page, on its grey band.
  doc.rect(table.left, top, table.width, header.height).fill('#eeeeee');
  drawRow(table, text, header, top);
  top += header.height;
  const headerBottom = top;
  // This page's rows.
  const end = pageStarts[page + 1] ?? rows.length;
  const rules: number[] = [];
  for (let r = pageStarts[page] ?? end; r < end; r += 1) {
    const row = rows[r];
    if (!row) continue;
    drawRow(table, text, row, top);
    top += row.height;
    rules.push(top);
    rows[r] = null; // drawn: let it go
  }
  // The footer.
  const footer = `Page ${page + 1} of ${pageCount}`;
  text.line('regular', FOOTER_SIZE, (PAGE.width - measures.regular.widthOf(footer) * FOOTER_SIZE) / 2, PAGE.height - MARGIN.bottom + 14, footer);
  text.flush();
  // The rules: a light one under each row (one path), a dark one under the header.
  for (const ruleY of rules) doc.moveTo(table.left, ruleY).lineTo(table.left + table.width, ruleY);
  if (rules.length > 0) doc.lineWidth(0.5).strokeColor('#aaaaaa').stroke();
  doc
    .moveTo(table.left, headerBottom)
    .lineTo(table.left + table.width, headerBottom)
    .lineWidth(1)
    .strokeColor('#000000')
    .stroke();
}

/** Renders the report. */
export function renderTablePdf(report: TableReport): Promise<Buffer> {
  const files = loadFonts();
  const title = cleanText(report.title).text.replace(/\n/g, ' ');
  const { doc, done } = openDocument(report, title);
  // The parsed font itself (pdfkit takes fontkit fonts), so that it is parsed once, not per document.
  doc.registerFont('devanagari', files.devanagari.face);
  const measures = measuresOf(doc, files);
  const fonts = glyphFonts(doc, files);
  // 1. Layout: every row's lines and height, then the page breaks, hence the page count.
  const layout = layoutReport(report, title, measures);
  // 2. Drawing, page after page; pdfkit writes (and compresses) each page out when the next one starts.
  for (let page = 0; page < layout.pageStarts.length; page += 1) drawPage(doc, fonts, measures, layout, page);
  fonts.regular.embed();
  fonts.bold.embed();
  doc.end();
  return done;
}
