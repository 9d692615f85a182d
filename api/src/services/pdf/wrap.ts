// Wrapping a cell's text into lines of a width, by simple greedy rules: at spaces, inside a word
// too wide for the cell where it reads well, never between a character and its marks.
import type { Prepared } from './text';

/** How a font measures text, at size 1. */
export interface Measure {
  /** The width of one character (one code point), or the sum of those of several. */
  readonly widthOfChar: (text: string) => number;
  /** The width of `text`: as shaped for a font that needs shaping, else the sum of its characters. */
  readonly widthOf: (text: string) => number;
}

const ELLIPSIS = '\u2026';
/** Marks and joiners stay with the character before them; nothing is cut right after a virama. */
const JOINS_PREVIOUS = /^(?:[\p{M}\uFE00-\uFE0F]|\u200C|\u200D)/u;
const VIRAMA = '\u094D';
const SOFT_BREAK_AFTER = new Set(['.', '-', '_', '/', ',']);

/**
 * The lines of one cell: words wrapped greedily to `width` (at font size 1), words wider than the
 * cell cut between characters, at most `maxLines` lines, the last one ending with '…' when text was
 * left out.
 */
export function wrapText({ text, cut }: Prepared, width: number, { widthOf, widthOfChar }: Measure, maxLines: number): string[] {
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
