/**
 * The parts of pdfkit 0.20 that the report PDFs use. pdfkit ships no type declarations, and
 * @types/pdfkit describes 0.17 (before named exports and fontkit fonts in registerFont). The low-level
 * ones (ref, addContent, a page's font resources) are those @types/pdfkit declares too.
 */
declare module 'pdfkit' {
  import type { Readable } from 'node:stream';
  import type { Font } from 'fontkit';

  /** An object of the document, written out by end(). */
  export interface PDFReference {
    /** The object's dictionary. */
    data: Record<string, unknown>;
    /** Writes the object out, with `stream` as its stream (compressed when the document is). */
    end(stream?: string | Uint8Array): void;
  }

  export interface PDFPage {
    readonly width: number;
    readonly height: number;
    /** The page's font resources, by the name the content stream uses. */
    readonly fonts: Record<string, PDFReference>;
  }

  export interface PDFDocumentOptions {
    size?: string;
    layout?: 'portrait' | 'landscape';
    margin?: number;
    autoFirstPage?: boolean;
    compress?: boolean;
    /** The font set at the start; null for none (Helvetica otherwise). */
    font?: string | null;
    lang?: string;
    displayTitle?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string; Keywords?: string; Creator?: string };
  }

  export interface TextOptions {
    /** false: one line at (x, y), never wrapped. */
    lineBreak?: boolean;
    baseline?: 'top' | 'middle' | 'bottom' | 'alphabetic' | 'hanging';
  }

  /** The document: a readable stream of its bytes, written out page after page. */
  export class PDFDocument extends Readable {
    constructor(options?: PDFDocumentOptions);
    /** The current page (after addPage()). */
    page: PDFPage;
    addPage(): this;
    registerFont(name: string, src: string | Uint8Array | ArrayBuffer | Font): this;
    font(name: string): this;
    fontSize(size: number): this;
    /** The width of `text` in the current font and size, as text() draws it (shaped). */
    widthOfString(text: string): number;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    rect(x: number, y: number, width: number, height: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    fill(color?: string): this;
    stroke(): this;
    /** Appends operators to the current page's content stream. */
    addContent(content: string): this;
    /** A new object of the document: it must be end()ed before the document can end. */
    ref(data?: Record<string, unknown>): PDFReference;
    end(): void;
  }
}
