import { fireEvent, screen, waitFor } from '@testing-library/react';
import { store } from '@wellness/shared';
import { api, ENDPOINTS } from '@wellness/shared/client';
import { openAdminPanel } from '../test/adminPanel';

const calls: string[] = [];
const answers: Record<string, unknown> = {
  [ENDPOINTS.adminCounts.path]: {
    data: { totalCustomerCount: 12, totalMassagerCount: 3, totalPendingStatus: 5, totalAcceptedStatus: 4, totalCompletedStatus: 3 },
  },
  [ENDPOINTS.notifications.path]: { status: 'success', data: { count: 2, notifications: [] } },
  [ENDPOINTS.logout.path]: { status: 'success' },
};
beforeAll(() => {
  api.defaults.adapter = async (config) => {
    calls.push(config.url ?? '');
    return { data: answers[config.url ?? ''] ?? {}, status: 200, statusText: 'OK', headers: {}, config };
  };
});

it('opens on the dashboard (the index) with its counts and unread badge; Log Out ends the session and returns to /', async () => {
  openAdminPanel();
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Total Customers: 12. Open customer list' })).toHaveAttribute('href', '/admin-panel/customer-list');
  expect(screen.getByRole('link', { name: 'Completed Orders: 3. Open completed order report' })).toHaveAttribute('href', '/admin-panel/completed-order-report');
  // On a phone the sidebar opens from the menu button.
  fireEvent.click(screen.getByRole('button', { name: 'Open panel menu' }));
  expect(screen.getByRole('navigation', { name: 'Admin panel' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Report' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Notification, 2 unread' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(calls).toContain(ENDPOINTS.logout.path);
  expect(localStorage.length).toBe(0);
  expect(store.getState().session.role).toBeNull();
});
