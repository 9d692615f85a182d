import { ADMIN_MESSAGES } from '@wellness/shared';
import type { ScheduleDayAnswer } from '@wellness/shared/client';
import { notify } from '@wellness/shared/ui';
import { useEffect, useState } from 'react';
import { scheduleDay } from './api';

/** The schedule of one day: null while it loads, empty (and told) when it could not be loaded. */
export function useScheduleDay(date: string): ScheduleDayAnswer | null {
  const [day, setDay] = useState<ScheduleDayAnswer | null>(null);
  useEffect(() => {
    let live = true;
    setDay(null);
    scheduleDay(date).then(
      (answer) => live && setDay(answer),
      () => {
        if (!live) return;
        notify('error', ADMIN_MESSAGES.fetchFailed);
        setDay({ date, massagers: [], unassigned: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [date]);
  return day;
}
