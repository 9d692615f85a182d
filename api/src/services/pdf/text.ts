// Customer text as the PDF can draw it: cleaned (whole code points, NFC, no control or invisible
// format characters) and given the font that draws it. Nothing in it is interpreted.
import type { FontName } from './fonts';

declare global {
  interface String {
    /** Lone surrogates replaced by U+FFFD (Node 20 has it; the ES2022 library this project types against does not declare it). */
    toWellFormed(): string;
  }
}

/** Text beyond this many characters of one cell could never be shown: it is not even looked at. */
const MAX_CELL_CHARS = 2000;
// One class per block: each block begins with a combining mark, which a class would join to the
// character before it.
const DEVANAGARI = /[\u0900-\u097F]|[\uA8E0-\uA8FF]|[\u1CD0-\u1CFF]/;
/** Most customer text is plain ASCII: it needs no cleaning. */
const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/;

/** Customer text as it can be drawn: whole code points in NFC, one kind of space, one kind of line break, no control or invisible format characters. */
export function cleanText(value: string | undefined): { text: string; cut: boolean } {
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

export interface Prepared {
  text: string;
  cut: boolean;
  font: FontName;
}

/**
 * A text cleaned, with the font that draws it: Noto Sans Devanagari when it holds Devanagari script
 * (that font has the Latin letters too), else `font`, without the joiners that only shaping uses.
 */
export function prepare(value: string | undefined, font: FontName): Prepared {
  const { text, cut } = cleanText(value);
  if (!NOT_PRINTABLE_ASCII.test(text)) return { text, cut, font };
  if (DEVANAGARI.test(text)) return { text, cut, font: 'devanagari' };
  return { text: text.replace(/[\u200C\u200D]/g, ''), cut, font };
}
