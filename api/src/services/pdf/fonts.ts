// The fonts: read and measured once per worker, and the glyph fonts that draw Latin table text
// without shaping (see GlyphFont).
import fs from 'node:fs';
import { create as createFont, type Font, type Subset } from 'fontkit';
import type { PDFDocument, PDFReference } from 'pdfkit';
import type { Measure } from './wrap';

/** The fonts, from pinned packages: Roboto, and Noto Sans Devanagari for cells in Devanagari script (Marathi, Hindi). */
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/roboto/500Medium/Roboto_500Medium.ttf'),
  devanagari: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
};
export type FontName = keyof typeof FONT_FILES;
/** The fonts drawn glyph by glyph (see GlyphFont); Devanagari goes through pdfkit's text(). */
export type GlyphFontName = Exclude<FontName, 'devanagari'>;

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

/** The three fonts, parsed on the first report, for every report after it. */
export function loadFonts(): Record<FontName, MeasuredFont> {
  return (fontFiles ??= {
    regular: new MeasuredFont(FONT_FILES.regular),
    bold: new MeasuredFont(FONT_FILES.bold),
    devanagari: new MeasuredFont(FONT_FILES.devanagari),
  });
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
export class GlyphFont {
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

/** The glyph fonts of one document. */
export function glyphFonts(doc: PDFDocument, files: Record<FontName, MeasuredFont>): Record<GlyphFontName, GlyphFont> {
  return {
    regular: new GlyphFont(doc, files.regular.face, GLYPH_FONTS.regular.resource, GLYPH_FONTS.regular.tag),
    bold: new GlyphFont(doc, files.bold.face, GLYPH_FONTS.bold.resource, GLYPH_FONTS.bold.tag),
  };
}

/** How each font measures text in this document. */
export function measuresOf(doc: PDFDocument, { regular, bold, devanagari }: Record<FontName, MeasuredFont>): Record<FontName, Measure> {
  return {
    regular: { widthOfChar: (text) => regular.widthOfChars(text), widthOf: (text) => regular.widthOfChars(text) },
    bold: { widthOfChar: (text) => bold.widthOfChars(text), widthOf: (text) => bold.widthOfChars(text) },
    // Devanagari needs shaping: its words are measured as pdfkit's text() will draw them.
    devanagari: { widthOfChar: (text) => devanagari.widthOfChars(text), widthOf: (text) => doc.font('devanagari').fontSize(1).widthOfString(text) },
  };
}
