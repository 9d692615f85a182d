import { REPORT_PAGINATOR_MAX_PAGES, REPORT_PAGINATOR_WINDOW } from './constants';

export function pageCount(totalRecords: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalRecords) / perPage));
}

/**
 * The report paginator's page numbers (spec section 9): at most 5, a window of 2 either side of the
 * current page, shifted at the ends so that 5 are shown whenever there are 5.
 */
export function pageWindow(current: number, total: number, maxPages = REPORT_PAGINATOR_MAX_PAGES, window = REPORT_PAGINATOR_WINDOW): number[] {
  const count = Math.min(maxPages, total);
  let first = Math.max(1, current - window);
  first = Math.min(first, Math.max(1, total - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}
