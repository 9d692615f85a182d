import '../test/timing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MASSAGER_MESSAGES, MASSAGER_REPORTS, setEmail, signIn, store } from '@wellness/shared';
import { ENDPOINTS } from '@wellness/shared/client';
import { AppProviders } from '@wellness/shared/ui';
import { Provider } from 'react-redux';
import { bodiesSentTo, mockApiPost, noNotifications } from '../test/mockApi';
import { MassagerPanel } from './MassagerPanel';

const EMAIL = 'ravi@example.com';

function renderPanel(path: string) {
  window.history.pushState(null, '', path);
  signIn('massager');
  store.dispatch(setEmail(EMAIL));
  const spy = mockApiPost({
    [ENDPOINTS.notifications.path]: noNotifications,
    [ENDPOINTS.massagerCounts.path]: () => ({ data: { totalCustomerCount: 1, totalAcceptedOrders: 0, totalCompletedOrders: 0 } }),
    [ENDPOINTS.massagerReport.path]: () => ({ data: [], totalRecords: 0 }),
    [ENDPOINTS.logout.path]: () => ({ status: 'success' }),
  });
  render(
    <Provider store={store}>
      <MassagerPanel />
      {/* The shell's toast region, which shows what the panel notifies. */}
      <AppProviders toasts>{null}</AppProviders>
    </Provider>,
  );
  return spy;
}

/** On a phone-width jsdom the sidebar starts folded away. */
function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Open panel menu' }));
  return screen.getByRole('navigation', { name: 'Massager panel' });
}

afterEach(() => jest.restoreAllMocks());

it("shows 'Welcome to Massager Panel', opens on the dashboard, and Log Out returns to /, asking nothing more", async () => {
  const spy = renderPanel('/massager-panel');
  expect(screen.getByText(MASSAGER_MESSAGES.welcome)).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/massager-panel/massagerdashboard');
  fireEvent.click(within(openMenu()).getByRole('button', { name: 'Log Out' }));
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(localStorage.length).toBe(0);
  // Signed out, the panel asks nothing with an empty e-mail (the server would answer 401).
  expect([...bodiesSentTo(spy, ENDPOINTS.massagerCounts.path), ...bodiesSentTo(spy, ENDPOINTS.notifications.path)].map((body) => body.email)).toEqual([
    EMAIL,
    EMAIL,
  ]);
});

it('the sidebar holds Dashboard, Customer List and the Massager Report group, and the notifications are asked with role massager', async () => {
  const spy = renderPanel('/massager-panel/massagerdashboard');
  const nav = openMenu();
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/massager-panel/massagerdashboard');
  expect(within(nav).getByRole('link', { name: 'Customer List' })).toHaveAttribute('href', '/massager-panel/massagercustomerlist');
  const group = within(nav).getByRole('group', { name: 'Massager Report' });
  expect(
    within(group)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Total Order', '/massager-panel/massagertotalorder'],
    ['Completed Order', '/massager-panel/massagercomponentorder'],
    ['Accepted Order', '/massager-panel/massageracceptorder'],
  ]);
  expect(within(nav).getByRole('button', { name: 'Notification' })).toBeInTheDocument();
  await waitFor(() => expect(bodiesSentTo(spy, ENDPOINTS.notifications.path)[0]).toEqual({ role: 'massager', email: EMAIL, notification: 'unread' }));
});

it.each(MASSAGER_REPORTS.map((report) => [report.route, report]))('/%s asks for its own report type, with the massager e-mail', async (route, report) => {
  const spy = renderPanel(`/massager-panel/${route}`);
  expect(await screen.findByRole('heading', { name: report.title })).toBeInTheDocument();
  await waitFor(() => expect(bodiesSentTo(spy, ENDPOINTS.massagerReport.path)).toHaveLength(1));
  expect(bodiesSentTo(spy, ENDPOINTS.massagerReport.path)[0]).toMatchObject({
    report_type: report.type,
    massager_email: EMAIL,
    page: 1,
    records_per_page: 10,
    start_date: expect.stringMatching(/^\d{4}-\d{2}-01$/),
  });
  expect(screen.getByRole('button', { name: `Download ${report.fileName}` })).toBeInTheDocument();
});

it("an empty report refuses the PDF with 'Data not found'", async () => {
  const spy = renderPanel('/massager-panel/massagertotalorder');
  await waitFor(() => expect(bodiesSentTo(spy, ENDPOINTS.massagerReport.path)).toHaveLength(1));
  // Toasts of earlier tests and of the empty load may still show: the click adds one more.
  await waitFor(() => expect(screen.getAllByText('Data not found').length).toBeGreaterThan(1));
  const before = screen.getAllByText('Data not found').length;
  fireEvent.click(screen.getByRole('button', { name: 'Download Total_Report.pdf' }));
  await waitFor(() => expect(screen.getAllByText('Data not found')).toHaveLength(before + 1));
  expect(bodiesSentTo(spy, ENDPOINTS.massagerTotalReportPdf.path)).toEqual([]);
});

it('an unknown section goes back to the dashboard', async () => {
  renderPanel('/massager-panel/nowhere');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/massager-panel/massagerdashboard');
});

it('on a phone, the bar shows the unread count without opening the menu; the tab is titled after the screen', async () => {
  window.history.pushState(null, '', '/massager-panel/massagercustomerlist');
  signIn('massager');
  store.dispatch(setEmail(EMAIL));
  const unread = [{ id: 1, customerName: 'Asha', message: 'New request assigned', time: '2026-03-02T04:30:00.000Z', notify: 'unread' }];
  mockApiPost({
    [ENDPOINTS.notifications.path]: () => ({ status: 'success', data: { count: 1, notifications: unread } }),
    [ENDPOINTS.assignedRequests.path]: () => ({ data: [], totalRecords: 0, massager_id: 7 }),
  });
  render(
    <Provider store={store}>
      <MassagerPanel />
    </Provider>,
  );
  expect(await screen.findByRole('button', { name: 'Open panel menu, 1 unread' })).toBeInTheDocument();
  expect(screen.getByTestId('bar-unread-count')).toHaveTextContent('1');
  await waitFor(() => expect(document.title).toBe('(1) Customer List | Massager Panel | Kothrud Wellness Spa'));
});
