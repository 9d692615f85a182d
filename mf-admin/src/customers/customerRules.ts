import { ADMIN_CUSTOMER_CLIENT_PAGING_MAX, ADMIN_CUSTOMER_PAGE_SIZE, canAssign, type CustomerItem, listedForAdmin, requestStatusOf } from '@wellness/shared';
import { ENDPOINTS } from '@wellness/shared/client';

/** A Customer item of the admin list, as the API sends it (one contract type, in shared). */
export type Customer = CustomerItem;

const isCustomer = (item: unknown): item is Customer => typeof item === 'object' && item !== null && (item as { type?: unknown }).type === 'Customer';

/** The admin list: customers only, completed ones hidden, newest first (spec section 9). */
export function visibleCustomers(items: unknown): Customer[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter(isCustomer)
    .map((item) => ({ ...item, status: requestStatusOf(item.status) }))
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

/** The list call for these filters: the combined list without one; a name (and address) or address filter. */
export function listCall(filters: CustomerFilters): { path: string; body: Record<string, string> } {
  if (filters.name)
    return { path: ENDPOINTS.customerNameFilter.path, body: filters.address ? { name: filters.name, address: filters.address } : { name: filters.name } };
  if (filters.address) return { path: ENDPOINTS.customerAddressFilter.path, body: { address: filters.address } };
  return { path: ENDPOINTS.combinedList.path, body: {} };
}

type Post = (path: string, body: object) => Promise<{ data: { data?: unknown; totalRecords?: unknown } }>;
type Get = (path: string) => Promise<{ data: { data?: unknown } }>;

/**
 * Asks the server for `page` with its total first; when the total is small enough, the whole list as
 * the spec's screen has it (the same order: newest first, completed hidden).
 */
export async function fetchListing(http: { post: Post; get: Get }, filters: CustomerFilters, page: number): Promise<CustomerListing> {
  const { path, body } = listCall(filters);
  const first = await http.post(path, { ...body, page, per_page: ADMIN_CUSTOMER_PAGE_SIZE });
  const total = Number(first.data.totalRecords);
  if (!Number.isInteger(total) || total < 0) throw new Error('The list answered without totalRecords');
  if (total > ADMIN_CUSTOMER_CLIENT_PAGING_MAX) return { kind: 'server', customers: visibleCustomers(first.data.data), total, page };
  const whole = path === ENDPOINTS.combinedList.path ? await http.get(path) : await http.post(path, body);
  return { kind: 'whole', customers: visibleCustomers(whole.data.data) };
}

/** How many customers the listing holds in all. */
export function listingTotal(listing: CustomerListing | null): number {
  if (!listing) return 0;
  return listing.kind === 'server' ? listing.total : listing.customers.length;
}
