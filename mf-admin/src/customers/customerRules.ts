import { ADMIN_CUSTOMER_PAGE_SIZE, ADMIN_MESSAGES, type CustomerItem, type RequestStatus } from '@wellness/shared';

/** A Customer item of the admin list, as the API sends it (one contract type, in shared). */
export type Customer = CustomerItem;

const isCustomer = (item: unknown): item is Customer =>
  typeof item === 'object' && item !== null && (item as { type?: unknown }).type === 'Customer';

/** The admin list: customers only, completed ones hidden, newest first (spec section 9). */
export function visibleCustomers(items: unknown): Customer[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter(isCustomer)
    .map((item) => ({ ...item, status: (item.status || 'pending').toLowerCase() as RequestStatus }))
    .filter((item) => item.status !== 'completed')
    .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
}

/** Client-side paging, 10 a page. */
export function pageOf<T>(items: readonly T[], page: number, size = ADMIN_CUSTOMER_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The empty-filter message for what was searched (spec section 8). */
export function noResultsMessage(name: string, address: string): string {
  if (name && address) return ADMIN_MESSAGES.noResultsNameAndAddress;
  return address ? ADMIN_MESSAGES.noResultsAddress : ADMIN_MESSAGES.noResultsName;
}

/** Customers found by both filters when both are used. */
export function intersectById<T extends { id: number }>(first: readonly T[], second: readonly T[]): T[] {
  const ids = new Set(second.map((item) => item.id));
  return first.filter((item) => ids.has(item.id));
}

/** The massager button: the massager's name once assigned, 'Assign' before; disabled once the request is accepted. */
export function assignButton(customer: Pick<Customer, 'massagerName' | 'status'>): { label: string; disabled: boolean } {
  return { label: customer.massagerName || 'Assign', disabled: customer.status === 'accepted' || customer.status === 'completed' };
}
