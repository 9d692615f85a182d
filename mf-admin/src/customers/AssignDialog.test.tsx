import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

beforeAll(() => {
  // The server's search: the text where it starts a word of the address (ignoring case), gender male/female or any.
  api.defaults.adapter = async (config) => {
    // The schedule's answer: Ravi busy with another visit then, Meera free.
    if (config.url?.endsWith('/assign_options.php')) {
      const data = [
        { massagerId: 2, state: 'free', clash: null },
        { massagerId: 1, state: 'busy', clash: { reference: 'KW-7Q2M', when: '2026-12-01 6:00 PM–7:30 PM' } },
      ];
      return { data: { data, start: '2026-12-01T13:00:00.000Z', minutes: 90 }, status: 200, statusText: 'OK', headers: {}, config };
    }
    const body = JSON.parse(config.data) as { address: string; gender: string };
    searches.push(body);
    const data = MASSAGERS.filter(
      (m) => ` ${m.massager_address.toLowerCase()}`.includes(` ${body.address.toLowerCase()}`) && (body.gender === 'any' || m.massager_gender === body.gender),
    );
    return { data: { status: 'success', data }, status: 200, statusText: 'OK', headers: {}, config };
  };
});
beforeEach(() => {
  searches.length = 0;
});

const customer = (address: string, prefgender: string) => ({ id: 7, name: 'Asha Kulkarni', address, prefgender, massagerId: null }) as unknown as Customer;

const open = (who: Customer) =>
  render(
    <AppProviders>
      <AssignDialog customer={who} onClose={() => undefined} onAssigned={() => undefined} />
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
