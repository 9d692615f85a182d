import { isoOf } from '@wellness/shared/rules';
import { closedBlocks, PX_PER_MINUTE, visitBlock } from './dayLayout';

const day = '2026-12-10';

test('a visit sits from its start to its end on the axis, with its travel drawn before it', () => {
  const block = visitBlock(
    { customerId: 1, reference: 'KW-1', name: 'Asha', area: 'Kothrud', status: 'accepted', start: isoOf(day, '10:00'), minutes: 90, travelBefore: 30 },
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
