import { GALLERY_NARROW_MAX_WIDTH_PX, GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE_NARROW } from '@wellness/shared';

/** Spec section 9: 5 images at a time, or 3 when the window is 600 px wide or less. */
export function galleryPageSize(windowWidth: number): number {
  return windowWidth <= GALLERY_NARROW_MAX_WIDTH_PX ? GALLERY_PAGE_SIZE_NARROW : GALLERY_PAGE_SIZE;
}

export interface GalleryPage<T> {
  items: readonly T[];
  /** Index of the first shown item. */
  start: number;
  canPrevious: boolean;
  canNext: boolean;
}

/** A start index that shows a full page where possible and never runs past the end. */
export function clampStart(start: number, pageSize: number, total: number): number {
  const lastStart = Math.max(0, total - pageSize);
  return Math.min(Math.max(0, start), lastStart);
}

/** The page beginning at `start`: previous is disabled at the start, next at the end. */
export function galleryPage<T>(items: readonly T[], start: number, pageSize: number): GalleryPage<T> {
  const begin = Math.max(0, Math.min(start, Math.max(0, items.length - 1)));
  return {
    items: items.slice(begin, begin + pageSize),
    start: begin,
    canPrevious: begin > 0,
    canNext: begin + pageSize < items.length,
  };
}

/** The arrows move a whole page: 5 (or 3) images at a time. */
export const nextStart = (start: number, pageSize: number, total: number): number => (start + pageSize < total ? start + pageSize : start);
export const previousStart = (start: number, pageSize: number): number => Math.max(0, start - pageSize);
