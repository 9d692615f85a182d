import { intersectById, noResultsMessage } from './filterRules';

describe('filters', () => {
  it.each([
    ['Asha', 'Kothrud', 'No results found for the given name and address.'],
    ['', 'Kothrud', 'No results found for the given address.'],
    ['Asha', '', 'No results found for the given name.'],
  ])('name %p and address %p give %p when nothing is found', (name, address, message) => {
    expect(noResultsMessage(name, address)).toBe(message);
  });

  it('the massager filters, both at once, keep those both found', () => {
    expect(intersectById([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }])).toEqual([{ id: 2 }]);
  });
});
