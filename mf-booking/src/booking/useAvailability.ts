import { bookableDates, BOOKING_DAYS_AHEAD } from '@wellness/shared';
import type { AvailabilityAnswer } from '@wellness/shared/client';
import { useEffect, useState } from 'react';

/** The client loads lazily (off a phone's first tap); the answer is kept per area and gender for the dialog's life. */
const loadClient = () => import('@wellness/shared/client');
const answers = new Map<string, Promise<AvailabilityAnswer>>();

function fetchAvailability(area: string, gender: string): Promise<AvailabilityAnswer> {
  const key = `${area}|${gender}`;
  let answer = answers.get(key);
  if (!answer) {
    const { first } = bookableDates();
    answer = loadClient().then(({ call, ENDPOINTS }) =>
      call(ENDPOINTS.availability, undefined, { params: { from: first, days: BOOKING_DAYS_AHEAD + 1, area, gender: gender || 'any' } }),
    );
    // A failed answer is asked again next time; a good one for a minute (the server lets caches keep it 30 s).
    answer.then(
      () => setTimeout(() => answers.delete(key), 60_000),
      () => answers.delete(key),
    );
    answers.set(key, answer);
  }
  return answer;
}

/**
 * The free therapists per day and slot for the visitor's area and preferred gender, once an area is
 * chosen; null while there is none, while it loads, or when it could not be had (the form then offers
 * every slot, as before: the admin confirms the time in any case).
 */
export function useAvailability(area: string, gender: string): AvailabilityAnswer | null {
  const [state, setState] = useState<{ key: string; answer: AvailabilityAnswer } | null>(null);
  const key = `${area}|${gender}`;
  useEffect(() => {
    if (!area) return;
    let live = true;
    fetchAvailability(area, gender).then(
      (answer) => live && setState({ key, answer }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [area, gender, key]);
  return state?.key === key ? state.answer : null;
}

/** How many therapists are free at a slot of a day (undefined: not known). */
export function freeAt(answer: AvailabilityAnswer | null, date: string, time: string): number | undefined {
  return answer?.days.find((day) => day.date === date)?.slots.find((slot) => slot.time === time)?.free;
}

/** The first day after `date` with a free slot, or null. */
export function nextFreeAfter(answer: AvailabilityAnswer | null, date: string): string | null {
  return answer?.days.find((day) => day.date > date && day.slots.some((slot) => slot.free > 0))?.date ?? null;
}
