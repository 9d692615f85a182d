import '../test/timing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MASSAGER_MESSAGES, setEmail, store } from '@wellness/shared';
import { ENDPOINTS } from '@wellness/shared/client';
import { serverData } from '@wellness/shared/query';
import { AppProviders, NOTIFICATIONS_ARRIVED_EVENT } from '@wellness/shared/ui';
import { Provider } from 'react-redux';
import { bodiesSentTo, mockApiPost } from '../test/mockApi';
import { CustomerList } from './CustomerList';
import type { AssignedRequest } from './useAssignedRequests';

const EMAIL = 'ravi@example.com';

function request(id: number, name: string, status: string): AssignedRequest {
  return {
    id,
    requestId: id,
    requestTime: '2026-03-02T04:30:00.000Z',
    name,
    contact: '9876543210',
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    issue: 'Back pain',
    therapy: 'Deep tissue',
    gender: 'female',
    address: '12 Karve Road, Kothrud, 411038',
    appointment: '',
    status,
  };
}

/** A small stand-in for the API: the massager's requests, paged by 10, with the status rules. */
/** A refusal as the API words it: 409 with the reason (as axios reports a failed call). */
function refusedWith(message: string) {
  return Object.assign(new Error('Request failed with status code 409'), { isAxiosError: true, response: { status: 409, data: { status: 'error', message } } });
}

function serve(requests: AssignedRequest[], { failList = false, failUpdate = false }: { failList?: boolean; failUpdate?: boolean | Error } = {}) {
  return mockApiPost({
    [ENDPOINTS.assignedRequests.path]: (body) => {
      if (failList) throw new Error('offline');
      const open = requests.filter((row) => row.status === 'pending' || row.status === 'accepted');
      const page = Number(body.page);
      return { data: open.slice((page - 1) * 10, page * 10), totalRecords: open.length, massager_id: 7 };
    },
    [ENDPOINTS.updateRequestStatus.path]: (body) => {
      if (failUpdate) throw failUpdate === true ? new Error('refused') : failUpdate;
      const row = requests.find((item) => item.requestId === body.requestId)!;
      row.status = String(body.status);
      return { status: 'success' };
    },
  });
}

function renderList() {
  store.dispatch(setEmail(EMAIL));
  return render(
    <Provider store={store}>
      <AppProviders toasts>
        <CustomerList />
      </AppProviders>
    </Provider>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

afterEach(() => {
  jest.restoreAllMocks();
  // Each test starts with no answers kept from the one before (the store is the page's one).
  store.dispatch(serverData.util.resetApiState());
});

it("asks the server for the signed-in massager's first page of 10, and shows each request as a card", async () => {
  const spy = serve([request(1, 'Asha Kulkarni', 'pending'), request(2, 'Meena Rao', 'accepted')]);
  renderList();
  expect(await screen.findByRole('article', { name: 'Asha Kulkarni' })).toBeInTheDocument();
  expect(card('Meena Rao')).toBeInTheDocument();
  expect(bodiesSentTo(spy, ENDPOINTS.assignedRequests.path)[0]).toEqual({ role: 'massager', email: EMAIL, page: 1, records_per_page: 10 });
  expect(within(card('Asha Kulkarni')).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
});

it('enables Accept and Reject on a pending request, and Complete only on an accepted one', async () => {
  serve([request(1, 'Asha Kulkarni', 'pending'), request(2, 'Meena Rao', 'accepted')]);
  renderList();
  const pending = within(await screen.findByRole('article', { name: 'Asha Kulkarni' }));
  expect(pending.getByRole('button', { name: 'Accept Asha Kulkarni' })).toBeEnabled();
  expect(pending.getByRole('button', { name: 'Reject Asha Kulkarni' })).toBeEnabled();
  expect(pending.getByRole('button', { name: 'Complete Asha Kulkarni' })).toBeDisabled();
  const accepted = within(card('Meena Rao'));
  expect(accepted.getByRole('button', { name: 'Accept Meena Rao' })).toBeDisabled();
  expect(accepted.getByRole('button', { name: 'Reject Meena Rao' })).toBeDisabled();
  expect(accepted.getByRole('button', { name: 'Complete Meena Rao' })).toBeEnabled();
});

it('never shows completed or rejected requests, even if the server sent them', async () => {
  mockApiPost({
    [ENDPOINTS.assignedRequests.path]: () => ({
      data: [request(1, 'Asha Kulkarni', 'pending'), request(2, 'Done Person', 'completed'), request(3, 'Gone Person', 'rejected')],
      totalRecords: 3,
    }),
  });
  renderList();
  expect(await screen.findByRole('article', { name: 'Asha Kulkarni' })).toBeInTheDocument();
  expect(screen.queryByText('Done Person')).not.toBeInTheDocument();
  expect(screen.queryByText('Gone Person')).not.toBeInTheDocument();
});

it('asks before accepting, in words for accepting; Cancel changes nothing', async () => {
  const spy = serve([request(1, 'Asha Kulkarni', 'pending')]);
  renderList();
  fireEvent.click(await screen.findByRole('button', { name: 'Accept Asha Kulkarni' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Accept this request?' });
  // What accepting does is the dialog's description, read out with its title.
  expect(dialog).toHaveAccessibleDescription(/accept the request of Asha Kulkarni/);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(bodiesSentTo(spy, ENDPOINTS.updateRequestStatus.path)).toEqual([]);
});

it("accepting sends the status, says 'Successfully Accepted' with an emoji, and reloads the list", async () => {
  const spy = serve([request(1, 'Asha Kulkarni', 'pending')]);
  renderList();
  fireEvent.click(await screen.findByRole('button', { name: 'Accept Asha Kulkarni' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, accept' }));
  expect(await screen.findByText(`${MASSAGER_MESSAGES.accepted} ✅`)).toBeInTheDocument();
  expect(bodiesSentTo(spy, ENDPOINTS.updateRequestStatus.path)).toEqual([{ requestId: 1, status: 'accepted', customerId: 1, massagerEmail: EMAIL }]);
  await waitFor(() => expect(bodiesSentTo(spy, ENDPOINTS.assignedRequests.path)).toHaveLength(2));
  // Back from the reload as accepted: now only Complete is open.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Asha Kulkarni' })).toBeEnabled());
});

it("rejecting asks in words for rejecting, then the row leaves with 'Successfully Rejected'", async () => {
  serve([request(1, 'Asha Kulkarni', 'pending'), request(2, 'Meena Rao', 'pending')]);
  renderList();
  fireEvent.click(await screen.findByRole('button', { name: 'Reject Asha Kulkarni' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Reject this request?' });
  expect(within(dialog).getByText(/reject the request of Asha Kulkarni/)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
  expect(await screen.findByText(`${MASSAGER_MESSAGES.rejected} ❌`)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Asha Kulkarni' })).not.toBeInTheDocument());
  expect(card('Meena Rao')).toBeInTheDocument();
});

it("Complete needs no confirmation: the row leaves at once with 'Successfully Completed'", async () => {
  const spy = serve([request(2, 'Meena Rao', 'accepted')]);
  renderList();
  fireEvent.click(await screen.findByRole('button', { name: 'Complete Meena Rao' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(await screen.findByText(`${MASSAGER_MESSAGES.completed} 🎉`)).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Meena Rao' })).not.toBeInTheDocument();
  expect(bodiesSentTo(spy, ENDPOINTS.updateRequestStatus.path)[0]).toMatchObject({ requestId: 2, status: 'completed' });
});

it("a refused update says 'Error updating status. Please try again.' and keeps the row", async () => {
  serve([request(2, 'Meena Rao', 'accepted')], { failUpdate: true });
  renderList();
  fireEvent.click(await screen.findByRole('button', { name: 'Complete Meena Rao' }));
  expect(await screen.findByText(MASSAGER_MESSAGES.statusUpdateFailed)).toBeInTheDocument();
  expect(card('Meena Rao')).toBeInTheDocument();
});

it("a refusal the server gives a reason for (a clash, a visit not yet begun) shows the server's words", async () => {
  const reason = 'You have another visit then: KW-ABCDEFG at 11:00.';
  serve([request(2, 'Meena Rao', 'accepted')], { failUpdate: refusedWith(reason) });
  renderList();
  fireEvent.click(await screen.findByRole('button', { name: 'Complete Meena Rao' }));
  expect(await screen.findByText(reason)).toBeInTheDocument();
  expect(card('Meena Rao')).toBeInTheDocument();
});

it("a failed load shows 'Failed to fetch data' with a way to try again", async () => {
  serve([], { failList: true });
  renderList();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(MASSAGER_MESSAGES.fetchFailed)).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('pages on the server: page 2 asks for page 2', async () => {
  const many = Array.from({ length: 12 }, (_, index) => request(index + 1, `Customer ${String.fromCharCode(65 + index)}`, 'pending'));
  const spy = serve(many);
  renderList();
  expect(await screen.findByRole('article', { name: 'Customer A' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(10);
  fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByRole('article', { name: 'Customer K' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(bodiesSentTo(spy, ENDPOINTS.assignedRequests.path).at(-1)).toMatchObject({ page: 2, records_per_page: 10 });
});

it('when the last row of the last page leaves, the page before it is shown', async () => {
  const many = Array.from({ length: 11 }, (_, index) =>
    request(index + 1, `Customer ${String.fromCharCode(65 + index)}`, index === 10 ? 'accepted' : 'pending'),
  );
  serve(many);
  renderList();
  await screen.findByRole('article', { name: 'Customer A' });
  fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Complete Customer K' }));
  expect(await screen.findByRole('article', { name: 'Customer A' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Customer list pages' })).not.toBeInTheDocument();
});

test("History opens the request's story from the massager's own card", async () => {
  const calls = mockApiPost({
    [ENDPOINTS.assignedRequests.path]: () => ({ data: [request(41, 'Meera Joshi', 'accepted')], totalRecords: 1, massager_id: 7 }),
    [ENDPOINTS.customerHistory.path]: () => ({
      status: 'success',
      data: [
        { id: 2, kind: 'accepted', at: '2026-03-02T05:00:00.000Z', actorRole: 'massager', actor: 'Ravi Patil', subject: null, detail: null },
        {
          id: 1,
          kind: 'assigned',
          at: '2026-03-02T04:45:00.000Z',
          actorRole: 'admin',
          actor: 'admin@kothrudwellness.demo',
          subject: 'Ravi Patil',
          detail: null,
        },
      ],
    }),
  });
  renderList();
  await screen.findByRole('article', { name: 'Meera Joshi' });
  fireEvent.click(within(card('Meera Joshi')).getByRole('button', { name: 'History of Meera Joshi' }));
  const dialog = await screen.findByRole('dialog', { name: 'History of Meera Joshi' });
  expect(await within(dialog).findByText('Accepted by Ravi Patil')).toBeInTheDocument();
  expect(within(dialog).getByText('Assigned to Ravi Patil by the admin (admin@kothrudwellness.demo)')).toBeInTheDocument();
  expect(bodiesSentTo(calls, ENDPOINTS.customerHistory.path)).toEqual([{ customer_id: 41 }]);
});

it('an open list shows a newly assigned request without a reload, when the notifications say news arrived', async () => {
  const requests = [request(1, 'Asha Kulkarni', 'pending')];
  serve(requests);
  renderList();
  expect(await screen.findByRole('article', { name: 'Asha Kulkarni' })).toBeInTheDocument();
  requests.push(request(2, 'Meera Joshi', 'pending'));
  window.dispatchEvent(new Event(NOTIFICATIONS_ARRIVED_EVENT));
  expect(await screen.findByRole('article', { name: 'Meera Joshi' })).toBeInTheDocument();
});
