import { ADMIN_MESSAGES } from '@wellness/shared';

/** The empty-filter message for what was searched, in either list (spec section 8). */
export function noResultsMessage(name: string, address: string): string {
  if (name && address) return ADMIN_MESSAGES.noResultsNameAndAddress;
  return address ? ADMIN_MESSAGES.noResultsAddress : ADMIN_MESSAGES.noResultsName;
}

/** Rows found by both filters when both are used (the massager filters are two calls). */
export function intersectById<T extends { id: number }>(first: readonly T[], second: readonly T[]): T[] {
  const ids = new Set(second.map((item) => item.id));
  return first.filter((item) => ids.has(item.id));
}
