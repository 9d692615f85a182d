import { ADMIN_MESSAGES, type Role } from '@wellness/shared';
import { api } from '@wellness/shared/client';
import { useCallback, useEffect, useRef, useState } from 'react';

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

interface NotificationAnswer {
  status?: string;
  data?: { count?: number; notifications?: Omit<PanelNotification, 'isRead'>[] };
}

const byNewest = (a: PanelNotification, b: PanelNotification) => b.time.localeCompare(a.time);
const withReadFlag = (items: Omit<PanelNotification, 'isRead'>[] = []) =>
  items.map((item) => ({ ...item, isRead: item.notify === 'read' })).sort(byNewest);

/**
 * The notification flow of spec section 4: the unread count when the sidebar loads; opening the dialog marks
 * the shown unread items read locally; closing after the Unread tab was viewed marks all read on the server,
 * and on success the badge becomes 0 and the unread list empties.
 */
export function useNotifications(role: Role, email: string, onError: (message: string) => void) {
  const [count, setCount] = useState(0);
  const [unread, setUnread] = useState<PanelNotification[]>([]);
  const [all, setAll] = useState<PanelNotification[]>([]);
  const [loading, setLoading] = useState(false);
  const unreadViewed = useRef(false);

  const ask = useCallback(
    async (notification: 'unread' | 'all' | 'read') => {
      const { data } = await api.post<NotificationAnswer>('/Notification.php', { role, email, notification });
      if (data?.status !== 'success') throw new Error('Notification call failed');
      return data;
    },
    [role, email],
  );

  useEffect(() => {
    ask('unread').then(
      (data) => {
        setCount(data.data?.count ?? 0);
        setUnread(withReadFlag(data.data?.notifications));
      },
      () => onError(ADMIN_MESSAGES.countFailed),
    );
    // Called once when the sidebar loads (spec section 7).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask]);

  const opened = useCallback(async () => {
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
  }, [ask, onError]);

  const viewedUnread = useCallback(() => {
    unreadViewed.current = true;
  }, []);

  const closed = useCallback(async () => {
    if (!unreadViewed.current) return;
    unreadViewed.current = false;
    try {
      await ask('read');
      setCount(0);
      setUnread([]);
    } catch {
      onError(ADMIN_MESSAGES.notificationsFailed);
    }
  }, [ask, onError]);

  return { count, unread, all, loading, opened, viewedUnread, closed };
}
