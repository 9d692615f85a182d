import { isoOf } from '@wellness/shared/rules';
import { AXIS, closedBlocks, duringTimeOff, GRID_HEIGHT, hourLabelTop, LABEL_ROOM, PX_PER_MINUTE, visitBlock } from './dayLayout';

const day = '2026-12-10';

test('a visit sits from its start to its end on the axis, with its travel drawn before it', () => {
  const block = visitBlock(
    {
      customerId: 1,
      reference: 'KW-1',
      name: 'Asha',
      address: 'Lane 1, Kothrud',
      contact: '9876543210',
      area: 'Kothrud',
      status: 'accepted',
      start: isoOf(day, '10:00'),
      minutes: 90,
      travelBefore: 30,
    },
    day,
  );
  expect(block.top).toBe(120 * PX_PER_MINUTE);
  expect(block.height).toBe(90 * PX_PER_MINUTE);
  expect(block.travel).toEqual({ top: 90 * PX_PER_MINUTE, height: 30 * PX_PER_MINUTE });
});

test('outside the working hours is shaded; a day off is shaded whole', () => {
  expect(closedBlocks({ opens: '09:00', closes: '21:00' })).toEqual([
    { top: 0, height: 60 * PX_PER_MINUTE },
    { top: 780 * PX_PER_MINUTE, height: 60 * PX_PER_MINUTE },
  ]);
  expect(closedBlocks(null)).toEqual([{ top: 0, height: 840 * PX_PER_MINUTE }]);
});

test('a visit is during time off when any of it overlaps one; touching its edge is not', () => {
  const visit = { start: isoOf(day, '16:00'), minutes: 60 };
  const off = (from: string, to: string) => ({ start: isoOf(day, from), end: isoOf(day, to) });
  expect(duringTimeOff(visit, [off('15:00', '16:30')])).toBe(true);
  expect(duringTimeOff(visit, [off('16:15', '16:30')])).toBe(true);
  expect(duringTimeOff(visit, [off('09:00', '10:00'), off('16:59', '18:00')])).toBe(true);
  expect(duringTimeOff(visit, [off('15:00', '16:00'), off('17:00', '18:00')])).toBe(false);
  expect(duringTimeOff(visit, [])).toBe(false);
});

test("the last hour's label, centred on the grid's bottom line, has room below it", () => {
  const lastLabelBottom = hourLabelTop(AXIS.to) + 16;
  expect(lastLabelBottom).toBeLessThanOrEqual(GRID_HEIGHT + LABEL_ROOM);
});
