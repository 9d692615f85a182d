import { fireEvent, screen, within } from '@testing-library/react';
import { api } from '@wellness/shared/client';
import { isoOf, type ScheduleDayAnswer, type ScheduleVisit } from '@wellness/shared/rules';
import { renderOnStore } from '../test/onStore';
import { ScheduleScreen } from './ScheduleScreen';

const BUSY_DAY = '2027-01-15';
const EMPTY_DAY = '2027-01-16';

const visit = (customerId: number, name: string, time: string, minutes: number, extra: Partial<ScheduleVisit> = {}): ScheduleVisit => ({
  customerId,
  reference: `KW-${customerId}`,
  name,
  address: customerId === 11 ? 'Flat 4, Lane 7, Kothrud, Pune 411038' : `House ${customerId}, Kothrud, Pune 411038`,
  contact: customerId === 11 ? '9876543210' : '9000000000',
  area: 'Kothrud',
  status: 'accepted',
  start: isoOf(BUSY_DAY, time),
  minutes,
  travelBefore: null,
  ...extra,
});

const DAYS: Record<string, ScheduleDayAnswer> = {
  [BUSY_DAY]: {
    date: BUSY_DAY,
    massagers: [
      {
        id: 1,
        name: 'Ravi Patil',
        gender: 'male',
        hours: { opens: '09:00', closes: '21:00' },
        timeOff: [{ id: 5, start: isoOf(BUSY_DAY, '15:00'), end: isoOf(BUSY_DAY, '17:00'), note: 'Doctor' }],
        visits: [visit(11, 'Asha Kulkarni', '10:00', 90), visit(12, 'Neha Deshpande', '16:00', 30, { area: 'Baner', status: 'pending', travelBefore: 20 })],
      },
    ],
    unassigned: [visit(13, 'Revtest orbjcmsk with a rather long name indeed', '10:30', 90)],
  },
  [EMPTY_DAY]: {
    date: EMPTY_DAY,
    massagers: [{ id: 1, name: 'Ravi Patil', gender: 'male', hours: { opens: '09:00', closes: '21:00' }, timeOff: [], visits: [] }],
    unassigned: [],
  },
};

beforeAll(() => {
  api.defaults.adapter = async (config) => {
    const body = JSON.parse(config.data ?? '{}') as Record<string, unknown>;
    const ok = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config });
    if (config.url?.endsWith('/schedule_day.php')) {
      const date = body.date as string;
      return ok(DAYS[date] ?? { date, massagers: [], unassigned: [] });
    }
    if (config.url?.endsWith('/customer_history.php')) {
      return ok({
        data: [
          {
            id: 1,
            kind: 'assigned',
            at: '2027-01-10T05:00:00.000Z',
            actorRole: 'admin',
            actor: 'admin@kothrudwellness.demo',
            subject: 'Ravi Patil',
            detail: null,
          },
        ],
      });
    }
    throw new Error(`unexpected ${config.url}`);
  };
});

async function chooseDay(date: string) {
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: date } });
  await screen.findByRole('heading', { level: 2, name: new RegExp(`${Number(date.slice(8))} Jan 27$`) });
}

async function showDay(date: string) {
  renderOnStore(<ScheduleScreen />);
  await chooseDay(date);
}

/** The blocks of the desk's side-by-side view (the phone's copy of one column is hidden there by CSS). */
const deskBlocks = async () => within(await screen.findByRole('region', { name: 'Massagers side by side' })).getAllByRole('button');

test("the day's heading names its weekday", async () => {
  await showDay(BUSY_DAY);
  expect(screen.getByRole('heading', { level: 2, name: 'Friday 15 Jan 27' })).toBeInTheDocument();
});

test('a day with no visits says so plainly', async () => {
  await showDay(EMPTY_DAY);
  expect(await screen.findByText('No visits on this day.')).toBeInTheDocument();
  await chooseDay(BUSY_DAY);
  await deskBlocks();
  expect(screen.queryByText('No visits on this day.')).toBeNull();
});

test('a block shows the visit’s time with its customer, area and status, small blocks included', async () => {
  await showDay(BUSY_DAY);
  const [long, short] = await deskBlocks();
  expect(long).toHaveTextContent('10:00 AM–11:30 AM');
  expect(long).toHaveTextContent('Asha Kulkarni');
  expect(long).toHaveTextContent('Kothrud · Accepted');
  expect(short).toHaveTextContent('4:00 PM–4:30 PM · Neha Deshpande');
  expect(short).toHaveTextContent('Baner · Pending');
});

test('a visit over the massager’s time off is marked, in words too; one outside it is not', async () => {
  await showDay(BUSY_DAY);
  const [outside, over] = await deskBlocks();
  expect(over).toHaveAccessibleName(expect.stringContaining('during time off'));
  expect(over).toHaveAttribute('data-during-time-off');
  expect(outside).not.toHaveAccessibleName(expect.stringContaining('during time off'));
  expect(outside).not.toHaveAttribute('data-during-time-off');
});

test("a block opens the booking's details and its history in one titled dialog", async () => {
  await showDay(BUSY_DAY);
  const [asha] = await deskBlocks();
  fireEvent.click(asha as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Details and history of Asha Kulkarni' });
  const details = within(dialog);
  expect(details.getByText('15 Jan 27, 10:00 AM–11:30 AM')).toBeInTheDocument();
  expect(details.getByText('90 min')).toBeInTheDocument();
  expect(await details.findByText('Flat 4, Lane 7, Kothrud, Pune 411038')).toBeInTheDocument();
  expect(details.getByRole('link', { name: 'Call Asha Kulkarni on 9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
  expect(details.getByText('Accepted')).toBeInTheDocument();
  expect(details.getByText('Ravi Patil')).toBeInTheDocument();
  expect(details.getByText('KW-11')).toBeInTheDocument();
  const history = await details.findByRole('list', { name: 'History of Asha Kulkarni' });
  expect(history).toHaveTextContent('Assigned to Ravi Patil by the admin (admin@kothrudwellness.demo)');
});

test('a booking not assigned yet opens its details too, and its long row wraps instead of widening the page', async () => {
  await showDay(BUSY_DAY);
  const row = await screen.findByRole('button', { name: /Revtest orbjcmsk/ });
  expect(row).toHaveStyle({ whiteSpace: 'normal' });
  fireEvent.click(row);
  const dialog = await screen.findByRole('dialog', { name: /^Details and history of Revtest orbjcmsk/ });
  expect(within(dialog).getByText('Not assigned yet')).toBeInTheDocument();
  expect(within(dialog).getByText('House 13, Kothrud, Pune 411038')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /^Call Revtest orbjcmsk/ })).toHaveAttribute('href', 'tel:+919000000000');
});
