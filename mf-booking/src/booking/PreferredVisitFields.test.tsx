import { act, render, screen, waitFor } from '@testing-library/react';
import { addDays, APPOINTMENT_SLOTS, BOOKING_DAYS_AHEAD, indiaNow, SCHEDULE_MESSAGES } from '@wellness/shared/rules';
import { BookingProviders } from './BookingProviders';
import { PreferredVisitFields } from './PreferredVisitFields';

const tomorrow = addDays(indiaNow().date, 1);
const dayAfter = addDays(indiaNow().date, 2);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

test('when no day has a free time, the form says so and what the visitor can still do, tied to the time list', async () => {
  const fullDays = [tomorrow, dayAfter].map((date) => ({ date, slots: slotsWith(() => 0) }));
  call.mockResolvedValue({ days: fullDays, nextFreeDay: null });
  renderFields({ area: 'Kothrud', preferGender: 'female' });
  const said = `${SCHEDULE_MESSAGES.noFreeDayAheadFor('female', BOOKING_DAYS_AHEAD)} ${SCHEDULE_MESSAGES.sendWithAnyone}`;
  const message = await screen.findByText(new RegExp(escape(said)), {}, { timeout: 10_000 });
  expect(message).toHaveTextContent(SCHEDULE_MESSAGES.noFreeSlots);
  expect(screen.queryByRole('button', { name: /^Choose / })).toBeNull();
  const list = screen.getByRole('combobox', { name: 'Preferred time' });
  const described = (list.getAttribute('aria-describedby') ?? '').split(' ');
  expect(described).toContain(screen.getByRole('status').id);
  expect(screen.getByRole('status')).toHaveTextContent(said);
});

test('with Any as the preference and no free day, the form suggests Any time, even before a date is chosen', async () => {
  call.mockResolvedValue({ days: [{ date: tomorrow, slots: slotsWith(() => 0) }], nextFreeDay: null });
  renderFields({ area: 'Wakad', preferGender: 'any', date: '' });
  const said = `${SCHEDULE_MESSAGES.noFreeDayAhead(BOOKING_DAYS_AHEAD)} ${SCHEDULE_MESSAGES.sendWithAnyTime}`;
  expect(await screen.findByText(said, {}, { timeout: 10_000 })).toBeInTheDocument();
});

test('when the free times cannot be checked, the form says so, marks no time, and still offers every time and Any time', async () => {
  call.mockRejectedValue(Object.assign(new Error('Too Many Requests'), { status: 429 }));
  renderFields({ area: 'Hadapsar' });
  const note = await screen.findByText(SCHEDULE_MESSAGES.availabilityUnknown, {}, { timeout: 10_000 });
  const list = screen.getByRole('combobox', { name: 'Preferred time' });
  expect((list.getAttribute('aria-describedby') ?? '').split(' ')).toContain(note.id);
  expect(screen.getByRole('option', { name: '11:00 AM' })).toBeEnabled();
  expect(screen.getByRole('option', { name: 'Any time' })).toBeEnabled();
  expect(screen.queryByText(new RegExp(`\\(${SCHEDULE_MESSAGES.slotTaken}\\)`))).toBeNull();
});

test('choosing Any as the preference after none asks the server nothing more', async () => {
  call.mockResolvedValue({ days: [{ date: tomorrow, slots: slotsWith(() => 1) }], nextFreeDay: tomorrow });
  const asked = () => call.mock.calls.filter((args) => (args[2] as { params: { area: string } }).params.area === 'Viman Nagar');
  const view = renderFields({ area: 'Viman Nagar', preferGender: '' });
  await waitFor(() => expect(asked()).toHaveLength(1), { timeout: 10_000 });
  view.rerender(
    <BookingProviders>
      <PreferredVisitFields date={tomorrow} time="" area="Viman Nagar" preferGender="any" onDate={jest.fn()} onTime={jest.fn()} onBlur={jest.fn()} />
    </BookingProviders>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked()).toHaveLength(1);
  expect(asked()[0]?.[2]).toMatchObject({ params: { gender: 'any' } });
});
