import { assignStateText, bySchedule } from './assignOptions';

test('a busy massager is named with the clashing visit; free ones come first', () => {
  const options = [
    { massagerId: 1, state: 'busy' as const, clash: { reference: 'KW-ABC', when: '2026-12-01 11:00 AM–12:30 PM' } },
    { massagerId: 2, state: 'free' as const, clash: null },
    { massagerId: 3, state: 'gender' as const, clash: null },
  ];
  expect(assignStateText(options[0])).toBe('Busy: visit KW-ABC at 2026-12-01 11:00 AM–12:30 PM');
  expect(bySchedule([{ id: 3 }, { id: 1 }, { id: 2 }], (m) => m.id, options).map((m) => m.id)).toEqual([2, 1, 3]);
  expect(bySchedule([{ id: 3 }, { id: 1 }], (m) => m.id, null).map((m) => m.id)).toEqual([3, 1]);
});
