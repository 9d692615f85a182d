import '../test/timing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { expireSession, MASSAGER_MESSAGES, setEmail, signIn, store } from '@wellness/shared';
import { ENDPOINTS } from '@wellness/shared/client';
import { MemoryRouter } from '@wellness/shared/router';
import { AppProviders } from '@wellness/shared/ui';
import { Provider } from 'react-redux';
import { bodiesSentTo, mockApiPost } from '../test/mockApi';
import { askCountsOnSignIn } from './api';
import { MassagerDashboard } from './MassagerDashboard';

function renderDashboard() {
  store.dispatch(setEmail('ravi@example.com'));
  render(
    <Provider store={store}>
      <AppProviders toasts>
        <MemoryRouter>
          <MassagerDashboard />
        </MemoryRouter>
      </AppProviders>
    </Provider>,
  );
}

afterEach(() => jest.restoreAllMocks());

it('shows the three counts, each card linking to the customer list, the accepted and the completed report', async () => {
  const spy = mockApiPost({ [ENDPOINTS.massagerCounts.path]: () => ({ data: { totalCustomerCount: 7, totalAcceptedOrders: 2, totalCompletedOrders: 4 } }) });
  renderDashboard();
  const total = await screen.findByRole('link', { name: /^Total Customers: 7/ });
  expect(total).toHaveAttribute('href', '/massager-panel/massagercustomerlist');
  expect(screen.getByRole('link', { name: /^Accepted Orders: 2/ })).toHaveAttribute('href', '/massager-panel/massageracceptorder');
  expect(screen.getByRole('link', { name: /^Completed Orders: 4/ })).toHaveAttribute('href', '/massager-panel/massagercomponentorder');
  expect(within(total).getByText('7')).toBeInTheDocument();
  expect(bodiesSentTo(spy, ENDPOINTS.massagerCounts.path)).toEqual([{ email: 'ravi@example.com' }]);
});

it("says 'Failed to fetch data' when the counts cannot be loaded", async () => {
  mockApiPost({
    [ENDPOINTS.massagerCounts.path]: () => {
      throw new Error('offline');
    },
  });
  renderDashboard();
  expect(within(await screen.findByRole('alert')).getByText(MASSAGER_MESSAGES.fetchFailed)).toBeInTheDocument();
});

it('shows the counts asked for as the session started, without asking again; a later visit asks afresh', async () => {
  const spy = mockApiPost({ [ENDPOINTS.massagerCounts.path]: () => ({ data: { totalCustomerCount: 3, totalAcceptedOrders: 1, totalCompletedOrders: 0 } }) });
  const stop = askCountsOnSignIn();
  try {
    store.dispatch(setEmail('ravi@example.com'));
    signIn('massager');
    expect(bodiesSentTo(spy, ENDPOINTS.massagerCounts.path)).toEqual([{ email: 'ravi@example.com' }]);
    renderDashboard();
    expect(await screen.findByRole('link', { name: /^Total Customers: 3/ })).toBeInTheDocument();
    expect(bodiesSentTo(spy, ENDPOINTS.massagerCounts.path)).toHaveLength(1);
    renderDashboard();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Total Customers: 3/ })).toHaveLength(2));
    expect(bodiesSentTo(spy, ENDPOINTS.massagerCounts.path)).toHaveLength(2);
  } finally {
    stop();
    expireSession();
  }
});
