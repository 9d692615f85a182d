/**
 * Pre-rendered public pages (scripts/prerender.mjs): the server answers a public path with HTML that
 * already holds the page, in `#prerendered`, beside the shell's empty `#root`. The shell keeps its own
 * tree hidden until the public remote says that its header and its footer (which waits for the page)
 * are in place, then swaps the two in one step.
 */
export const PRERENDERED_ID = 'prerendered';

/** The attribute of the copy's own style sheet (its CSS as it was when pre-rendered), removed with the copy. */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered';

/** The parts of a public page that announce themselves; the swap waits for all of them. */
export const PUBLIC_PARTS = ['header', 'footer'] as const;
export type PublicPart = (typeof PUBLIC_PARTS)[number];

export const PUBLIC_PART_READY_EVENT = 'wellness:public-part-ready';

/** Said by mf-public once a part has rendered (a window event: the shell and the remote share no module state). */
export function announcePublicPart(part: PublicPart): void {
  window.dispatchEvent(new CustomEvent<PublicPart>(PUBLIC_PART_READY_EVENT, { detail: part }));
}

/**
 * A pre-rendered page reads and navigates without any script; the live site (the shell, React, the
 * public remote: about 250 KB of JavaScript and, on a mid-range phone, a second or two of main-thread
 * work) starts on the visitor's first sign of intent, or once the page has sat idle this long after
 * loading (the carousel's first turn), whichever comes first. Until then the phone stays free for
 * reading and scrolling; shell/src/wake.ts does this, loaded by the pre-rendered pages instead of main.js.
 */
export const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
export const WAKE_AFTER_LOAD_MS = 5000;

/** Where a button pressed on the pre-rendered copy is remembered, for the live page to press it again. */
export const PRESSED_PATH_ATTRIBUTE = 'data-pressed-path';

/** The child-index path from `ancestor` down to `node`: the same path finds the same element in the live tree. */
export function pathWithin(ancestor: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let current: Element | null = node; current && current !== ancestor; current = current.parentElement) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
  }
  return path;
}

export function elementAt(ancestor: Element, path: number[]): Element | null {
  let current: Element | null = ancestor;
  for (const index of path) current = current?.children[index] ?? null;
  return current;
}

/**
 * A click on the pre-rendered copy: a button's press is kept (on the copy, as a child-index path) and
 * its default prevented, so that the live page can press it again. Links are left to work as links.
 */
export function rememberPress(copy: Element, event: Event): void {
  const control = (event.target as Element | null)?.closest?.('button, [role="button"]');
  if (!control || !copy.contains(control)) return;
  event.preventDefault();
  const path = pathWithin(copy, control);
  if (path) copy.setAttribute(PRESSED_PATH_ATTRIBUTE, path.join(','));
}

/** The press kept by rememberPress, if any. */
export function rememberedPress(copy: Element): number[] | null {
  const value = copy.getAttribute(PRESSED_PATH_ATTRIBUTE);
  return value ? value.split(',').map(Number) : null;
}
