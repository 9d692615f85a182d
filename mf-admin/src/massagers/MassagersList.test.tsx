import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, ENDPOINTS } from '@wellness/shared/client';
import { forgetServerDataAfterEach, renderOnStore } from '../test/onStore';
import { MassagersList } from './MassagersList';

const massagerOf = (id: number, name: string, address: string) => ({
  id,
  m_id: id,
  name,
  contact: '9876543210',
  email: `m${id}@example.com`,
  gender: 'Male',
  address,
  age: 34,
  username: `m${id}`,
  status: 'Pending',
  resetLockedUntil: null,
  loginWaitUntil: null,
});

let roster = [massagerOf(1, 'Ravi Patil', 'Kothrud, Pune'), massagerOf(2, 'Asha Kulkarni', 'Baner, Pune')];
const calls: string[] = [];
beforeAll(() => {
  api.defaults.adapter = async (config) => {
    const body = config.data ? JSON.parse(config.data) : undefined;
    calls.push(config.url ?? '');
    const startsWith = (text: string, start: string) =>
      text
        .toLowerCase()
        .split(/[\s,]+/)
        .some((word) => word.startsWith(start.toLowerCase()));
    let data: unknown = {};
    if (config.url === ENDPOINTS.massagerList.path) data = { status: 'success', data: roster };
    else if (config.url === ENDPOINTS.massagerNameFilter.path) data = roster.filter((massager) => startsWith(massager.name, body.name));
    else if (config.url === ENDPOINTS.massagerAddressFilter.path) data = roster.filter((massager) => startsWith(massager.address, body.address));
    else if (config.url === ENDPOINTS.updateMassager.path) {
      roster = roster.map((massager) => (massager.id === body.m_id ? { ...massager, ...body } : massager));
      data = { status: 'success' };
    } else if (config.url === ENDPOINTS.deleteMassager.path) {
      roster = roster.filter((massager) => massager.id !== body.m_id);
      data = { status: 'massager deleted' };
    }
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
});
beforeEach(() => {
  calls.length = 0;
});
forgetServerDataAfterEach();

const show = () => renderOnStore(<MassagersList />);

it('an edit saved from a filtered list loads the list again, with the same filters', async () => {
  show();
  expect(await screen.findByText('Asha Kulkarni')).toBeInTheDocument();
  const filters = screen.getByRole('form', { name: 'Filter massagers' });
  fireEvent.change(within(filters).getByLabelText('Search by address'), { target: { value: 'kothrud' } });
  fireEvent.click(within(filters).getByRole('button', { name: 'Apply Filters' }));
  await waitFor(() => expect(screen.queryByText('Asha Kulkarni')).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: 'Edit Ravi Patil' }));
  const name = await screen.findByLabelText(/^Name/);
  fireEvent.change(name, { target: { value: 'Ravi Deshpande' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Ravi Deshpande')).toBeInTheDocument();
  expect(screen.queryByText('Asha Kulkarni')).toBeNull();
  expect(calls.filter((url) => url === ENDPOINTS.massagerAddressFilter.path)).toHaveLength(2);
});

it('a massager deleted goes from the list', async () => {
  show();
  expect(await screen.findByText('Asha Kulkarni')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Delete Asha Kulkarni' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText('Asha Kulkarni')).toBeNull());
  expect(calls.filter((url) => url === ENDPOINTS.massagerList.path)).toHaveLength(2);
});
