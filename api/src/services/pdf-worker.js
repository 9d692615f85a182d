'use strict';
// Renders report PDFs off the main thread (a report of thousands of rows takes a noticeable time,
// and would otherwise stall every other request meanwhile).
// The table is drawn directly with pdfkit: fixed column widths, each cell's text wrapped here, by
// simple greedy rules, into at most MAX_CELL_LINES lines (the last one ends with '…' when the text
// is cut). Every row's height is known before anything is drawn, so the page breaks and the page
// count are known too: pages are written out (and compressed) one after another, none kept.
// Customers' text is only ever drawn as glyphs (its characters looked up in the font, or plain
// text() calls for Devanagari): nothing in it is interpreted, so it cannot make the renderer fetch
// a URL, read a file, or add a link or an action. The only files read are the three fonts below.
// Plain JavaScript so that it runs the same from src (tests) and dist.
const fs = require('node:fs');
const { parentPort } = require('node:worker_threads');
const PDFDocument = require('pdfkit');

/** The fonts, from pinned packages: Roboto, and Noto Sans Devanagari for cells in Devanagari script (Marathi, Hindi). */
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/roboto/500Medium/Roboto_500Medium.ttf'),
  devanagari: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
};
/** @typedef {'regular' | 'bold' | 'devanagari'} FontName */
/** @typedef {InstanceType<typeof PDFDocument>} Doc */
/** @type {Record<string, Buffer> | null} */
let fontData = null;

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
const METRICS = {
  regular: { lineHeight: 1.2, ascent: 0.93 },
  bold: { lineHeight: 1.2, ascent: 0.93 },
  devanagari: { lineHeight: 1.32, ascent: 0.9 },
};
/** A cell shows at most this many lines: a row always fits on a page, however long the customer's text. */
const MAX_CELL_LINES = 8;
/** Text beyond this many characters of one cell could never be shown: it is not even looked at. */
const MAX_CELL_CHARS = 2000;
const ELLIPSIS = '\u2026';
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/;
/** Marks and joiners stay with the character before them; nothing is cut right after a virama. */
const JOINS_PREVIOUS = /^[\p{M}\u200C\u200D\uFE00-\uFE0F]/u;
const VIRAMA = '\u094D';
const SOFT_BREAK_AFTER = new Set(['.', '-', '_', '/', ',']);
/** Most customer text is plain ASCII: it needs no cleaning. */
const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/;
const TEXT_OPTIONS = { lineBreak: false, baseline: 'alphabetic' };

/**
 * Width of each character at size 1, per font, shared by all documents (the font files never change):
 * the advance of the glyph that the font maps the character to. Indexed by UTF-16 code unit for the
 * Basic Multilingual Plane (-1: not looked up yet), a map for the rest.
 * @type {Record<FontName, { bmp: Float64Array, astral: Map<number, number> }>}
 */
const charWidths = {
  regular: { bmp: new Float64Array(0x10000).fill(-1), astral: new Map() },
  bold: { bmp: new Float64Array(0x10000).fill(-1), astral: new Map() },
  devanagari: { bmp: new Float64Array(0x10000).fill(-1), astral: new Map() },
};

/**
 * One font of one document, driven below pdfkit's text() layer.
 *
 * pdfkit's text() shapes every new word with fontkit's OpenType engine (about 85 µs a word here) and
 * writes eight content operators per call (another 9 µs): some 180,000 cell lines of a 10,000-row
 * report took 4 to 17 s that way. Latin table text needs no shaping: each character is looked up in
 * the font's character map once per document, the glyph added to pdfkit's subset of that font with
 * its width and its Unicode value (so that the text stays extractable and searchable), and the lines
 * of a page are written as one block of plain text operators. Cells in Devanagari script, which does
 * need shaping, still go through text().
 * @param {Doc} doc @param {FontName} name
 * @param {boolean} shaped whether its text goes through text() (measured as shaped, during the layout only)
 */
function glyphFont(doc, name, shaped = false) {
  doc.font(name);
  // @ts-ignore: pdfkit's EmbeddedFont (the version is pinned; the tests read the text back)
  const embedded = doc._font;
  const face = embedded && embedded.font;
  if (!face || typeof face.glyphForCodePoint !== 'function' || !embedded.subset || typeof embedded.subset.includeGlyph !== 'function'
    || !Array.isArray(embedded.widths) || !Array.isArray(embedded.unicode) || typeof embedded.ref !== 'function') {
    throw new Error('pdfkit: the embedded font does not have the expected shape (pdfkit was upgraded?)');
  }
  // pdfkit records the missing glyph's width unscaled (too wide for a 2048-unit font): put it right.
  embedded.widths[0] = face.getGlyph(0).advanceWidth * embedded.scale;
  const { bmp, astral } = charWidths[name];
  /** This document's code of each character (by code point), as it is written in a PDF string. @type {Map<number, string>} */
  const codes = new Map();
  /** @type {Map<string, string>} */
  const lines = new Map();
  /** @param {number} codePoint */
  const measure = (codePoint) => face.glyphForCodePoint(codePoint).advanceWidth / face.unitsPerEm;
  /** @param {string} text @param {number} i the index of a high surrogate */
  const astralWidth = (text, i) => {
    const codePoint = /** @type {number} */ (text.codePointAt(i));
    let width = astral.get(codePoint);
    if (width === undefined) astral.set(codePoint, (width = measure(codePoint)));
    return width;
  };
  /** The sum of the characters' widths (the text is well formed: surrogates come in pairs). @param {string} text */
  const sumOfWidths = (text) => {
    let width = 0;
    for (let i = 0; i < text.length; i += 1) {
      const unit = text.charCodeAt(i);
      if (unit >= 0xd800 && unit <= 0xdbff) {
        width += astralWidth(text, i);
        i += 1;
      } else {
        let w = bmp[unit];
        if (w < 0) bmp[unit] = w = measure(unit);
        width += w;
      }
    }
    return width;
  };
  return {
    id: embedded.id,
    /** @returns {object} the font's reference, for the page's resources */
    ref: () => embedded.ref(),
    /** The width of one character (one code point) at size 1. @param {string} ch */
    widthOfChar: sumOfWidths,
    /** The width of `text` at size 1: as shaped for a font that needs shaping, else the sum of its characters. @param {string} text */
    widthOf: shaped ? (/** @type {string} */ text) => doc.font(name).fontSize(1).widthOfString(text) : sumOfWidths,
    /**
     * `text` as a PDF string of this document's glyph codes (two bytes each, escaped where they must
     * be); lines seen before (statuses, genders, therapies) come from a cache.
     * @param {string} text
     */
    encode(text) {
      let encoded = lines.get(text);
      if (encoded !== undefined) return encoded;
      encoded = '';
      for (let i = 0; i < text.length; i += 1) {
        const codePoint = /** @type {number} */ (text.codePointAt(i));
        if (codePoint > 0xffff) i += 1;
        let code = codes.get(codePoint);
        if (code === undefined) {
          const glyph = face.glyphForCodePoint(codePoint);
          const gid = embedded.subset.includeGlyph(glyph.id);
          if (embedded.widths[gid] == null) embedded.widths[gid] = glyph.advanceWidth * embedded.scale;
          if (embedded.unicode[gid] == null) embedded.unicode[gid] = [codePoint];
          code = STRING_BYTE[gid >> 8] + STRING_BYTE[gid & 0xff];
          codes.set(codePoint, code);
        }
        encoded += code;
      }
      if (lines.size < LINE_CACHE_SIZE) lines.set(text, encoded);
      return encoded;
    },
  };
}

/** Customer text as it can be drawn: whole code points in NFC, one kind of space, one kind of line break, no control or invisible format characters. */
function cleanText(value) {
  let text = value == null ? '' : String(value);
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

/**
 * A text cleaned, with the font that draws it: Noto Sans Devanagari when it holds Devanagari script
 * (that font has the Latin letters too), else `font`, without the joiners that only shaping uses.
 * @param {unknown} value @param {FontName} font @returns {{ text: string, cut: boolean, font: FontName }}
 */
function prepare(value, font) {
  const { text, cut } = cleanText(value);
  if (!NOT_PRINTABLE_ASCII.test(text)) return { text, cut, font };
  if (DEVANAGARI.test(text)) return { text, cut, font: 'devanagari' };
  return { text: text.replace(/[\u200C\u200D]/g, ''), cut, font };
}

/**
 * The lines of one cell: words wrapped greedily to `width`, words wider than the cell cut between
 * characters, at most `maxLines` lines, the last one ending with '…' when text was left out.
 * @param {{ text: string, cut: boolean }} prepared @param {number} width (at font size 1)
 * @param {GlyphFont} font @param {number} maxLines
 */
function wrapText({ text, cut }, width, { widthOf, widthOfChar }, maxLines) {
  /** @type {string[]} */
  const lines = [];
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
    const last = lines.length > 0 ? /** @type {string} */ (lines.pop()) : '';
    lines.push(withEllipsis(last, width, widthOf, widthOfChar));
  }
  return lines;
}

/**
 * The longest start of `text` that fits `width` (at least one character), not splitting a character
 * from its marks, and ending where an address reads well when it can: before an '@', after a '.', '-',
 * '_', '/' or ','.
 * @param {string} text @param {number} width @param {(ch: string) => number} widthOfChar @param {boolean} preferSoft
 */
function fittingHead(text, width, widthOfChar, preferSoft = true) {
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

/** `text` without its last code point. @param {string} text */
function dropLast(text) {
  return text.slice(0, text.length - (/[\uDC00-\uDFFF]$/.test(text) && text.length > 1 ? 2 : 1));
}

/** `line` shortened until '…' fits after it. */
function withEllipsis(line, width, widthOf, widthOfChar) {
  const room = width - widthOfChar(ELLIPSIS);
  let head = line.trimEnd();
  if (widthOf(head) > room) head = fittingHead(head, room, widthOfChar, false);
  while (head !== '' && widthOf(head) > room) head = dropLast(head);
  return `${head.trimEnd()}${ELLIPSIS}`;
}

/** @typedef {ReturnType<typeof glyphFont>} GlyphFont */
/** @typedef {{ lines: string[], font: FontName }} Cell */
/** @typedef {{ cells: Cell[], height: number }} Row */

/** Lays one row out: each cell's lines and font, and the row's height. @param {Record<FontName, GlyphFont>} fonts */
function layoutRow(texts, font, maxLines, fonts) {
  /** @type {Cell[]} */
  const cells = [];
  let height = 0;
  for (let c = 0; c < COLUMN_WIDTHS.length; c += 1) {
    const text = prepare(texts[c], font);
    const width = (COLUMN_WIDTHS[c] - 2 * PAD_X) / FONT_SIZE;
    const lines = text.text === '' ? [] : wrapText(text, width, fonts[text.font], maxLines);
    cells.push({ lines, font: text.font });
    height = Math.max(height, lines.length * METRICS[text.font].lineHeight * FONT_SIZE);
  }
  return { cells, height: height + 2 * PAD_Y };
}

/** A number for a content stream. @param {number} n */
const num = (n) => String(Math.round(n * 100) / 100);

/** Each byte as it is written inside a PDF literal string (the text is latin1: one character a byte). */
const STRING_BYTE = Array.from({ length: 256 }, (_, byte) => {
  const escaped = { 0x0a: '\\n', 0x0d: '\\r', 0x28: '\\(', 0x29: '\\)', 0x5c: '\\\\' }[byte];
  return escaped ?? String.fromCharCode(byte);
});
/** How many distinct lines each font's encoding cache keeps. */
const LINE_CACHE_SIZE = 4096;

/** @param {number} hundredths */
const fromHundredths = (hundredths) => String(hundredths / 100);

/**
 * The text of one page, written as blocks of plain text operators (in reading order: cell by cell,
 * line by line), with pdfkit's own text() only for shaped (Devanagari) text. Positions are moves
 * relative to the previous line, in whole hundredths of a point, so that they add up exactly.
 */
class PageText {
  /** @param {Doc} doc @param {Record<FontName, GlyphFont>} fonts */
  constructor(doc, fonts) {
    this.doc = doc;
    this.fonts = fonts;
    /** @type {string[]} */
    this.ops = [];
    /** @type {GlyphFont | null} */
    this.font = null;
    this.size = 0;
    /** @type {Set<string>} fonts already in the page's resources */
    this.onPage = new Set();
    /** The start of the previous line in the text block, in hundredths of a point. */
    this.x = 0;
    this.y = 0;
  }

  /** A line of text whose baseline starts at (x, y), y counted from the top of the page. @param {FontName} name */
  line(name, size, x, y, text) {
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
      if (!this.onPage.has(font.id)) {
        // @ts-ignore: the page's font resources (what text() does too)
        this.doc.page.fonts[font.id] = font.ref();
        this.onPage.add(font.id);
      }
      this.ops.push(`/${font.id} ${num(size)} Tf`);
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
  flush() {
    if (this.ops.length === 0) return;
    this.ops.push('ET Q');
    this.doc.addContent(this.ops.join('\n'));
    this.ops = [];
  }
}

/** @param {PageText} out @param {Row} row @param {number} top */
function drawRow(out, row, top) {
  let x = TABLE_LEFT;
  for (let c = 0; c < row.cells.length; c += 1) {
    const cell = row.cells[c];
    const metrics = METRICS[cell.font];
    let baseline = top + PAD_Y + metrics.ascent * FONT_SIZE;
    for (const line of cell.lines) {
      out.line(cell.font, FONT_SIZE, x + PAD_X, baseline, line);
      baseline += metrics.lineHeight * FONT_SIZE;
    }
    x += COLUMN_WIDTHS[c];
  }
}

/**
 * Renders the report.
 * @param {{ title: string, lines: string[], columns: string[], rows: string[][], compress?: boolean }} report
 * @returns {Promise<Buffer>}
 */
function renderTablePdf(report) {
  fontData ??= Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, fs.readFileSync(file)]));
  const title = cleanText(report.title).text.replace(/\n/g, ' ');
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
  /** @type {Buffer[]} */
  const chunks = [];
  const done = new Promise((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, data] of Object.entries(fontData)) doc.registerFont(name, data);
  /** @type {Record<FontName, GlyphFont>} */
  const fonts = { regular: glyphFont(doc, 'regular'), bold: glyphFont(doc, 'bold'), devanagari: glyphFont(doc, 'devanagari', true) };

  // 1. Layout: every row's lines and height, then the page breaks, hence the page count.
  const titleText = prepare(title, 'bold');
  const titleLines = wrapText(titleText, TABLE_WIDTH / TITLE_SIZE, fonts[titleText.font], 2).map((line) => ({ line, font: titleText.font }));
  const introLines = report.lines.flatMap((value) => {
    const text = prepare(value, 'regular');
    return wrapText(text, TABLE_WIDTH / LINE_SIZE, fonts[text.font], 2).map((line) => ({ line, font: text.font }));
  });
  const introHeight = titleLines.length * 1.2 * TITLE_SIZE + 4 + introLines.length * (1.2 * LINE_SIZE + 4);
  const header = layoutRow(report.columns, 'bold', 3, fonts);
  /** @type {(Row | null)[]} */
  const rows = report.rows.map((row) => layoutRow(row, 'regular', MAX_CELL_LINES, fonts));
  const bottom = PAGE.height - MARGIN.bottom;
  /** @type {number[]} the index of each page's first row */
  const pageStarts = [0];
  let y = MARGIN.top + introHeight + header.height;
  for (let r = 0; r < rows.length; r += 1) {
    const height = /** @type {Row} */ (rows[r]).height;
    if (y + height > bottom && r > pageStarts[pageStarts.length - 1]) {
      pageStarts.push(r);
      y = MARGIN.top + header.height;
    }
    y += height;
  }
  const pageCount = pageStarts.length;

  // 2. Drawing, page after page; pdfkit writes (and compresses) each page out when the next one starts.
  for (let page = 0; page < pageCount; page += 1) {
    doc.addPage();
    const text = new PageText(doc, fonts);
    let top = MARGIN.top;
    if (page === 0) {
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
    }
    // The header row, on every page, on its grey band.
    doc.rect(TABLE_LEFT, top, TABLE_WIDTH, header.height).fill('#eeeeee');
    drawRow(text, header, top);
    top += header.height;
    const headerBottom = top;
    // This page's rows.
    const end = page + 1 < pageCount ? pageStarts[page + 1] : rows.length;
    /** @type {number[]} */
    const rules = [];
    for (let r = pageStarts[page]; r < end; r += 1) {
      const row = /** @type {Row} */ (rows[r]);
      drawRow(text, row, top);
      top += row.height;
      rules.push(top);
      rows[r] = null; // drawn: let it go
    }
    // The footer.
    const footer = `Page ${page + 1} of ${pageCount}`;
    text.line('regular', FOOTER_SIZE, (PAGE.width - fonts.regular.widthOf(footer) * FOOTER_SIZE) / 2, PAGE.height - MARGIN.bottom + 14, footer);
    text.flush();
    // The rules: a light one under each row (one path), a dark one under the header.
    for (const ruleY of rules) doc.moveTo(TABLE_LEFT, ruleY).lineTo(TABLE_LEFT + TABLE_WIDTH, ruleY);
    if (rules.length > 0) doc.lineWidth(0.5).strokeColor('#aaaaaa').stroke();
    doc.moveTo(TABLE_LEFT, headerBottom).lineTo(TABLE_LEFT + TABLE_WIDTH, headerBottom).lineWidth(1).strokeColor('#000000').stroke();
  }
  doc.end();
  return done;
}

if (parentPort) {
  parentPort.on('message', async ({ id, report }) => {
    try {
      const buffer = await renderTablePdf(report);
      // A buffer of its own, whole, so that it can be handed over rather than copied.
      const bytes =
        buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength ? new Uint8Array(buffer.buffer) : new Uint8Array(buffer);
      parentPort.postMessage({ id, bytes }, [bytes.buffer]);
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}

module.exports = { renderTablePdf };
