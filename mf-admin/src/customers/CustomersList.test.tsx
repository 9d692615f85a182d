import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_CUSTOMER_CLIENT_PAGING_MAX } from '@wellness/shared';
import { api, ENDPOINTS } from '@wellness/shared/client';
import { forgetServerDataAfterEach, renderOnStore } from '../test/onStore';
import { textsOf } from '../test/queries';
import { CustomersList } from './CustomersList';

const calls: { method: string; url: string; body: any }[] = [];
let total = 0;
const erased = new Set<number>();
const history = [
  { id: 3, kind: 'accepted', at: '2026-11-02T05:00:00.000Z', actorRole: 'massager', actor: 'Ravi Patil', subject: null, detail: null },
  { id: 2, kind: 'assigned', at: '2026-11-01T06:30:00.000Z', actorRole: 'admin', actor: 'admin@kothrudwellness.demo', subject: 'Ravi Patil', detail: null },
  { id: 1, kind: 'booked', at: '2026-11-01T00:35:00.000Z', actorRole: 'visitor', actor: null, subject: null, detail: 'KW-7F3K9QA' },
];

const customerOf = (id: number) => ({
  type: 'Customer',
  id,
  time: new Date(Date.UTC(2026, 10, 1) + id * 60_000).toISOString(),
  name: erased.has(id) ? 'Erased customer' : `Customer ${id}`,
  erased: erased.has(id),
  reference: `KW-${id}`,
  contact: '9876543210',
  email: `c${id}@example.com`,
  address: 'Kothrud, Pune',
  gender: 'female',
  age: 30,
  prefgender: 'any',
  issue: '',
  therapy: '',
  appointment: id === 35 ? '2026-11-24 15:05' : '',
  status: erased.has(id) ? 'cancelled' : 'pending',
  massagerId: null,
  massagerName: null,
});

beforeAll(() => {
  api.defaults.adapter = async (config) => {
    const body = config.data ? JSON.parse(config.data) : undefined;
    calls.push({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', body });
    let data: unknown = {};
    if (config.url === ENDPOINTS.customerHistory.path) {
      data = { status: 'success', data: history };
    } else if (config.url === ENDPOINTS.eraseCustomer.path) {
      erased.add(body.customer_id);
      data = { status: 'success', message: "The customer's personal data has been erased." };
    } else if (body?.page !== undefined) {
      // One page, newest first: ids total, total-1, …
      const first = total - (body.page - 1) * body.per_page;
      const ids = Array.from({ length: Math.max(0, Math.min(body.per_page, first)) }, (_, i) => first - i);
      data = { status: 'success', data: ids.map(customerOf), totalRecords: total };
    } else {
      data = { status: 'success', data: Array.from({ length: total }, (_, i) => customerOf(total - i)) };
    }
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
});
beforeEach(() => {
  calls.length = 0;
});
forgetServerDataAfterEach();

const show = () => renderOnStore(<CustomersList />);

it('up to the limit: the whole list, paged on the client, every page number shown', async () => {
  total = 35;
  show();
  expect(await screen.findByText('Customer 35')).toBeInTheDocument();
  // Booking time and appointment in the spec's words, India time (01 Nov 00:35 UTC is 6:05 AM in Pune).
  const row = screen.getByText('Customer 35').closest('tr')!;
  expect(within(row).getByText('01 Nov 26, 6:05 AM')).toBeInTheDocument();
  expect(within(row).getByText('24 Nov 26, 3:05 PM')).toBeInTheDocument();
  // A long e-mail wraps after its @ rather than inside a word.
  expect(within(row).getByText('c35@example.com').innerHTML).toBe('c35@<wbr>example<wbr>.com');
  const pages = screen.getByRole('navigation', { name: 'Customer pages' });
  expect(textsOf(pages, 'button')).toEqual(['1', '2', '3', '4']);
  fireEvent.click(within(pages).getByRole('button', { name: 'Page 4' }));
  expect(await screen.findByText('Customer 5')).toBeInTheDocument();
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST ${ENDPOINTS.combinedListPage.path}`, `GET ${ENDPOINTS.combinedList.path}`]);
});

it('past the limit: each page asked of the server, a window of page numbers with first and last', async () => {
  total = 100_000;
  expect(total).toBeGreaterThan(ADMIN_CUSTOMER_CLIENT_PAGING_MAX);
  show();
  expect(await screen.findByText('Customer 100000')).toBeInTheDocument();
  const pages = screen.getByRole('navigation', { name: 'Customer pages' });
  expect(
    within(pages)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['First page', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Last page']);
  fireEvent.click(within(pages).getByRole('button', { name: 'Last page' }));
  expect(await screen.findByText('Customer 10')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 10000' })).toHaveAttribute('aria-current', 'page');
  // Nothing was loaded whole.
  expect(calls.every((c) => c.method === 'POST' && c.body.page !== undefined && c.body.per_page === 10)).toBe(true);
  expect(calls.map((c) => c.body.page)).toEqual([1, 10000]);
});

it('Apply Filters with a name and an address asks one filter call for both', async () => {
  total = 3;
  show();
  await screen.findByText('Customer 3');
  fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: ' asha ' } });
  fireEvent.change(screen.getByLabelText('Search by address'), { target: { value: 'Kothrud' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
  await waitFor(() => expect(calls.some((c) => c.url === ENDPOINTS.customerNameFilter.path)).toBe(true));
  await waitFor(() => expect(calls.filter((c) => c.url === ENDPOINTS.customerNameFilter.path)).toHaveLength(2));
  expect(calls.filter((c) => c.url === ENDPOINTS.customerNameFilter.path).map((c) => c.body)).toEqual([
    { name: 'asha', address: 'Kothrud', page: 1, per_page: 10 },
    { name: 'asha', address: 'Kothrud' },
  ]);
  expect(calls.some((c) => c.url === ENDPOINTS.customerAddressFilter.path)).toBe(false);
});

it('the full row stays available: Details opens gender, age, preferred gender, issue and therapy under it', async () => {
  total = 3;
  show();
  expect(await screen.findByText('Customer 3')).toBeInTheDocument();
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual(['Customer', 'Booked', 'Address', 'Appointment', 'Status', 'Massager', 'Actions']);
  const details = screen.getByRole('button', { name: 'Details of Customer 3' });
  expect(details).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(details);
  expect(screen.getByRole('button', { name: 'Hide details of Customer 3' })).toHaveAttribute('aria-expanded', 'true');
  const list = screen.getByLabelText('Details of Customer 3');
  for (const [label, value] of [
    ['Gender', 'female'],
    ['Age', '30'],
    ['Preferred Gender', 'any'],
    ['Issue', '—'],
    ['Therapy', '—'],
  ] as const) {
    expect(within(list).getByText(label).parentElement).toHaveTextContent(`${label}${value}`);
  }
});

it("History opens the booking's story, newest first, with who and when", async () => {
  total = 3;
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'History of Customer 3' }));
  const dialog = await screen.findByRole('dialog', { name: 'History of Customer 3' });
  const items = await within(dialog).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '02 Nov 26, 10:30 AMAccepted by Ravi Patil',
    '01 Nov 26, 12:00 PMAssigned to Ravi Patil by the admin (admin@kothrudwellness.demo)',
    '01 Nov 26, 6:05 AMBooked by the visitor (reference KW-7F3K9QA)',
  ]);
  expect(calls.find((c) => c.url === ENDPOINTS.customerHistory.path)?.body).toEqual({ customer_id: 3 });
});

it('erasing personal data asks first, then the row shows the erased customer', async () => {
  total = 3;
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Details of Customer 2' }));
  fireEvent.click(screen.getByRole('button', { name: 'Erase personal data of Customer 2' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Erase personal data' });
  expect(calls.some((c) => c.url === ENDPOINTS.eraseCustomer.path)).toBe(false);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Erase' }));
  await waitFor(() => expect(calls.find((c) => c.url === ENDPOINTS.eraseCustomer.path)?.body).toEqual({ customer_id: 2 }));
  expect(await screen.findByText('Erased customer')).toBeInTheDocument();
  expect(screen.queryByText('Customer 2')).not.toBeInTheDocument();
});

it('Save refused by the checks puts the focus on the first field in error', async () => {
  total = 3;
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Customer 3' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '' } });
  const save = within(dialog).getByRole('button', { name: 'Save' });
  save.focus();
  fireEvent.click(save);
  expect(await within(dialog).findByText("Name field can't be empty.")).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus());
  expect(calls.some((c) => c.url === ENDPOINTS.updateCustomer.path)).toBe(false);
});

it("an erased customer's cancelled booking shows as Cancelled, with no Assign", async () => {
  total = 3;
  erased.add(2);
  show();
  const row = (await screen.findByText('Erased customer')).closest('tr')!;
  expect(within(row).getByText('Cancelled')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /massager for/ })).toBeNull();
  expect(within(row).getByText('No massager: the booking is cancelled')).toBeInTheDocument();
  const other = screen.getByText('Customer 3').closest('tr')!;
  expect(within(other).getByRole('button', { name: 'Assign: massager for Customer 3' })).toBeEnabled();
  erased.delete(2);
});
