import { render, screen } from '@testing-library/react';
import { addDays, APPOINTMENT_SLOTS, indiaNow, SCHEDULE_MESSAGES } from '@wellness/shared/rules';
import { BookingProviders } from './BookingProviders';
import { PreferredVisitFields } from './PreferredVisitFields';

const tomorrow = addDays(indiaNow().date, 1);
const dayAfter = addDays(indiaNow().date, 2);
const slotsWith = (free: (time: string) => number) => APPOINTMENT_SLOTS.map((time) => ({ time, free: free(time) }));

const call = jest.fn();
jest.mock('@wellness/shared/client', () => ({ ...jest.requireActual('@wellness/shared/client'), call: (...args: unknown[]) => call(...args) }));

function renderFields(props: Partial<Parameters<typeof PreferredVisitFields>[0]> = {}) {
  return render(
    <BookingProviders>
      <PreferredVisitFields date={tomorrow} time="" area="Aundh" preferGender="female" onDate={jest.fn()} onTime={jest.fn()} onBlur={jest.fn()} {...props} />
    </BookingProviders>,
  );
}

test('a taken slot is listed as taken and cannot be chosen; a free one can', async () => {
  call.mockResolvedValue({ days: [{ date: tomorrow, slots: slotsWith((t) => (t === '11:00' ? 0 : 1)) }], nextFreeDay: tomorrow });
  renderFields();
  const taken = await screen.findByRole('option', { name: `11:00 AM (${SCHEDULE_MESSAGES.slotTaken})` }, { timeout: 10_000 });
  expect(taken).toBeDisabled();
  expect(screen.getByRole('option', { name: '2:00 PM' })).toBeEnabled();
  expect(screen.getByRole('option', { name: 'Any time' })).toBeEnabled();
  expect(call.mock.calls[0]?.[2]).toMatchObject({ params: { area: 'Aundh', gender: 'female' } });
});

test('a full day says so and offers the next day with a free time', async () => {
  call.mockResolvedValue({
    days: [
      { date: tomorrow, slots: slotsWith(() => 0) },
      { date: dayAfter, slots: slotsWith(() => 1) },
    ],
    nextFreeDay: dayAfter,
  });
  const onDate = jest.fn();
  renderFields({ area: 'Baner', onDate });
  expect(await screen.findByText(new RegExp(SCHEDULE_MESSAGES.noFreeSlots), {}, { timeout: 10_000 })).toBeInTheDocument();
  (await screen.findByRole('button', { name: /^Choose / })).click();
  expect(onDate).toHaveBeenCalledWith(dayAfter);
});

test('without an area the form offers every time and says why it cannot tell which are free', () => {
  renderFields({ area: '' });
  expect(screen.getByText(SCHEDULE_MESSAGES.chooseArea)).toBeInTheDocument();
  expect(screen.getByRole('option', { name: '11:00 AM' })).toBeEnabled();
});
