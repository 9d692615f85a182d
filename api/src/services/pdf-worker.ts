// Renders report PDFs off the main thread (a report of thousands of rows takes a noticeable time,
// and would otherwise stall every other request meanwhile).
// The table is drawn directly with pdfkit: fixed column widths, each cell's text wrapped here, by
// simple greedy rules, into at most MAX_CELL_LINES lines (the last one ends with '…' when the text
// is cut). Every row's height is known before anything is drawn, so the page breaks and the page
// count are known too: pages are written out (and compressed) one after another, none kept.
// Customers' text is only ever drawn as glyphs (its characters looked up in the font, or plain
// text() calls for Devanagari): nothing in it is interpreted, so it cannot make the renderer fetch
// a URL, read a file, or add a link or an action. The only files read are the three fonts below.
import fs from 'node:fs';
import { type MessagePort, parentPort } from 'node:worker_threads';
import { create as createFont, type Font, type Subset } from 'fontkit';
import { PDFDocument, type PDFReference } from 'pdfkit';

declare global {
  interface String {
    /** Lone surrogates replaced by U+FFFD (Node 20 has it; the ES2022 library this project types against does not declare it). */
    toWellFormed(): string;
  }
}

/** What pdf.ts sends: the report's text, cell by cell. */
export interface TableReport {
  title: string;
  lines: string[];
  columns: string[];
  rows: string[][];
  compress?: boolean;
}

/** The fonts, from pinned packages: Roboto, and Noto Sans Devanagari for cells in Devanagari script (Marathi, Hindi). */
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/roboto/500Medium/Roboto_500Medium.ttf'),
  devanagari: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
};
type FontName = keyof typeof FONT_FILES;
/** The fonts drawn glyph by glyph (see GlyphFont); Devanagari goes through pdfkit's text(). */
type GlyphFontName = Exclude<FontName, 'devanagari'>;

// Geometry, in points: A4 landscape.
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = { top: 30, bottom: 30 };
/** Widths of the 14 columns (#, Name, Contact, Email, Address, Issue, Therapy, Age, Gender, Pref. gender, Booked, Appointment, Massager, Status). */
const COLUMN_WIDTHS = [26, 66, 54, 96, 114, 70, 70, 20, 36, 38, 54, 56, 56, 44];
const TABLE_WIDTH = COLUMN_WIDTHS.reduce((sum, width) => sum + width, 0);
const TABLE_LEFT = (PAGE.width - TABLE_WIDTH) / 2;
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
/** Text beyond this many characters of one cell could never be shown: it is not even looked at. */
const MAX_CELL_CHARS = 2000;
const ELLIPSIS = '\u2026';
// One class per block: each block begins with a combining mark, which a class would join to the
// character before it.
const DEVANAGARI = /[\u0900-\u097F]|[\uA8E0-\uA8FF]|[\u1CD0-\u1CFF]/;
/** Marks and joiners stay with the character before them; nothing is cut right after a virama. */
const JOINS_PREVIOUS = /^(?:[\p{M}\uFE00-\uFE0F]|\u200C|\u200D)/u;
const VIRAMA = '\u094D';
const SOFT_BREAK_AFTER = new Set(['.', '-', '_', '/', ',']);
/** Most customer text is plain ASCII: it needs no cleaning. */
const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/;
const TEXT_OPTIONS = { lineBreak: false, baseline: 'alphabetic' } as const;

/**
 * The glyph fonts' names in the pages' resources, short as the pages' text names them at every change
 * of font (pdfkit names its own fonts F1, F2…), and the tags of their subsets.
 */
const GLYPH_FONTS: Record<GlyphFontName, { resource: string; tag: string }> = {
  regular: { resource: 'FR', tag: 'KWRREG' },
  bold: { resource: 'FM', tag: 'KWRMED' },
};

/**
 * A font file, parsed once for all documents (the files never change), with the width of each
 * character at size 1: the advance of the glyph that the font maps the character to. Indexed by UTF-16
 * code unit for the Basic Multilingual Plane (-1: not looked up yet), a map for the rest.
 */
class MeasuredFont {
  readonly face: Font;
  private readonly bmp = new Float64Array(0x10000).fill(-1);
  private readonly astral = new Map<number, number>();

  constructor(file: string) {
    const font = createFont(fs.readFileSync(file));
    if (!('glyphForCodePoint' in font)) throw new Error(`${file} holds a font collection, not one font`);
    this.face = font;
  }

  private measure(codePoint: number): number {
    return this.face.glyphForCodePoint(codePoint).advanceWidth / this.face.unitsPerEm;
  }

  /** The sum of the characters' widths (the text is well formed: surrogates come in pairs). */
  widthOfChars(text: string): number {
    let width = 0;
    for (let i = 0; i < text.length; i += 1) {
      const unit = text.charCodeAt(i);
      if (unit >= 0xd800 && unit <= 0xdbff) {
        const codePoint = text.codePointAt(i) ?? 0;
        let w = this.astral.get(codePoint);
        if (w === undefined) this.astral.set(codePoint, (w = this.measure(codePoint)));
        width += w;
        i += 1;
      } else {
        let w = this.bmp[unit] ?? -1;
        if (w < 0) this.bmp[unit] = w = this.measure(unit);
        width += w;
      }
    }
    return width;
  }
}

/** The three fonts, read on the first report. */
let fontFiles: Record<FontName, MeasuredFont> | null = null;

/** How a font measures text, at size 1. */
interface Measure {
  /** The width of one character (one code point), or the sum of those of several. */
  readonly widthOfChar: (text: string) => number;
  /** The width of `text`: as shaped for a font that needs shaping, else the sum of its characters. */
  readonly widthOf: (text: string) => number;
}

/** Each byte as it is written inside a PDF literal string (the text is latin1: one character a byte). */
const STRING_BYTE = Array.from({ length: 256 }, (_, byte) => {
  const escaped = ({ 0x0a: '\\n', 0x0d: '\\r', 0x28: '\\(', 0x29: '\\)', 0x5c: '\\\\' } as Record<number, string>)[byte];
  return escaped ?? String.fromCharCode(byte);
});
/** How many distinct lines each font's encoding cache keeps. */
const LINE_CACHE_SIZE = 4096;
/** Four hex digits, as a ToUnicode map writes a UTF-16 code unit. */
const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/**
 * One font of one document, drawn below pdfkit's text() layer and embedded by this class.
 *
 * pdfkit's text() shapes every new word with fontkit's OpenType engine (about 85 µs a word here) and
 * writes eight content operators per call (another 9 µs): some 180,000 cell lines of a 10,000-row
 * report took 4 to 17 s that way. Latin table text needs no shaping: each character is looked up in
 * the font's character map once per document, its glyph added to this document's subset of the font
 * with its width and its Unicode value (so that the text stays extractable and searchable), and the
 * lines of a page are written as one block of plain text operators. pdfkit keeps its own fonts'
 * subsets to itself, so the font is embedded here, as pdfkit embeds its own: a Type0 font over a
 * TrueType subset made by fontkit, with a ToUnicode map.
 */
class GlyphFont {
  private readonly subset: Subset;
  private readonly scale: number;
  /** The advance of each glyph of the subset (by its id there), in thousandths of the font size. */
  private readonly widths: number[];
  /** The character each glyph of the subset stands for (the first one seen), for the ToUnicode map. */
  private readonly unicode: number[][];
  /** This document's code of each character (by code point), as it is written in a PDF string. */
  private readonly codes = new Map<number, string>();
  private readonly lines = new Map<string, string>();
  private dictionary: PDFReference | null = null;

  constructor(
    private readonly doc: PDFDocument,
    private readonly face: Font,
    readonly resource: string,
    private readonly tag: string,
  ) {
    this.subset = face.createSubset();
    this.scale = 1000 / face.unitsPerEm;
    // A subset starts with the missing glyph, as glyph 0.
    this.widths = [face.getGlyph(0).advanceWidth * this.scale];
    this.unicode = [[0]];
  }

  /** The font's dictionary, for the pages' resources (written out by embed()). */
  ref(): PDFReference {
    return (this.dictionary ??= this.doc.ref());
  }

  /**
   * `text` as a PDF string of this document's glyph codes (two bytes each, escaped where they must
   * be); lines seen before (statuses, genders, therapies) come from a cache.
   */
  encode(text: string): string {
    let encoded = this.lines.get(text);
    if (encoded !== undefined) return encoded;
    encoded = '';
    for (let i = 0; i < text.length; i += 1) {
      const codePoint = text.codePointAt(i) ?? 0;
      if (codePoint > 0xffff) i += 1;
      let code = this.codes.get(codePoint);
      if (code === undefined) {
        const glyph = this.face.glyphForCodePoint(codePoint);
        const gid = this.subset.includeGlyph(glyph.id);
        this.widths[gid] ??= glyph.advanceWidth * this.scale;
        this.unicode[gid] ??= [codePoint];
        code = `${STRING_BYTE[gid >> 8] ?? ''}${STRING_BYTE[gid & 0xff] ?? ''}`;
        this.codes.set(codePoint, code);
      }
      encoded += code;
    }
    if (this.lines.size < LINE_CACHE_SIZE) this.lines.set(text, encoded);
    return encoded;
  }

  /** Writes the font out (once the last page is drawn), if any page uses it. */
  embed(): void {
    if (!this.dictionary) return;
    const { doc, face, scale } = this;
    const fontFile = doc.ref();
    fontFile.end(this.subset.encode());
    const name = `${this.tag}+${face.postscriptName}`;
    const { bbox } = face;
    const descriptor = doc.ref({
      Type: 'FontDescriptor',
      FontName: name,
      // Symbolic (its glyphs are addressed by id, not by a standard encoding); Roboto is neither
      // fixed-pitch, serif, script nor italic.
      Flags: 4,
      FontBBox: [bbox.minX * scale, bbox.minY * scale, bbox.maxX * scale, bbox.maxY * scale],
      ItalicAngle: face.italicAngle,
      Ascent: face.ascent * scale,
      Descent: face.descent * scale,
      CapHeight: (face.capHeight || face.ascent) * scale,
      XHeight: (face.xHeight || 0) * scale,
      StemV: 0,
      FontFile2: fontFile,
    });
    descriptor.end();
    const descendant = doc.ref({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: name,
      // String objects are what pdfkit writes as PDF strings (plain strings become names).
      CIDSystemInfo: { Registry: new String('Adobe'), Ordering: new String('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      W: [0, this.widths],
      CIDToGIDMap: 'Identity',
    });
    descendant.end();
    this.dictionary.data = {
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: name,
      Encoding: 'Identity-H',
      DescendantFonts: [descendant],
      ToUnicode: this.toUnicode(),
    };
    this.dictionary.end();
  }

  /** The map from glyph codes back to text, in ranges of 256 codes. */
  private toUnicode(): PDFReference {
    const entries = this.unicode.map((codePoints) => {
      const units = codePoints.flatMap((c) => (c > 0xffff ? [0xd800 | ((c - 0x10000) >>> 10), 0xdc00 | ((c - 0x10000) & 0x3ff)] : [c]));
      return `<${units.map(hex4).join(' ')}>`;
    });
    const ranges: string[] = [];
    for (let start = 0; start < entries.length; start += 256) {
      const end = Math.min(start + 256, entries.length);
      ranges.push(`<${hex4(start)}> <${hex4(end - 1)}> [${entries.slice(start, end).join(' ')}]`);
    }
    const cmap = this.doc.ref();
    cmap.end(
      [
        '/CIDInit /ProcSet findresource begin',
        '12 dict begin',
        'begincmap',
        '/CIDSystemInfo <<',
        '  /Registry (Adobe)',
        '  /Ordering (UCS)',
        '  /Supplement 0',
        '>> def',
        '/CMapName /Adobe-Identity-UCS def',
        '/CMapType 2 def',
        '1 begincodespacerange',
        '<0000><ffff>',
        'endcodespacerange',
        `${ranges.length} beginbfrange`,
        ...ranges,
        'endbfrange',
        'endcmap',
        'CMapName currentdict /CMap defineresource pop',
        'end',
        'end',
      ].join('\n'),
    );
    return cmap;
  }
}

/** Customer text as it can be drawn: whole code points in NFC, one kind of space, one kind of line break, no control or invisible format characters. */
function cleanText(value: string | undefined): { text: string; cut: boolean } {
  let text = value ?? '';
  let cut = false;
  if (text.length > MAX_CELL_CHARS) {
    text = text.slice(0, MAX_CELL_CHARS);
    cut = true;
  }
  if (!NOT_PRINTABLE_ASCII.test(text)) return { text, cut };
  text = text
    .toWellFormed()
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/[\t\v\f\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(/[\p{Cc}\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB]/gu, (ch) => (ch === '\n' || ch === '\u200C' || ch === '\u200D' ? ch : ''));
  return { text, cut };
}

interface Prepared {
  text: string;
  cut: boolean;
  font: FontName;
}

/**
 * A text cleaned, with the font that draws it: Noto Sans Devanagari when it holds Devanagari script
 * (that font has the Latin letters too), else `font`, without the joiners that only shaping uses.
 */
function prepare(value: string | undefined, font: FontName): Prepared {
  const { text, cut } = cleanText(value);
  if (!NOT_PRINTABLE_ASCII.test(text)) return { text, cut, font };
  if (DEVANAGARI.test(text)) return { text, cut, font: 'devanagari' };
  return { text: text.replace(/[\u200C\u200D]/g, ''), cut, font };
}

/**
 * The lines of one cell: words wrapped greedily to `width` (at font size 1), words wider than the
 * cell cut between characters, at most `maxLines` lines, the last one ending with '…' when text was
 * left out.
 */
function wrapText({ text, cut }: Prepared, width: number, { widthOf, widthOfChar }: Measure, maxLines: number): string[] {
  const lines: string[] = [];
  const spaceWidth = widthOfChar(' ');
  paragraphs: for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(' ')) {
      if (word === '') continue;
      const wordWidth = widthOf(word);
      if (line !== '' && lineWidth + spaceWidth + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += spaceWidth + wordWidth;
        continue;
      }
      if (line !== '' && lines.push(line) > maxLines) break paragraphs;
      if (wordWidth <= width) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      // A word wider than the cell (an e-mail address, a long number): cut it where it stops fitting.
      let rest = word;
      for (;;) {
        let head = fittingHead(rest, width, widthOfChar);
        // Shaping can make a piece wider than its characters (a lone vowel sign gets a dotted circle).
        while (head.length > 1 && widthOf(head) > width) head = dropLast(head);
        if (head.length === rest.length) {
          line = rest;
          lineWidth = widthOf(rest);
          break;
        }
        if (lines.push(head) > maxLines) break paragraphs;
        rest = rest.slice(head.length);
      }
    }
    if (line !== '' && lines.push(line) > maxLines) break;
  }
  if (lines.length > maxLines || cut) {
    lines.length = Math.min(lines.length, maxLines);
    const last = lines.pop() ?? '';
    lines.push(withEllipsis(last, width, widthOf, widthOfChar));
  }
  return lines;
}

/**
 * The longest start of `text` that fits `width` (at least one character), not splitting a character
 * from its marks, and ending where an address reads well when it can: before an '@', after a '.', '-',
 * '_', '/' or ','.
 */
function fittingHead(text: string, width: number, widthOfChar: (ch: string) => number, preferSoft = true): string {
  let used = 0;
  let end = 0;
  let soft = 0;
  let fits = 0;
  let index = 0;
  for (const ch of text) {
    const next = index + ch.length;
    used += widthOfChar(ch);
    if (used > width && (end > 0 || fits > 0)) break;
    fits = next;
    if (ch === '@' && index > 0) soft = index;
    if (next >= text.length || (!JOINS_PREVIOUS.test(text.slice(next, next + 2)) && ch !== VIRAMA)) {
      end = next;
      if (SOFT_BREAK_AFTER.has(ch)) soft = next;
    }
    index = next;
  }
  // Nothing but marks (no place to cut between whole characters): cut where the width ends.
  if (end === 0) end = fits;
  return text.slice(0, preferSoft && soft > 0 && end < text.length ? soft : end);
}

/** `text` without its last code point. */
function dropLast(text: string): string {
  return text.slice(0, text.length - (/[\uDC00-\uDFFF]$/.test(text) && text.length > 1 ? 2 : 1));
}

/** `line` shortened until '…' fits after it. */
function withEllipsis(line: string, width: number, widthOf: Measure['widthOf'], widthOfChar: Measure['widthOfChar']): string {
  const room = width - widthOfChar(ELLIPSIS);
  let head = line.trimEnd();
  if (widthOf(head) > room) head = fittingHead(head, room, widthOfChar, false);
  while (head !== '' && widthOf(head) > room) head = dropLast(head);
  return `${head.trimEnd()}${ELLIPSIS}`;
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
function layoutRow(texts: readonly string[], font: FontName, maxLines: number, measures: Record<FontName, Measure>): Row {
  const cells: Cell[] = [];
  let height = 0;
  for (const [c, columnWidth] of COLUMN_WIDTHS.entries()) {
    const text = prepare(texts[c], font);
    const width = (columnWidth - 2 * PAD_X) / FONT_SIZE;
    const lines = text.text === '' ? [] : wrapText(text, width, measures[text.font], maxLines);
    cells.push({ lines, font: text.font });
    height = Math.max(height, lines.length * METRICS[text.font].lineHeight * FONT_SIZE);
  }
  return { cells, height: height + 2 * PAD_Y };
}

/** A number for a content stream. */
const num = (n: number) => String(Math.round(n * 100) / 100);

const fromHundredths = (hundredths: number) => String(hundredths / 100);

/**
 * The text of one page, written as blocks of plain text operators (in reading order: cell by cell,
 * line by line), with pdfkit's own text() only for shaped (Devanagari) text. Positions are moves
 * relative to the previous line, in whole hundredths of a point, so that they add up exactly.
 */
class PageText {
  private ops: string[] = [];
  private font: GlyphFont | null = null;
  private size = 0;
  /** Fonts already in the page's resources. */
  private readonly onPage = new Set<GlyphFont>();
  /** The start of the previous line in the text block, in hundredths of a point. */
  private x = 0;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Record<GlyphFontName, GlyphFont>,
  ) {}

  /** A line of text whose baseline starts at (x, y), y counted from the top of the page. */
  line(name: FontName, size: number, x: number, y: number, text: string): void {
    if (text === '') return;
    if (name === 'devanagari') {
      this.flush();
      this.doc.font(name).fontSize(size).fillColor('#000000').text(text, x, y, TEXT_OPTIONS);
      return;
    }
    const font = this.fonts[name];
    if (this.ops.length === 0) {
      this.ops.push(`q 1 0 0 -1 0 ${num(PAGE.height)} cm BT 0 g`);
      this.font = null;
      this.x = 0;
      this.y = 0;
    }
    if (font !== this.font || size !== this.size) {
      if (!this.onPage.has(font)) {
        this.doc.page.fonts[font.resource] = font.ref();
        this.onPage.add(font);
      }
      this.ops.push(`/${font.resource} ${num(size)} Tf`);
      this.font = font;
      this.size = size;
    }
    const lineX = Math.round(x * 100);
    const lineY = Math.round((PAGE.height - y) * 100);
    this.ops.push(`${fromHundredths(lineX - this.x)} ${fromHundredths(lineY - this.y)} Td (${font.encode(text)}) Tj`);
    this.x = lineX;
    this.y = lineY;
  }

  /** Writes the pending text to the page (before any other drawing, and at the end of the page). */
  flush(): void {
    if (this.ops.length === 0) return;
    this.ops.push('ET Q');
    this.doc.addContent(this.ops.join('\n'));
    this.ops = [];
  }
}

function drawRow(out: PageText, row: Row, top: number): void {
  let x = TABLE_LEFT;
  for (const [c, cell] of row.cells.entries()) {
    const metrics = METRICS[cell.font];
    let baseline = top + PAD_Y + metrics.ascent * FONT_SIZE;
    for (const line of cell.lines) {
      out.line(cell.font, FONT_SIZE, x + PAD_X, baseline, line);
      baseline += metrics.lineHeight * FONT_SIZE;
    }
    x += COLUMN_WIDTHS[c] ?? 0;
  }
}

/** A line of the title or of the lines under it, with the font it is drawn in. */
interface IntroLine {
  line: string;
  font: FontName;
}

/** Every row's lines and height, and the page breaks they make. */
interface Layout {
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

/** How each font measures text in this document. */
function measuresOf(doc: PDFDocument, { regular, bold, devanagari }: Record<FontName, MeasuredFont>): Record<FontName, Measure> {
  return {
    regular: { widthOfChar: (text) => regular.widthOfChars(text), widthOf: (text) => regular.widthOfChars(text) },
    bold: { widthOfChar: (text) => bold.widthOfChars(text), widthOf: (text) => bold.widthOfChars(text) },
    // Devanagari needs shaping: its words are measured as pdfkit's text() will draw them.
    devanagari: { widthOfChar: (text) => devanagari.widthOfChars(text), widthOf: (text) => doc.font('devanagari').fontSize(1).widthOfString(text) },
  };
}

/** Every row's lines and height, then the page breaks, hence the page count: all known before drawing. */
function layoutReport(report: TableReport, title: string, measures: Record<FontName, Measure>): Layout {
  const titleText = prepare(title, 'bold');
  const titleLines = wrapText(titleText, TABLE_WIDTH / TITLE_SIZE, measures[titleText.font], 2).map((line) => ({ line, font: titleText.font }));
  const introLines = report.lines.flatMap((value) => {
    const text = prepare(value, 'regular');
    return wrapText(text, TABLE_WIDTH / LINE_SIZE, measures[text.font], 2).map((line) => ({ line, font: text.font }));
  });
  const introHeight = titleLines.length * 1.2 * TITLE_SIZE + 4 + introLines.length * (1.2 * LINE_SIZE + 4);
  const header = layoutRow(report.columns, 'bold', 3, measures);
  const laidOut = report.rows.map((row) => layoutRow(row, 'regular', MAX_CELL_LINES, measures));
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
  return { titleLines, introLines, header, rows, pageStarts };
}

/** The title and the lines under it, on the first page; the top of the table below them. */
function drawIntro(text: PageText, { titleLines, introLines }: Layout): number {
  let top = MARGIN.top;
  for (const { line, font } of titleLines) {
    text.line(font, TITLE_SIZE, TABLE_LEFT, top + 0.93 * TITLE_SIZE, line);
    top += 1.2 * TITLE_SIZE;
  }
  top += 4;
  for (const { line, font } of introLines) {
    text.line(font, LINE_SIZE, TABLE_LEFT, top + 0.93 * LINE_SIZE, line);
    top += 1.2 * LINE_SIZE + 4;
  }
  text.flush();
  return top;
}

/** One page: the intro on the first, the header row, the page's rows, the footer and the rules. */
function drawPage(doc: PDFDocument, fonts: Record<GlyphFontName, GlyphFont>, measures: Record<FontName, Measure>, layout: Layout, page: number): void {
  const { header, rows, pageStarts } = layout;
  const pageCount = pageStarts.length;
  doc.addPage();
  const text = new PageText(doc, fonts);
  let top = page === 0 ? drawIntro(text, layout) : MARGIN.top;
  // The header row, on every page, on its grey band.
  doc.rect(TABLE_LEFT, top, TABLE_WIDTH, header.height).fill('#eeeeee');
  drawRow(text, header, top);
  top += header.height;
  const headerBottom = top;
  // This page's rows.
  const end = pageStarts[page + 1] ?? rows.length;
  const rules: number[] = [];
  for (let r = pageStarts[page] ?? end; r < end; r += 1) {
    const row = rows[r];
    if (!row) continue;
    drawRow(text, row, top);
    top += row.height;
    rules.push(top);
    rows[r] = null; // drawn: let it go
  }
  // The footer.
  const footer = `Page ${page + 1} of ${pageCount}`;
  text.line('regular', FOOTER_SIZE, (PAGE.width - measures.regular.widthOf(footer) * FOOTER_SIZE) / 2, PAGE.height - MARGIN.bottom + 14, footer);
  text.flush();
  // The rules: a light one under each row (one path), a dark one under the header.
  for (const ruleY of rules) doc.moveTo(TABLE_LEFT, ruleY).lineTo(TABLE_LEFT + TABLE_WIDTH, ruleY);
  if (rules.length > 0) doc.lineWidth(0.5).strokeColor('#aaaaaa').stroke();
  doc
    .moveTo(TABLE_LEFT, headerBottom)
    .lineTo(TABLE_LEFT + TABLE_WIDTH, headerBottom)
    .lineWidth(1)
    .strokeColor('#000000')
    .stroke();
}

/** Renders the report. */
function renderTablePdf(report: TableReport): Promise<Buffer> {
  fontFiles ??= { regular: new MeasuredFont(FONT_FILES.regular), bold: new MeasuredFont(FONT_FILES.bold), devanagari: new MeasuredFont(FONT_FILES.devanagari) };
  const title = cleanText(report.title).text.replace(/\n/g, ' ');
  const { doc, done } = openDocument(report, title);
  // The parsed font itself (pdfkit takes fontkit fonts), so that it is parsed once, not per document.
  doc.registerFont('devanagari', fontFiles.devanagari.face);
  const measures = measuresOf(doc, fontFiles);
  const fonts: Record<GlyphFontName, GlyphFont> = {
    regular: new GlyphFont(doc, fontFiles.regular.face, GLYPH_FONTS.regular.resource, GLYPH_FONTS.regular.tag),
    bold: new GlyphFont(doc, fontFiles.bold.face, GLYPH_FONTS.bold.resource, GLYPH_FONTS.bold.tag),
  };
  // 1. Layout: every row's lines and height, then the page breaks, hence the page count.
  const layout = layoutReport(report, title, measures);
  // 2. Drawing, page after page; pdfkit writes (and compresses) each page out when the next one starts.
  for (let page = 0; page < layout.pageStarts.length; page += 1) drawPage(doc, fonts, measures, layout, page);
  fonts.regular.embed();
  fonts.bold.embed();
  doc.end();
  return done;
}

/** Renders one report and hands its bytes back, or the reason it failed. */
async function answer(port: MessagePort, id: number, report: TableReport): Promise<void> {
  try {
    const buffer = await renderTablePdf(report);
    // A buffer of its own, whole, so that it can be handed over rather than copied (Buffer.concat
    // allocates a plain ArrayBuffer, never a shared one).
    const whole = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength;
    const bytes = whole ? new Uint8Array(buffer.buffer as ArrayBuffer) : new Uint8Array(buffer);
    port.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

const port = parentPort;
if (port) {
  port.on('message', ({ id, report }: { id: number; report: TableReport }) => void answer(port, id, report));
}
