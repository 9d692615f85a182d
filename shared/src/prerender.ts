/**
 * Pre-rendered public pages (scripts/prerender.mjs): the server answers a public path with HTML that
 * already holds the page, in `#prerendered`, beside the shell's empty `#root`. The shell keeps its own
 * tree hidden until the public remote says that its header and its footer (which waits for the page)
 * are in place, then swaps the two in one step.
 */
export const PRERENDERED_ID = 'prerendered';

/** The parts of a public page that announce themselves; the swap waits for all of them. */
export const PUBLIC_PARTS = ['header', 'footer'] as const;
export type PublicPart = (typeof PUBLIC_PARTS)[number];

export const PUBLIC_PART_READY_EVENT = 'wellness:public-part-ready';

/** Said by mf-public once a part has rendered (a window event: the shell and the remote share no module state). */
export function announcePublicPart(part: PublicPart): void {
  window.dispatchEvent(new CustomEvent<PublicPart>(PUBLIC_PART_READY_EVENT, { detail: part }));
}
