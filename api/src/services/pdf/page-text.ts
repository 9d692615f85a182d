// The text of one page as PDF content: blocks of plain text operators for the glyph fonts, pdfkit's
// text() for shaped (Devanagari) text.
import type { PDFDocument } from 'pdfkit';
import type { FontName, GlyphFont, GlyphFontName } from './fonts';

/** A4 landscape, in points. */
export const PAGE = { width: 841.89, height: 595.28 };
const TEXT_OPTIONS = { lineBreak: false, baseline: 'alphabetic' } as const;

/** A number for a content stream. */
const num = (n: number) => String(Math.round(n * 100) / 100);

const fromHundredths = (hundredths: number) => String(hundredths / 100);

/**
 * The text of one page, written as blocks of plain text operators (in reading order: cell by cell,
 * line by line), with pdfkit's own text() only for shaped (Devanagari) text. Positions are moves
 * relative to the previous line, in whole hundredths of a point, so that they add up exactly.
 */
export class PageText {
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
