import { nextTask, PRERENDERED_ID, PUBLIC_PART_READY_EVENT, PUBLIC_PARTS, type PublicPart } from '@wellness/shared';
import { elementAt, openDisclosures, pathWithin, pressOnCopy, rememberedPresses } from '@wellness/shared/prerender';

/** If a public remote never answers, the visitor still gets the live page (or its Oops screen) after this. */
export const PRERENDER_HANDOFF_TIMEOUT_MS = 15_000;

let reveal: (() => void) | null = null;

let liveShown: Promise<void> = Promise.resolve();
let markLiveShown: () => void = () => undefined;

/** Resolves once the visitor sees the page as it will stay: the live page, or a copy kept in its place. */
export function whenPageSettled(): Promise<void> {
  return liveShown;
}

let kept = false;

/** Shows the live tree now (a remote failed: its message must be seen, not the pre-rendered copy). */
export function revealLivePage(): void {
  if (!kept) reveal?.();
}

/**
 * The public remote failed: the pre-rendered copy stays on screen for good (readable, its links plain
 * links) instead of giving way to a live page that cannot be drawn.
 */
export function keepPrerenderedPage(): void {
  if (!reveal) return;
  kept = true;
  cancelHandoff?.();
  markLiveShown();
}

/** True when a pre-rendered copy is kept on screen in place of the live page. */
export function prerenderedPageKept(): boolean {
  return kept;
}

let cancelHandoff: (() => void) | null = null;

let leave: (() => void) | null = null;

/**
 * The visitor has left the pre-rendered page before its live code took over (signed in from its copy of
 * the role choice): the live tree, now a panel, shows at once. The presses and open menus of the copy
 * belonged to the page left, so none is replayed. Also when the copy was kept because the public remote
 * failed: a panel must not stay hidden behind the home page.
 */
export function leavePrerenderedPage(): void {
  leave?.();
}

let startHandoffTimer: (() => void) | null = null;

/** The public page's live code has started loading: the copy gives way to it within the hand-off timeout. */
export function publicRemoteLoading(): void {
  startHandoffTimer?.();
}

/**
 * Adopts a pre-rendered public page: the live tree renders hidden in `root` while the pre-rendered copy
 * stays on screen; when the header and footer are live the copy goes and the live tree shows, in one
 * step and in the same layout (no shift). A button pressed on the copy in the meantime is pressed again
 * on the live page, so a quick visitor's "Book Now" is not lost. Links on the copy are plain links and
 * work without any script.
 */
export function adoptPrerenderedPage(root: HTMLElement): void {
  const copy = document.getElementById(PRERENDERED_ID);
  kept = false;
  if (!copy) return;
  root.hidden = true;
  liveShown = new Promise((resolve) => (markLiveShown = resolve));
  const waiting = new Set<PublicPart>(PUBLIC_PARTS);
  let focused: number[] | null = null;

  // wake.js (shell/src/wake.ts) keeps presses from before this script ran; this keeps the later ones.
  const onClick = (event: MouseEvent) => pressOnCopy(copy, event);
  const onPartReady = (event: Event) => {
    waiting.delete((event as CustomEvent<PublicPart>).detail);
    if (waiting.size === 0) reveal?.();
  };
  // Counted from when the public page's live code starts loading (the booking dialog can go first).
  let timer: number | undefined;
  startHandoffTimer = () => {
    startHandoffTimer = null;
    timer = window.setTimeout(() => reveal?.(), PRERENDER_HANDOFF_TIMEOUT_MS);
  };

  reveal = () => {
    reveal = null;
    leave = null;
    window.clearTimeout(timer);
    window.removeEventListener(PUBLIC_PART_READY_EVENT, onPartReady);
    copy.removeEventListener('click', onClick);
    if (document.activeElement && document.activeElement !== document.body && copy.contains(document.activeElement)) {
      focused = pathWithin(copy, document.activeElement);
    }
    const presses = rememberedPresses(copy);
    const disclosures = openDisclosures(copy);
    copy.remove();
    // The copy's style sheet (Chakra's global CSS and the class rules) stays: emotion took its rules as
    // inserted, from the markers the build wrote beside it (scripts/prerender/index.mjs).
    root.hidden = false;
    if (focused) (elementAt(root, focused) as HTMLElement | null)?.focus();
    // A menu the visitor opened on the copy stays open on the live page.
    for (const path of disclosures) {
      const control = elementAt(root, path) as HTMLElement | null;
      if (control?.getAttribute('aria-expanded') === 'false') control.click();
    }
    // The presses made on the copy, in order: each after the page has rendered what the one before did
    // (three taps on a gallery's Next are three pages on, not three times the first).
    const press = (path: number[]) => (elementAt(root, path) as HTMLElement | null)?.click();
    const [first, ...rest] = presses;
    if (first) press(first);
    void rest.reduce((pressed, path) => pressed.then(nextTask).then(() => press(path)), Promise.resolve());
    markLiveShown();
  };
  copy.addEventListener('click', onClick);
  window.addEventListener(PUBLIC_PART_READY_EVENT, onPartReady);
  cancelHandoff = () => {
    window.clearTimeout(timer);
    window.removeEventListener(PUBLIC_PART_READY_EVENT, onPartReady);
    copy.removeEventListener('click', onClick);
    reveal = null;
  };
  leave = () => {
    leave = null;
    cancelHandoff?.();
    kept = false;
    copy.remove();
    root.hidden = false;
    markLiveShown();
  };
}
