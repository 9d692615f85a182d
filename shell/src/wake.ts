/**
 * wake.js: the only script a pre-rendered public page loads at first (scripts/prerender/index.mjs puts it in
 * place of main.js). The page is already complete and its links work; the live site starts on the
 * visitor's first sign of intent (a touch, a pointer, a key, focus, a scroll) or once the page has
 * been idle for WAKE_AFTER_LOAD_MS after loading. A button pressed before the live page is there is
 * remembered on the copy and pressed again on the live page (shell/src/prerendered.ts); the phone menu
 * opens, and Book Now shows the pre-rendered copy of its dialog, at once.
 * Built on its own (no federation runtime, no React): it must stay a few hundred bytes.
 */
import { PRERENDERED_ID, pressOnCopy, WAKE_AFTER_LOAD_MS, WAKE_EVENTS } from '@wellness/shared/prerender';

export function wake(script: HTMLScriptElement | null, doc: Document = document): void {
  const main = script?.dataset.main ?? '/main.js';
  const copy = doc.getElementById(PRERENDERED_ID);
  const view = doc.defaultView ?? window;
  let started = false;
  let timer: number | undefined;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of WAKE_EVENTS) view.removeEventListener(type, start, true);
    view.clearTimeout(timer);
    const element = doc.createElement('script');
    element.src = main;
    doc.head.append(element);
  };

  if (!copy) {
    start();
    return;
  }
  // The copy's own click listener stays until the copy goes: a phone menu opens at once, Book Now shows
  // the copy of its dialog at once, other presses wait for the live page.
  copy.addEventListener('click', (event) => {
    pressOnCopy(copy, event);
    start();
  });
  for (const type of WAKE_EVENTS) view.addEventListener(type, start, { capture: true, passive: true });
  const later = () => {
    timer = view.setTimeout(start, WAKE_AFTER_LOAD_MS);
  };
  if (doc.readyState === 'complete') later();
  else view.addEventListener('load', later, { once: true });
}

if (typeof document !== 'undefined' && document.currentScript) wake(document.currentScript as HTMLScriptElement);
