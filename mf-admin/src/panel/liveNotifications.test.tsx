import { act, fireEvent, screen } from '@testing-library/react';
import { api, ENDPOINTS } from '@wellness/shared/client';
import { followNotifications, NOTIFICATION_POLL_MS } from '@wellness/shared/ui';
import { openAdminPanel } from '../test/adminPanel';

/** A stand-in for the browser's EventSource: the test sends its events. */
class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = FakeEventSource.CONNECTING;
  private handlers = new Map<string, ((event: Event) => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, handler: (event: Event) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  emit(name: string) {
    if (name === 'ready') this.readyState = FakeEventSource.OPEN;
    for (const handler of this.handlers.get(name) ?? []) handler(new Event(name));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

let unread = 2;
const calls: string[] = [];
beforeAll(() => {
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  api.defaults.adapter = async (config) => {
    calls.push(config.url ?? '');
    const answers: Record<string, unknown> = {
      [ENDPOINTS.adminCounts.path]: {
        data: { totalCustomerCount: 1, totalMassagerCount: 1, totalPendingStatus: 1, totalAcceptedStatus: 0, totalCompletedStatus: 0 },
      },
      [ENDPOINTS.notifications.path]: { status: 'success', data: { count: unread, notifications: [] } },
    };
    return { data: answers[config.url ?? ''] ?? {}, status: 200, statusText: 'OK', headers: {}, config };
  };
});
afterAll(() => {
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
});

it('a new notification raises the unread badge and the tab title without a reload', async () => {
  document.title = 'Admin Panel';
  openAdminPanel();
  // On a phone the sidebar, with the Notification button, opens from the menu button.
  fireEvent.click(await screen.findByRole('button', { name: 'Open panel menu' }));
  expect(await screen.findByRole('button', { name: 'Notification, 2 unread' })).toBeInTheDocument();
  expect(document.title).toMatch(/^\(2\) Admin Panel\b/);
  const source = FakeEventSource.last!;
  expect(source.url).toBe(`/api${ENDPOINTS.notificationStream.path}`);
  expect(source.init).toEqual({ withCredentials: true });
  act(() => source.emit('ready'));

  unread = 3;
  act(() => source.emit('notification'));
  expect(await screen.findByRole('button', { name: 'Notification, 3 unread' })).toBeInTheDocument();
  expect(document.title).toMatch(/^\(3\) Admin Panel\b/);
});

describe('followNotifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks again after the stream comes back from a break, not at its first opening', () => {
    const changed = jest.fn();
    const stop = followNotifications(changed);
    const source = FakeEventSource.last!;
    source.emit('ready');
    expect(changed).not.toHaveBeenCalled();
    source.emit('ready');
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('falls back to asking every 15 s once the stream is closed for good', () => {
    const changed = jest.fn();
    const stop = followNotifications(changed);
    const source = FakeEventSource.last!;
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS * 2);
    expect(changed).not.toHaveBeenCalled();
    source.readyState = FakeEventSource.CLOSED;
    source.emit('error');
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS * 2);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS * 2);
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
