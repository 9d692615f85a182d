import { ADMIN_CUSTOMER_PAGE_SIZE, pageCount } from '@wellness/shared';
import { useMemo, useState } from 'react';
import { useListToasts } from '../common/useListToasts';
import { useCustomerListingQuery } from './api';
import { type CustomerFilters, type CustomerListing, listingTotal, pageOf } from './customerRules';

const NO_FILTERS: CustomerFilters = { name: '', address: '' };
const NOTHING_LOADED: CustomerListing = { kind: 'whole', customers: [] };

/**
 * The customers the list shows and its pages: the filters as applied, the page asked of the server (a
 * long list) or shown from the whole list (paged on the client). The rows stay those last loaded while
 * other ones load, or when loading failed ('Failed to fetch data').
 */
export function useCustomerListing() {
  const [asked, setAsked] = useState({ filters: NO_FILTERS, page: 1 });
  const [clientPage, setClientPage] = useState(1);
  const { data, currentData, isError, fulfilledTimeStamp, refetch } = useCustomerListingQuery(asked);
  const announce = useListToasts({
    failed: isError,
    found: currentData ? listingTotal(currentData) : null,
    answeredAt: fulfilledTimeStamp,
    filters: asked.filters,
  });

  const listing = data ?? (isError ? NOTHING_LOADED : null);
  const totalPages = pageCount(listingTotal(listing), ADMIN_CUSTOMER_PAGE_SIZE);
  const page = listing?.kind === 'server' ? listing.page : Math.min(clientPage, Math.max(1, totalPages));
  const shown = useMemo(() => (listing === null ? [] : listing.kind === 'server' ? listing.customers : pageOf(listing.customers, page)), [listing, page]);

  /** The first page for these filters; the same filters again ask the server again. */
  const show = (filters: CustomerFilters, { announceEmpty }: { announceEmpty: boolean }) => {
    announce(announceEmpty);
    setClientPage(1);
    if (asked.page === 1 && asked.filters.name === filters.name && asked.filters.address === filters.address) void refetch();
    else setAsked({ filters, page: 1 });
  };

  const goTo = (number: number) => {
    if (listing?.kind === 'server') setAsked((current) => ({ ...current, page: number }));
    else setClientPage(number);
  };

  return {
    listing,
    shown,
    page,
    totalPages,
    goTo,
    applyFilters: (filters: CustomerFilters) => show(filters, { announceEmpty: Boolean(filters.name || filters.address) }),
    clearFilters: () => show(NO_FILTERS, { announceEmpty: false }),
  };
}
