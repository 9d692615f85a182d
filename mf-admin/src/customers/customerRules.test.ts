import { ADMIN_CUSTOMER_CLIENT_PAGING_MAX } from '@wellness/shared';
import { api, type CombinedListItem, ENDPOINTS } from '@wellness/shared/client';
import { assignButton, type Customer, fetchListing, pageOf, visibleCustomers } from './customerRules';

const customer = (id: number, time: string, status: Customer['status'] = 'pending') => ({ type: 'Customer', id, time, name: `C${id}`, status }) as Customer;

describe('the admin customer list', () => {
  it('keeps customers only, hides completed ones and puts the newest first', () => {
    const items = [
      customer(1, '2026-11-01T10:00:00Z'),
      { type: 'Massager', id: 9, name: 'Ravi' } as CombinedListItem,
      customer(2, '2026-11-03T10:00:00Z', 'completed'),
      customer(3, '2026-11-02T10:00:00Z', 'accepted'),
      { type: 'Request', id: 1, request_status: 'pending', massagerId: null } as CombinedListItem,
    ];
    expect(visibleCustomers(items).map((item) => item.id)).toEqual([3, 1]);
  });

  it('pages 10 at a time', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(items, 1)).toHaveLength(10);
    expect(pageOf(items, 3)).toEqual([20, 21, 22]);
  });
});

describe('the massager button', () => {
  it('reads Assign until a massager is assigned', () => {
    expect(assignButton({ massagerName: null, status: 'pending' })).toEqual({ label: 'Assign', disabled: false });
    expect(assignButton({ massagerName: 'Ravi Patil', status: 'pending' })).toEqual({ label: 'Ravi Patil', disabled: false });
  });
  it('is disabled once the request is accepted, and open again after a reject', () => {
    expect(assignButton({ massagerName: 'Ravi Patil', status: 'accepted' })?.disabled).toBe(true);
    expect(assignButton({ massagerName: 'Ravi Patil', status: 'rejected' })?.disabled).toBe(false);
  });
  it("is not offered for a cancelled booking (an erased customer's included)", () => {
    expect(assignButton({ massagerName: null, status: 'cancelled' })).toBeNull();
    expect(assignButton({ massagerName: 'Ravi Patil', status: 'cancelled' })).toBeNull();
  });
  it("says 'Reassign' after a reject, naming who rejected it", () => {
    expect(assignButton({ massagerName: 'Ravi Patil', status: 'rejected' })).toEqual({ label: 'Reassign', disabled: false, rejectedBy: 'Ravi Patil' });
  });
});

describe('loading the list: whole as the spec has it, or by the page past ADMIN_CUSTOMER_CLIENT_PAGING_MAX', () => {
  /** The API's answers: a page with `total` (or none), and the whole list with a completed customer and a massager mixed in. */
  function fakeServer(total: number | undefined) {
    const calls: string[] = [];
    const page = [customer(7, '2026-11-07T00:00:00Z'), customer(6, '2026-11-06T00:00:00Z')];
    const answer = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} as never });
    jest.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
      calls.push(`POST ${path} ${JSON.stringify(body)}`);
      return answer('page' in (body as object) ? { data: page, totalRecords: total } : { data: [...page, customer(5, '2026-11-05T00:00:00Z', 'completed')] });
    });
    jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      calls.push(`GET ${path}`);
      return answer({ data: [...page, { type: 'Massager', id: 1 }] });
    });
    return { calls };
  }
  afterEach(() => jest.restoreAllMocks());

  it('a small list: its total first, then the whole list (GET, the spec call), paged on the client', async () => {
    const { calls } = fakeServer(ADMIN_CUSTOMER_CLIENT_PAGING_MAX);
    const listing = await fetchListing({ name: '', address: '' }, 1);
    expect(listing).toEqual({ kind: 'whole', customers: visibleCustomers([customer(7, '2026-11-07T00:00:00Z'), customer(6, '2026-11-06T00:00:00Z')]) });
    expect(calls).toEqual([`POST ${ENDPOINTS.combinedListPage.path} {"page":1,"per_page":10}`, `GET ${ENDPOINTS.combinedList.path}`]);
  });

  it('a small match of both filters: one filter call carrying both, completed customers hidden', async () => {
    const { calls } = fakeServer(2);
    const listing = await fetchListing({ name: 'asha', address: 'kothrud' }, 1);
    expect(listing.kind).toBe('whole');
    expect(listing.customers.map((c) => c.id)).toEqual([7, 6]);
    expect(calls).toEqual([
      `POST ${ENDPOINTS.customerNameFilter.path} {"name":"asha","address":"kothrud","page":1,"per_page":10}`,
      `POST ${ENDPOINTS.customerNameFilter.path} {"name":"asha","address":"kothrud"}`,
    ]);
  });

  it("a large list: only the asked page, with the server's total; nothing is loaded whole", async () => {
    const { calls } = fakeServer(ADMIN_CUSTOMER_CLIENT_PAGING_MAX + 1);
    const listing = await fetchListing({ name: '', address: 'pune' }, 42);
    expect(listing).toEqual({
      kind: 'server',
      customers: visibleCustomers([customer(7, '2026-11-07T00:00:00Z'), customer(6, '2026-11-06T00:00:00Z')]),
      total: ADMIN_CUSTOMER_CLIENT_PAGING_MAX + 1,
      page: 42,
    });
    expect(calls).toEqual([`POST ${ENDPOINTS.customerAddressFilter.path} {"address":"pune","page":42,"per_page":10}`]);
  });

  it('an answer without totalRecords is a failed load, not an empty list', async () => {
    fakeServer(undefined);
    await expect(fetchListing({ name: '', address: '' }, 1)).rejects.toThrow('totalRecords');
  });
});
