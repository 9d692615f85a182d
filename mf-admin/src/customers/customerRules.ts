import {
  ADMIN_CUSTOMER_CLIENT_PAGING_MAX,
  ADMIN_CUSTOMER_PAGE_SIZE,
  canAssign,
  type CustomerItem,
  listedForAdmin,
  pageCount,
  PREFERRED_GENDERS,
  requestStatusOf,
  upperFirst,
} from '@wellness/shared';
import { call, type CombinedListItem, ENDPOINTS } from '@wellness/shared/client';

/** A Customer item of the admin list, as the API sends it (one contract type, in shared). */
export type Customer = CustomerItem;

/** The preferred genders as the Assign and Edit dialogs offer them: 'male' reads Male. */
export const PREFERRED_GENDER_OPTIONS = PREFERRED_GENDERS.map((choice) => ({ value: choice, label: upperFirst(choice) }));

const isCustomer = (item: CombinedListItem): item is Customer => item.type === 'Customer';

/** The admin list: customers only (the combined list mixes in massagers and requests), completed ones hidden, newest first (spec section 9). */
export function visibleCustomers(items: readonly CombinedListItem[]): Customer[] {
  return items
    .filter(isCustomer)
    .filter((item) => listedForAdmin(item.status))
    .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
}

/** Client-side paging, 10 a page. */
export function pageOf<T>(items: readonly T[], page: number, size = ADMIN_CUSTOMER_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/**
 * The massager button: the massager's name once assigned, 'Assign' before; disabled once the request is
 * accepted. After a reject the button says 'Reassign', and `rejectedBy` names who rejected it. None
 * for a cancelled booking.
 */
export function assignButton(customer: Pick<Customer, 'massagerName' | 'status'>): { label: string; disabled: boolean; rejectedBy?: string } | null {
  const status = requestStatusOf(customer.status);
  // A cancelled booking (by its customer, or its data erased) is never assigned again: no button at all.
  if (status === 'cancelled') return null;
  const disabled = !canAssign(status);
  if (status === 'rejected' && customer.massagerName) return { label: 'Reassign', disabled, rejectedBy: customer.massagerName };
  return { label: customer.massagerName || 'Assign', disabled };
}

/** The filters as applied (trimmed): empty text is no filter. */
export interface CustomerFilters {
  name: string;
  address: string;
}

/**
 * What the list shows: the whole list (or the whole match of the filters), paged on the client as the
 * spec has it; or, past ADMIN_CUSTOMER_CLIENT_PAGING_MAX customers, one page asked of the server.
 */
export type CustomerListing = { kind: 'whole'; customers: Customer[] } | { kind: 'server'; customers: Customer[]; total: number; page: number };

/** One page of the list for these filters, with the total: the combined list without one, else a filter call carrying both. */
function askPage({ name, address }: CustomerFilters, page: number) {
  const paging = { page, per_page: ADMIN_CUSTOMER_PAGE_SIZE };
  if (name) return call(ENDPOINTS.customerNameFilter, address ? { name, address, ...paging } : { name, ...paging });
  if (address) return call(ENDPOINTS.customerAddressFilter, { address, ...paging });
  return call(ENDPOINTS.combinedListPage, paging);
}

/** The whole list for these filters: the spec's own call (GET) without one. */
function askWhole({ name, address }: CustomerFilters) {
  if (name) return call(ENDPOINTS.customerNameFilter, address ? { name, address } : { name });
  if (address) return call(ENDPOINTS.customerAddressFilter, { address });
  return call(ENDPOINTS.combinedList);
}

/**
 * Asks the server for `page` with its total first; when the total is small enough, the whole list as
 * the spec's screen has it (the same order: newest first, completed hidden). A page past the end
 * (customers deleted or completed meanwhile) gives the last page instead.
 */
export async function fetchListing(filters: CustomerFilters, page: number): Promise<CustomerListing> {
  const first = await askPage(filters, page);
  const total = first.totalRecords;
  if (total === undefined) throw new Error('The list answered without totalRecords');
  if (total <= ADMIN_CUSTOMER_CLIENT_PAGING_MAX) return { kind: 'whole', customers: visibleCustomers((await askWhole(filters)).data) };
  const last = pageCount(total, ADMIN_CUSTOMER_PAGE_SIZE);
  if (page > last) return fetchListing(filters, last);
  return { kind: 'server', customers: visibleCustomers(first.data), total, page };
}

/** How many customers the listing holds in all. */
export function listingTotal(listing: CustomerListing | null): number {
  if (!listing) return 0;
  return listing.kind === 'server' ? listing.total : listing.customers.length;
}
