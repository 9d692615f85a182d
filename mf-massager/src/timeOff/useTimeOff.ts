import { SCHEDULE_MESSAGES, TIME_OFF_MESSAGES as T, timeOffText } from '@wellness/shared';
import type { HoursAnswer, TimeOffItem } from '@wellness/shared/client';
import { type ConfirmQuestion, notify } from '@wellness/shared/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { deleteTimeOff, timeOffList, workingHours } from './api';

/**
 * The Time off screen's data: the time off ahead and the weekly hours (loaded together; `failed` when
 * they could not be), and the removal of one item after its question is confirmed.
 */
export function useTimeOff() {
  const [items, setItems] = useState<TimeOffItem[] | null>(null);
  const [hours, setHours] = useState<HoursAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [removing, setRemoving] = useState<TimeOffItem | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const [list, week] = await Promise.all([timeOffList(), workingHours()]);
      setItems(list.data);
      setHours(week);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const question = useMemo<ConfirmQuestion | null>(() => (removing ? { ...T.removeQuestion(timeOffText(removing)), palette: 'red' } : null), [removing]);

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteTimeOff(removing.id);
      notify('success', SCHEDULE_MESSAGES.timeOffRemoved);
    } catch {
      notify('error', T.removeFailed);
    }
    await load();
  };

  return { items, hours, failed, load, question, setRemoving, remove };
}
