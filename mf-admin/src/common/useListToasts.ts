import { ADMIN_MESSAGES } from '@wellness/shared';
import { notify } from '@wellness/shared/ui';
import { useEffect, useRef } from 'react';
import type { ListFilters } from './FilterForm';
import { noResultsMessage } from './filterRules';

/**
 * The toasts of a filtered admin list: 'Failed to fetch data' when a load fails and, once the answer to
 * filters just applied is in (`announce()` says they were), the no-results message when it found none.
 */
export function useListToasts({
  failed,
  found,
  answeredAt,
  filters,
}: {
  failed: boolean;
  /** How many the current answer found; null while none is in. */
  found: number | null;
  /** When that answer came (a refetch of the same filters answers again). */
  answeredAt: number | undefined;
  filters: ListFilters;
}): (filtersApplied: boolean) => void {
  const announce = useRef(false);

  useEffect(() => {
    if (!failed) return;
    announce.current = false;
    notify('error', ADMIN_MESSAGES.fetchFailed);
  }, [failed]);

  useEffect(() => {
    if (found === null || !announce.current) return;
    announce.current = false;
    if ((filters.name || filters.address) && found === 0) notify('error', noResultsMessage(filters.name, filters.address));
  }, [found, answeredAt, filters]);

  return (filtersApplied) => {
    announce.current = filtersApplied;
  };
}
