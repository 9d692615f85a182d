import { ADMIN_MESSAGES, apiBaseUrl, type Role, UNREAD_TITLE_PREFIX } from '@wellness/shared';
import { call, ENDPOINTS, type NotificationItem } from '@wellness/shared/client';
import { type Dispatch, type RefObject, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';

export interface PanelNotification {
  id: number;
  customerName: string;
  message: string;
  massagerName?: string | null;
  time: string;
  notify: string;
  /** Local: set once the item has been shown in the dialog. */
  isRead: boolean;
}

const byNewest = (a: PanelNotification, b: PanelNotification) => b.time.localeCompare(a.time);
const withReadFlag = (items: NotificationItem[] = []) => items.map((item) => ({ ...item, isRead: item.notify === 'read' })).sort(byNewest);

/** One call of the notification endpoint; a refusal throws. */
async function askNotifications(role: Role, email: string, notification: 'unread' | 'all' | 'read') {
  const data = await call(ENDPOINTS.notifications, { role, email, notification });
  if (data?.status !== 'success') throw new Error('Notification call failed');
  return data;
}

type Ask = (notification: 'unread' | 'all' | 'read') => ReturnType<typeof askNotifications>;

/** What the panel shows: the unread count, the unread list and the whole list. */
interface ListSetters {
  setCount: Dispatch<SetStateAction<number>>;
  setUnread: Dispatch<SetStateAction<PanelNotification[]>>;
  setAll: Dispatch<SetStateAction<PanelNotification[]>>;
}

/**
 * The notification flow of spec section 4: the unread count when the sidebar loads; opening the dialog marks
 * the shown unread items read locally; closing after the Unread tab was viewed marks all read on the server,
 * and on success the badge becomes 0 and the unread list empties.
 */
export function useNotifications(role: Role, email: string, onError: (message: string) => void) {
  const [count, setCount] = useState(0);
  const [unread, setUnread] = useState<PanelNotification[]>([]);
  const [all, setAll] = useState<PanelNotification[]>([]);
  const dialogOpenRef = useRef(false);
  const ask = useCallback<Ask>((notification) => askNotifications(role, email, notification), [role, email]);

  useEffect(() => {
    ask('unread').then(
      (data) => {
        setCount(data.data?.count ?? 0);
        setUnread(withReadFlag(data.data?.notifications));
      },
      () => onError(ADMIN_MESSAGES.countFailed),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- called once when the sidebar loads (spec section 7)
  }, [ask]);

  useLiveNotifications(ask, dialogOpenRef, { setCount, setUnread, setAll });
  const dialog = useNotificationDialog(ask, dialogOpenRef, onError, { setCount, setUnread, setAll });
  useUnreadInTitle(count);

  return { count, unread, all, ...dialog };
}

/** New notifications arrive live (Server-Sent Events): the badge, and the open dialog's lists, follow. */
function useLiveNotifications(ask: Ask, dialogOpenRef: RefObject<boolean>, { setCount, setUnread, setAll }: ListSetters) {
  useEffect(() => {
    const refresh = async () => {
      try {
        const [fresh, everything] = await Promise.all([ask('unread'), dialogOpenRef.current ? ask('all') : Promise.resolve(null)]);
        const freshUnread = withReadFlag(fresh.data?.notifications);
        setCount(fresh.data?.count ?? freshUnread.length);
        setUnread(freshUnread);
        if (everything) setAll(withReadFlag(everything.data?.notifications));
        window.dispatchEvent(new Event(NOTIFICATIONS_ARRIVED_EVENT));
      } catch {
        // The next event, or the next poll, tries again; the badge keeps its last count meanwhile.
      }
    };
    return followNotifications(() => void refresh());
  }, [ask, dialogOpenRef, setCount, setUnread, setAll]);
}

/** The dialog's part: loading the lists when it opens, and marking all read when it closes after the Unread tab was viewed. */
function useNotificationDialog(ask: Ask, dialogOpenRef: RefObject<boolean>, onError: (message: string) => void, { setCount, setUnread, setAll }: ListSetters) {
  const [loading, setLoading] = useState(false);
  const unreadViewed = useRef(false);

  const opened = useCallback(async () => {
    dialogOpenRef.current = true;
    unreadViewed.current = false;
    setLoading(true);
    try {
      const [everything, fresh] = await Promise.all([ask('all'), ask('unread')]);
      const freshUnread = withReadFlag(fresh.data?.notifications);
      setAll(withReadFlag(everything.data?.notifications));
      setUnread(freshUnread);
      setCount(fresh.data?.count ?? freshUnread.length);
      // Shown now: read, locally. The next render keeps the highlight until the dialog closes.
      setTimeout(() => {
        setAll((items) => items.map((item) => ({ ...item, isRead: true })));
        setUnread((items) => items.map((item) => ({ ...item, isRead: true })));
      }, 0);
    } catch {
      onError(ADMIN_MESSAGES.notificationsFailed);
    } finally {
      setLoading(false);
    }
  }, [ask, dialogOpenRef, onError, setCount, setUnread, setAll]);

  const viewedUnread = useCallback(() => {
    unreadViewed.current = true;
  }, []);

  const closed = useCallback(async () => {
    dialogOpenRef.current = false;
    if (!unreadViewed.current) return;
    unreadViewed.current = false;
    try {
      await ask('read');
      setCount(0);
      setUnread([]);
    } catch {
      onError(ADMIN_MESSAGES.notificationsFailed);
    }
  }, [ask, dialogOpenRef, onError, setCount, setUnread]);

  return { loading, opened, viewedUnread, closed };
}

/** Told on the window when notifications may have arrived (after the badge has been brought up to date). */
export const NOTIFICATIONS_ARRIVED_EVENT = 'wellness:notifications-arrived';

/**
 * Runs `arrived` whenever the panel's notifications may have news (a new assignment, an accepted
 * request): an open list loads again, and shows it without a reload. Answers the stop function.
 */
export function onNotificationsArrived(arrived: () => void): () => void {
  window.addEventListener(NOTIFICATIONS_ARRIVED_EVENT, arrived);
  return () => window.removeEventListener(NOTIFICATIONS_ARRIVED_EVENT, arrived);
}

/** While the stream cannot be used (closed by the server, or no EventSource), the unread count is asked this often. */
export const NOTIFICATION_POLL_MS = 15_000;

/**
 * Calls `changed` whenever notifications may have arrived: on each event of the API's notification
 * stream, when the stream opens again after a break (events may have been missed), and, once the stream
 * is closed for good, every NOTIFICATION_POLL_MS. Answers the stop function.
 */
export function followNotifications(changed: () => void): () => void {
  let poll: ReturnType<typeof setInterval> | null = null;
  const startPolling = () => {
    poll ??= setInterval(changed, NOTIFICATION_POLL_MS);
  };
  if (typeof EventSource === 'undefined') {
    startPolling();
    return () => poll && clearInterval(poll);
  }
  const source = new EventSource(`${apiBaseUrl()}${ENDPOINTS.notificationStream.path}`, { withCredentials: true });
  let opens = 0;
  source.addEventListener('notification', changed);
  source.addEventListener('ready', () => {
    // The first opening follows the first load; a later one follows a break.
    if ((opens += 1) > 1) changed();
  });
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED) startPolling();
  });
  return () => {
    source.close();
    if (poll) clearInterval(poll);
  };
}

/** The tab's title starts with the unread count, "(3) …", so that a panel in a background tab shows news. */
function useUnreadInTitle(count: number): void {
  useEffect(() => {
    const base = document.title.replace(UNREAD_TITLE_PREFIX, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
  }, [count]);
  useEffect(
    () => () => {
      document.title = document.title.replace(UNREAD_TITLE_PREFIX, '');
    },
    [],
  );
}
