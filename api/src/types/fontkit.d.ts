/**
 * The parts of fontkit 2.0 that the report PDFs use, as its README describes them. fontkit ships no
 * type declarations, and @types/fontkit has includeGlyph answering a boolean: it answers the glyph's
 * id in the subset, which is what a PDF's text then refers to (pdfkit's own embedding relies on it).
 */
declare module 'fontkit' {
  export interface BBox {
    minX: number;
    minY: number;
    maxX: number;
    maxY: number;
  }

  export interface Glyph {
    id: number;
    /** In font units (see Font.unitsPerEm). */
    advanceWidth: number;
  }

  export interface Subset {
    /** Adds a glyph to the subset; answers its id there (the missing glyph, 0, is always in, as 0). */
    includeGlyph(glyph: Glyph | number): number;
    /** The subset as a font file, for embedding. */
    encode(): Uint8Array;
  }

  export interface Font {
    type: 'TTF' | 'WOFF' | 'WOFF2';
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    capHeight: number;
    xHeight: number;
    italicAngle: number;
    bbox: BBox;
    /** The glyph the font's character map gives the code point (the missing glyph, 0, when it has none). */
    glyphForCodePoint(codePoint: number): Glyph;
    getGlyph(id: number): Glyph;
    createSubset(): Subset;
  }

  export interface FontCollection {
    type: 'TTC' | 'DFont';
    fonts: Font[];
  }

  export function create(data: Uint8Array, postscriptName?: string): Font | FontCollection;
}
