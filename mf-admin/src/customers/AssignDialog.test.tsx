import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, NOTIFY_EVENT, type ToastRequest } from '@wellness/shared';
import { api } from '@wellness/shared/client';
import { AppProviders } from '@wellness/shared/ui';
import { AssignDialog } from './AssignDialog';
import { suggestedSearches } from './assignSearch';
import type { Customer } from './customerRules';

const MASSAGERS = [
  { massager_id: 1, massager_name: 'Ravi Patil', massager_address: 'Karve Nagar, Pune', massager_gender: 'male' },
  { massager_id: 2, massager_name: 'Meera Joshi', massager_address: 'Baner, Pune', massager_gender: 'female' },
];
const searches: { address: string; gender: string }[] = [];
// The schedule's answer: Ravi busy with another visit then, Meera free.
const BUSY_RAVI = {
  data: [
    { massagerId: 2, state: 'free', clash: null },
    { massagerId: 1, state: 'busy', clash: { reference: 'KW-7Q2M', when: '2026-12-01 6:00 PM–7:30 PM' } },
  ],
  start: '2026-12-01T13:00:00.000Z',
  minutes: 90,
};
let roster = MASSAGERS;
// The server's answer for a length asked (the booking's own when none is): a fixed answer, or one per length.
let schedule: object | ((minutes: number | undefined) => object) = BUSY_RAVI;
const scheduleAsked: (number | undefined)[] = [];
const assignments: { massager_id: number; customer_id: number; minutes?: number }[] = [];

beforeAll(() => {
  // The server's search: the text where it starts a word of the address (ignoring case), gender male/female or any.
  api.defaults.adapter = async (config) => {
    if (config.url?.endsWith('/assign_options.php')) {
      const { minutes } = JSON.parse(config.data) as { minutes?: number };
      scheduleAsked.push(minutes);
      return { data: typeof schedule === 'function' ? schedule(minutes) : schedule, status: 200, statusText: 'OK', headers: {}, config };
    }
    if (config.url?.endsWith('/send_request.php')) {
      assignments.push(JSON.parse(config.data));
      return { data: { status: 'success', message: 'Massager assigned successfully to Customer' }, status: 200, statusText: 'OK', headers: {}, config };
    }
    const body = JSON.parse(config.data) as { address: string; gender: string };
    searches.push(body);
    const data = roster.filter(
      (m) => ` ${m.massager_address.toLowerCase()}`.includes(` ${body.address.toLowerCase()}`) && (body.gender === 'any' || m.massager_gender === body.gender),
    );
    return { data: { status: 'success', data }, status: 200, statusText: 'OK', headers: {}, config };
  };
});
beforeEach(() => {
  searches.length = 0;
  scheduleAsked.length = 0;
  assignments.length = 0;
  roster = MASSAGERS;
  schedule = BUSY_RAVI;
});

const customer = (address: string, prefgender: string) => ({ id: 7, name: 'Asha Kulkarni', address, prefgender, massagerId: null }) as unknown as Customer;

const open = (who: Customer, onAssigned: () => void = () => undefined) =>
  render(
    <AppProviders>
      <AssignDialog customer={who} onClose={() => undefined} onAssigned={onAssigned} />
    </AppProviders>,
  );

const listed = async () => {
  const group = await screen.findByRole('radiogroup', { name: 'Massagers' });
  return within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent ?? '');
};

test('the suggestion is the area before the pin code and the preferred gender, then wider', () => {
  expect(suggestedSearches(customer('Lane 5, Karve Nagar, 411038', 'female'))).toEqual([
    { address: 'Karve Nagar', gender: 'female' },
    { address: '', gender: 'female' },
    { address: '', gender: 'any' },
  ]);
  expect(suggestedSearches(customer('Lane 5, Baner', 'any'))).toEqual([
    { address: 'Baner', gender: 'any' },
    { address: '', gender: 'any' },
  ]);
});

test('opens on the suggestion when it finds someone', async () => {
  open(customer('Lane 5, Karve Nagar, 411038', 'male'));
  expect(await listed()).toEqual([expect.stringContaining('Ravi Patil')]);
  expect(screen.getByLabelText('Search address')).toHaveValue('Karve Nagar');
  expect(screen.getByLabelText('Massager gender')).toHaveValue('male');
  expect(screen.queryByRole('status')).toBeNull();
});

test('never opens on an empty list: a suggestion that finds nobody widens, and says so', async () => {
  open(customer('Lane 5, Karve Nagar, 411038', 'female'));
  expect(await listed()).toEqual([expect.stringContaining('Meera Joshi')]);
  expect(screen.getByRole('status')).toHaveTextContent('No female massager in Karve Nagar; showing female massagers.');
  expect(screen.getByLabelText('Search address')).toHaveValue('');
  expect(searches).toEqual([
    { address: 'Karve Nagar', gender: 'female' },
    { address: '', gender: 'female' },
  ]);
});

test('Show all is one click from any search', async () => {
  open(customer('Lane 5, Karve Nagar, 411038', 'male'));
  expect(await listed()).toHaveLength(1);
  fireEvent.change(screen.getByLabelText('Search address'), { target: { value: 'Hadapsar' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText(/No massager matches this address and gender/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
  await waitFor(async () => expect(await listed()).toHaveLength(2));
  expect(screen.getByLabelText('Search address')).toHaveValue('');
  expect(screen.getByLabelText('Massager gender')).toHaveValue('any');
});

test("shows the visitor's preferred visit, when there is one", async () => {
  open({ ...customer('Lane 5, Karve Nagar, 411038', 'male'), appointment: '2026-12-01 18:30' });
  expect(await listed()).toHaveLength(1);
  expect(screen.getByText(/Preferred visit:/)).toHaveTextContent('Preferred visit: 01 Dec 26, 6:30 PM');
});

test('says nothing of a visit when none was asked for', async () => {
  open(customer('Lane 5, Karve Nagar, 411038', 'male'));
  expect(await listed()).toHaveLength(1);
  expect(screen.queryByText(/Preferred visit:/)).toBeNull();
});

test('each massager says how it stands for the visit: free ones first, a busy one names the clashing visit', async () => {
  open({ ...customer('Lane 5, Baner', 'any'), appointment: '2026-12-01 18:30' });
  fireEvent.click(await screen.findByRole('button', { name: 'Show all' }));
  await waitFor(async () => expect(await listed()).toEqual([expect.stringContaining('Meera Joshi'), expect.stringContaining('Ravi Patil')]));
  const rows = await listed();
  expect(rows[0]).toContain('Free then');
  expect(rows[1]).toContain('Busy: visit KW-7Q2M at 2026-12-01 6:00 PM–7:30 PM');
  expect(screen.getByLabelText('Visit length')).toHaveValue('90');
});

describe('a massager the server would refuse for the visit cannot be chosen', () => {
  // Busy, on time off and outside working hours are refused by the server; another gender than the one preferred is not.
  const ROSTER = [
    ...MASSAGERS,
    { massager_id: 3, massager_name: 'Kiran Shinde', massager_address: 'Wakad, Pune', massager_gender: 'male' },
    { massager_id: 4, massager_name: 'Sunil More', massager_address: 'Aundh, Pune', massager_gender: 'male' },
    { massager_id: 5, massager_name: 'Ajay Pawar', massager_address: 'Kothrud, Pune', massager_gender: 'male' },
  ];
  const EVERY_STATE = {
    ...BUSY_RAVI,
    data: [
      ...BUSY_RAVI.data,
      { massagerId: 3, state: 'off', clash: null },
      { massagerId: 4, state: 'hours', clash: null },
      { massagerId: 5, state: 'gender', clash: null },
    ],
  };
  const toasts: ToastRequest[] = [];
  const heard = (event: Event) => toasts.push((event as CustomEvent<ToastRequest>).detail);
  beforeAll(() => window.addEventListener(NOTIFY_EVENT, heard));
  afterAll(() => window.removeEventListener(NOTIFY_EVENT, heard));
  beforeEach(() => {
    toasts.length = 0;
    roster = ROSTER;
    schedule = EVERY_STATE;
  });

  const radio = (name: RegExp) => within(screen.getByRole('radiogroup', { name: 'Massagers' })).getByRole('radio', { name });
  const showAll = async (who: Customer) => {
    open(who);
    fireEvent.click(await screen.findByRole('button', { name: 'Show all' }));
    await waitFor(async () => expect(await listed()).toHaveLength(ROSTER.length));
  };
  const pressAssign = () => userEvent.click(screen.getByRole('button', { name: 'Assign' }));
  const atSixThirty = (massagerId: number | null = null) => ({ ...customer('Lane 5, Baner', 'any'), appointment: '2026-12-01 18:30', massagerId }) as Customer;

  test('busy, off and outside hours are listed, with their reason in the name, but disabled; free and another gender can be chosen', async () => {
    await showAll(atSixThirty());
    expect(radio(/^Ravi Patil.*Busy: visit KW-7Q2M at 2026-12-01 6:00 PM–7:30 PM$/)).toBeDisabled();
    expect(radio(/^Kiran Shinde.*Time off then$/)).toBeDisabled();
    expect(radio(/^Sunil More.*Outside working hours$/)).toBeDisabled();
    expect(radio(/^Meera Joshi.*Free then$/)).toBeEnabled();
    expect(radio(/^Ajay Pawar.*Not the preferred gender$/)).toBeEnabled();
    // Free ones first, then another gender (choosable), the refused after them.
    expect((await listed()).map((row) => row.split(/male|female/)[0])).toEqual(['Meera Joshi', 'Ajay Pawar', 'Ravi Patil', 'Kiran Shinde', 'Sunil More']);
  });

  test('pressing a busy massager chooses nobody: Assign asks for a massager and sends nothing', async () => {
    await showAll(atSixThirty());
    await userEvent.click(radio(/^Ravi Patil/));
    expect(radio(/^Ravi Patil/)).not.toBeChecked();
    await pressAssign();
    expect(toasts.map((toast) => toast.message)).toEqual([ADMIN_MESSAGES.selectMassager]);
    expect(assignments).toEqual([]);
  });

  test('a massager of another gender than the one preferred is assigned, as the server allows', async () => {
    const assigned = jest.fn();
    open(atSixThirty(), assigned);
    fireEvent.click(await screen.findByRole('button', { name: 'Show all' }));
    await waitFor(async () => expect(await listed()).toHaveLength(ROSTER.length));
    await userEvent.click(radio(/^Ajay Pawar/));
    expect(radio(/^Ajay Pawar/)).toBeChecked();
    await pressAssign();
    await waitFor(() => expect(assigned).toHaveBeenCalled());
    expect(assignments).toEqual([{ massager_id: 5, customer_id: 7, minutes: 90 }]);
  });

  test('the massager assigned now is not chosen when its time no longer fits', async () => {
    await showAll(atSixThirty(1));
    expect(radio(/^Ravi Patil/)).toBeDisabled();
    expect(radio(/^Ravi Patil/)).not.toBeChecked();
    await pressAssign();
    expect(assignments).toEqual([]);
  });

  test('the schedule is asked again for the length chosen: a shorter visit may fit, a longer one rules the choice out', async () => {
    // Ravi's next visit leaves room for an hour from 18:30, not for more.
    schedule = (minutes: number | undefined) =>
      minutes !== undefined && minutes <= 60
        ? { ...EVERY_STATE, minutes, data: EVERY_STATE.data.map((o) => (o.massagerId === 1 ? { massagerId: 1, state: 'free', clash: null } : o)) }
        : { ...EVERY_STATE, minutes: minutes ?? 90 };
    await showAll(atSixThirty());
    expect(radio(/^Ravi Patil/)).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Visit length'), { target: { value: '60' } });
    // Until the answer for 60 minutes is in, the note says what the states are for.
    expect(screen.getByText('Free and busy are shown for a 90-minute visit; Assign checks the 60 minutes chosen.')).toBeInTheDocument();
    await waitFor(() => expect(radio(/^Ravi Patil.*Free then$/)).toBeEnabled());
    expect(screen.queryByText(/Free and busy are shown for/)).toBeNull();
    expect(scheduleAsked).toEqual([undefined, 60]);
    await userEvent.click(radio(/^Ravi Patil/));
    expect(radio(/^Ravi Patil/)).toBeChecked();
    fireEvent.change(screen.getByLabelText('Visit length'), { target: { value: '120' } });
    await waitFor(() => expect(radio(/^Ravi Patil.*Busy/)).toBeDisabled());
    expect(radio(/^Ravi Patil/)).not.toBeChecked();
    await pressAssign();
    expect(assignments).toEqual([]);
    // Shortened again, Ravi can be chosen again, but is not chosen behind the admin's back.
    fireEvent.change(screen.getByLabelText('Visit length'), { target: { value: '60' } });
    await waitFor(() => expect(radio(/^Ravi Patil.*Free then$/)).toBeEnabled());
    expect(radio(/^Ravi Patil/)).not.toBeChecked();
    expect(scheduleAsked).toEqual([undefined, 60, 120, 60]);
  });

  test("closed and opened again, the dialog starts from the booking's own length", async () => {
    const who = atSixThirty();
    const view = open(who);
    fireEvent.click(await screen.findByRole('button', { name: 'Show all' }));
    fireEvent.change(screen.getByLabelText('Visit length'), { target: { value: '120' } });
    await waitFor(() => expect(scheduleAsked).toEqual([undefined, 120]));
    const again = (customerNow: Customer | null) => (
      <AppProviders>
        <AssignDialog customer={customerNow} onClose={() => undefined} onAssigned={() => undefined} />
      </AppProviders>
    );
    view.rerender(again(null));
    view.rerender(again(who));
    await waitFor(() => expect(scheduleAsked).toEqual([undefined, 120, undefined]));
    expect(await screen.findByLabelText('Visit length')).toHaveValue('90');
  });

  test("a booking with no time ('Any time') is assigned as today: every massager can be chosen", async () => {
    schedule = { data: ROSTER.map((m) => ({ massagerId: m.massager_id, state: 'no-time', clash: null })), start: null, minutes: 90 };
    const assigned = jest.fn();
    open(customer('Lane 5, Baner', 'any'), assigned);
    fireEvent.click(await screen.findByRole('button', { name: 'Show all' }));
    await waitFor(async () => expect(await listed()).toHaveLength(ROSTER.length));
    for (const name of ['Ravi Patil', 'Meera Joshi', 'Kiran Shinde', 'Sunil More', 'Ajay Pawar'])
      expect(radio(new RegExp(`^${name}.*No time set`))).toBeEnabled();
    fireEvent.change(screen.getByLabelText('Visit length'), { target: { value: '120' } });
    expect(screen.queryByText(/Free and busy are shown for/)).toBeNull();
    await userEvent.click(radio(/^Ravi Patil/));
    await pressAssign();
    await waitFor(() => expect(assigned).toHaveBeenCalled());
    expect(assignments).toEqual([{ massager_id: 1, customer_id: 7, minutes: 120 }]);
  });
});
