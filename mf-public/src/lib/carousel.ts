import { CAROUSEL_SWIPE_PX } from '@wellness/shared';

export const nextSlide = (index: number, count: number): number => (index + 1) % count;
export const previousSlide = (index: number, count: number): number => (index - 1 + count) % count;

/** Spec section 9: a horizontal swipe over 40 px changes slide; shorter moves are taps. */
export function swipeDirection(startX: number, endX: number): 'next' | 'previous' | null {
  const delta = endX - startX;
  if (!(Math.abs(delta) > CAROUSEL_SWIPE_PX)) return null;
  return delta < 0 ? 'next' : 'previous';
}
