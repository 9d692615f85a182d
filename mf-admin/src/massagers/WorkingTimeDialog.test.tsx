import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addDays, isoOf, SCHEDULE_MESSAGES, TIME_OFF_MESSAGES, todayInIndia } from '@wellness/shared';
import { api, ENDPOINTS } from '@wellness/shared/client';
import { AppProviders } from '@wellness/shared/ui';
import { WorkingTimeDialog } from './WorkingTimeDialog';

jest.setTimeout(30_000);

const WEEK = Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '21:00' }));
const WHOLE_DAY = { id: 7, start: isoOf('2027-01-21', '00:00'), end: isoOf('2027-01-22', '00:00'), note: 'Wedding' };
const PENDING_ANSWER = 'Time off saved. It covers the pending visit KW-7Q2M at 15 Jan 27, 11:00 AM–12:30 PM: the admin must reassign it.';

type Handler = (body: Record<string, unknown>) => unknown;
let handlers: Record<string, Handler>;
let sent: { path: string; body: Record<string, unknown> }[];

/** A refusal as axios reports it: the status and the API's JSON answer. */
function refused(status: number, data: Record<string, unknown>) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data } });
}

beforeEach(() => {
  sent = [];
  handlers = {
    [ENDPOINTS.massagerHours.path]: () => ({ massagerId: 3, hours: WEEK, custom: false }),
    [ENDPOINTS.timeOffList.path]: () => ({ data: [WHOLE_DAY] }),
    [ENDPOINTS.updateMassagerHours.path]: () => ({ status: 'success', message: SCHEDULE_MESSAGES.hoursSaved }),
    [ENDPOINTS.addTimeOff.path]: () => ({ status: 'success', message: SCHEDULE_MESSAGES.timeOffSaved }),
    [ENDPOINTS.deleteTimeOff.path]: () => ({ status: 'success', message: SCHEDULE_MESSAGES.timeOffRemoved }),
  };
  jest.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
    sent.push({ path, body: (body ?? {}) as Record<string, unknown> });
    const handler = handlers[path];
    if (!handler) throw new Error(`No answer for ${path}`);
    return { data: handler((body ?? {}) as Record<string, unknown>), status: 200, statusText: 'OK', headers: {}, config: {} as never };
  });
});
afterEach(() => jest.restoreAllMocks());

const sentTo = (path: string) => sent.filter((call) => call.path === path).map((call) => call.body);

async function openDialog() {
  render(
    <AppProviders>
      <WorkingTimeDialog massager={{ id: 3, name: 'Ravi Patil' }} onClose={() => undefined} />
    </AppProviders>,
  );
  return screen.findByLabelText('Sunday from');
}

describe("the admin's hours and time off of a massager", () => {
  it('names a Sunday that closes before it opens with the shared rule, and sends nothing', async () => {
    fireEvent.change(await openDialog(), { target: { value: '21:00' } });
    fireEvent.change(screen.getByLabelText('Sunday to'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULE_MESSAGES.hoursOrder);
    expect(sentTo(ENDPOINTS.updateMassagerHours.path)).toEqual([]);
  });

  it("shows the server's reason for the hours, not its general 'Some fields are not valid.'", async () => {
    handlers[ENDPOINTS.updateMassagerHours.path] = () => {
      throw refused(400, { status: 'error', message: 'Some fields are not valid.', errors: { hours: SCHEDULE_MESSAGES.hoursWeek } });
    };
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SCHEDULE_MESSAGES.hoursWeek);
    expect(alert).not.toHaveTextContent('Some fields are not valid.');
  });

  it('heads the two times Opens and Closes, with "to" between them', async () => {
    await openDialog();
    expect(screen.getByText('Opens')).toBeVisible();
    expect(screen.getByText('Closes')).toBeVisible();
    expect(screen.getAllByText('to')).toHaveLength(7);
    expect(screen.getByLabelText('Saturday to')).toHaveValue('21:00');
  });

  it("reads a whole day as the massager's page does, and asks before removing it", async () => {
    await openDialog();
    // The day of 21 Jan 27 ends at the next midnight: one whole day, the 21st.
    expect(await screen.findByText('21 Jan 27, whole day')).toBeInTheDocument();
    expect(screen.queryByText(/12:00 AM/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove time off 21 Jan 27, whole day' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('The time off of Ravi Patil, 21 Jan 27, whole day, will be removed');
    expect(sentTo(ENDPOINTS.deleteTimeOff.path)).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: TIME_OFF_MESSAGES.adminRemoveQuestion('', '').confirmLabel }));
    await waitFor(() => expect(sentTo(ENDPOINTS.deleteTimeOff.path)).toEqual([{ id: 7 }]));
  });

  it('keeps the answer naming a pending visit in the form, and clears the form after saving', async () => {
    handlers[ENDPOINTS.addTimeOff.path] = () => ({ status: 'success', message: PENDING_ANSWER });
    await openDialog();
    const day = addDays(todayInIndia(), 3);
    fireEvent.change(screen.getByLabelText(/^From date/), { target: { value: day } });
    fireEvent.change(screen.getByLabelText(/^From time/), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText(/^Until date/), { target: { value: day } });
    fireEvent.change(screen.getByLabelText(/^Until time/), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Doctor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save time off' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PENDING_ANSWER);
    expect(sentTo(ENDPOINTS.addTimeOff.path)).toEqual([{ fromDate: day, fromTime: '10:00', toDate: day, toTime: '12:00', note: 'Doctor', massager_id: 3 }]);
    expect(screen.getByLabelText(/^Note/)).toHaveValue('');
    expect(screen.getByLabelText(/^From time/)).toHaveValue('');
    expect(screen.getByLabelText(/^From date/)).toHaveValue(todayInIndia());
  });
});
