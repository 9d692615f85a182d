import '../test/timing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addDays, isoOf, NOTIFY_EVENT, SCHEDULE_MESSAGES, TIME_OFF_MESSAGES, type ToastRequest, todayInIndia } from '@wellness/shared';
import { ENDPOINTS } from '@wellness/shared/client';
import { MemoryRouter } from '@wellness/shared/router';
import { AppProviders } from '@wellness/shared/ui';
import { bodiesSentTo, mockApiPost } from '../test/mockApi';
import { TimeOff } from './TimeOff';

const WHOLE_DAY = { id: 5, start: isoOf('2027-01-20', '00:00'), end: isoOf('2027-01-21', '00:00'), note: null };
const WEEK = Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '21:00' }));
const PENDING_ANSWER = 'Time off saved. It covers the pending visit KW-7Q2M at 15 Jan 27, 11:00 AM–12:30 PM: the admin must reassign it.';

function serve(addAnswer: string) {
  return mockApiPost({
    [ENDPOINTS.timeOffList.path]: () => ({ data: [WHOLE_DAY] }),
    [ENDPOINTS.massagerHours.path]: () => ({ massagerId: 3, hours: WEEK, custom: false }),
    [ENDPOINTS.addTimeOff.path]: () => ({ status: 'success', message: addAnswer }),
    [ENDPOINTS.deleteTimeOff.path]: () => ({ status: 'success', message: SCHEDULE_MESSAGES.timeOffRemoved }),
  });
}

function renderTimeOff() {
  render(
    <AppProviders>
      <MemoryRouter>
        <TimeOff />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The toasts asked for while each test runs. */
function toastsSeen() {
  const seen: ToastRequest[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<ToastRequest>).detail);
  beforeEach(() => {
    seen.length = 0;
    window.addEventListener(NOTIFY_EVENT, listener);
  });
  afterEach(() => window.removeEventListener(NOTIFY_EVENT, listener));
  return seen;
}

afterEach(() => jest.restoreAllMocks());

describe("the massager's time off", () => {
  const toasts = toastsSeen();

  it('asks whether the time off "will be removed" before removing it', async () => {
    const spy = serve(SCHEDULE_MESSAGES.timeOffSaved);
    renderTimeOff();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove time off 20 Jan 27, whole day' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Your time off 20 Jan 27, whole day will be removed');
    expect(question).not.toHaveTextContent('is removed');
    expect(bodiesSentTo(spy, ENDPOINTS.deleteTimeOff.path)).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: TIME_OFF_MESSAGES.removeQuestion('').confirmLabel }));
    await waitFor(() => expect(bodiesSentTo(spy, ENDPOINTS.deleteTimeOff.path)).toEqual([{ id: 5 }]));
  });

  async function addTimeOff() {
    const day = addDays(todayInIndia(), 3);
    fireEvent.change(await screen.findByLabelText(/^From date/), { target: { value: day } });
    fireEvent.change(screen.getByLabelText(/^From time/), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText(/^Until date/), { target: { value: day } });
    fireEvent.change(screen.getByLabelText(/^Until time/), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: TIME_OFF_MESSAGES.save }));
  }

  it('keeps the answer naming a pending visit in the form instead of the plain "Time off saved."', async () => {
    serve(PENDING_ANSWER);
    renderTimeOff();
    await addTimeOff();
    expect(await screen.findByRole('status')).toHaveTextContent(PENDING_ANSWER);
    expect(toasts.map((toast) => toast.message)).not.toContain(SCHEDULE_MESSAGES.timeOffSaved);
    expect(screen.getByLabelText(/^From time/)).toHaveValue('');
  });

  it('says "Time off saved." in a toast when no visit is covered', async () => {
    serve(SCHEDULE_MESSAGES.timeOffSaved);
    renderTimeOff();
    await addTimeOff();
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: SCHEDULE_MESSAGES.timeOffSaved })));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
