import { assignStateText, bySchedule, checkedLengthText, refusedMassagers } from './assignOptions';

test('a busy massager is named with the clashing visit; free ones first, then another gender, then the refused', () => {
  const options = [
    { massagerId: 1, state: 'busy' as const, clash: { reference: 'KW-ABC', when: '2026-12-01 11:00 AM–12:30 PM' } },
    { massagerId: 2, state: 'free' as const, clash: null },
    { massagerId: 3, state: 'gender' as const, clash: null },
  ];
  expect(assignStateText(options[0])).toBe('Busy: visit KW-ABC at 2026-12-01 11:00 AM–12:30 PM');
  expect(bySchedule([{ id: 3 }, { id: 1 }, { id: 2 }], (m) => m.id, options).map((m) => m.id)).toEqual([2, 3, 1]);
  expect(bySchedule([{ id: 3 }, { id: 1 }], (m) => m.id, null).map((m) => m.id)).toEqual([3, 1]);
});

describe('the massagers the server would refuse', () => {
  const schedule = {
    data: [
      { massagerId: 1, state: 'free' as const, clash: null },
      { massagerId: 2, state: 'busy' as const, clash: { reference: 'KW-ABC', when: '2026-12-01 11:00 AM–12:30 PM' } },
      { massagerId: 3, state: 'off' as const, clash: null },
      { massagerId: 4, state: 'hours' as const, clash: null },
      { massagerId: 5, state: 'gender' as const, clash: null },
    ],
    start: '2026-12-01T05:30:00.000Z',
    minutes: 90,
  };

  test('busy, off and outside hours, for the length checked or a longer one; never another gender than the one preferred', () => {
    expect([...refusedMassagers(schedule, 90)]).toEqual(['2', '3', '4']);
    expect([...refusedMassagers(schedule, 120)]).toEqual(['2', '3', '4']);
    expect(checkedLengthText(schedule, 90)).toBeNull();
    expect(checkedLengthText(schedule, 120)).toBe('Free and busy are shown for a 90-minute visit; Assign checks the 120 minutes chosen.');
  });

  test('nobody for a shorter visit, which may fit where the checked one did not', () => {
    expect(refusedMassagers(schedule, 60).size).toBe(0);
  });

  test("nobody for a booking with no time ('Any time'), nor before the schedule has answered", () => {
    const anyTime = { data: schedule.data.map((option) => ({ ...option, state: 'no-time' as const, clash: null })), start: null, minutes: 90 };
    expect(refusedMassagers(anyTime, 90).size).toBe(0);
    expect(checkedLengthText(anyTime, 120)).toBeNull();
    expect(refusedMassagers(null, 90).size).toBe(0);
  });
});
