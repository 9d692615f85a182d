import { assignButton, intersectById, noResultsMessage, pageOf, visibleCustomers } from './customerRules';

const customer = (id: number, time: string, status = 'pending') => ({ type: 'Customer', id, time, name: `C${id}`, status });

describe('the admin customer list', () => {
  it('keeps customers only, hides completed ones and puts the newest first', () => {
    const items = [
      customer(1, '2026-11-01T10:00:00Z'),
      { type: 'Massager', id: 9, name: 'Ravi' },
      customer(2, '2026-11-03T10:00:00Z', 'completed'),
      customer(3, '2026-11-02T10:00:00Z', 'accepted'),
      { type: 'Request', id: 1, request_status: 'pending' },
    ];
    expect(visibleCustomers(items).map((item) => item.id)).toEqual([3, 1]);
  });

  it('shows a customer without a request as pending', () => {
    expect(visibleCustomers([{ ...customer(4, '2026-11-01T00:00:00Z'), status: '' }])[0]?.status).toBe('pending');
  });

  it('pages 10 at a time', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(items, 1)).toHaveLength(10);
    expect(pageOf(items, 3)).toEqual([20, 21, 22]);
  });
});

describe('filters', () => {
  it.each([
    ['Asha', 'Kothrud', 'No results found for the given name and address.'],
    ['', 'Kothrud', 'No results found for the given address.'],
    ['Asha', '', 'No results found for the given name.'],
  ])('name %p and address %p give %p when nothing is found', (name, address, message) => {
    expect(noResultsMessage(name, address)).toBe(message);
  });

  it('with both filters keeps the customers both found', () => {
    expect(intersectById([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }])).toEqual([{ id: 2 }]);
  });
});

describe('the massager button', () => {
  it("reads Assign until a massager is assigned", () => {
    expect(assignButton({ massagerName: null, status: 'pending' })).toEqual({ label: 'Assign', disabled: false });
    expect(assignButton({ massagerName: 'Ravi Patil', status: 'pending' })).toEqual({ label: 'Ravi Patil', disabled: false });
  });
  it('is disabled once the request is accepted, and open again after a reject', () => {
    expect(assignButton({ massagerName: 'Ravi Patil', status: 'accepted' }).disabled).toBe(true);
    expect(assignButton({ massagerName: 'Ravi Patil', status: 'rejected' }).disabled).toBe(false);
  });
});
