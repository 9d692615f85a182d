import { bookableDates, BOOKING_DAYS_AHEAD } from '@wellness/shared';
import type { AvailabilityAnswer } from '@wellness/shared/client';
import { useEffect, useState } from 'react';

/** The client loads lazily (off a phone's first tap); the answer is kept per area and gender for the dialog's life. */
const loadClient = () => import('@wellness/shared/client');
const answers = new Map<string, Promise<AvailabilityAnswer>>();

/**
 * One question per area and gender as the server reads them: no preferred gender yet is asked as
 * 'any', so that then choosing Any asks nothing again (the server lets an address ask 30 times a minute).
 */
const questionOf = (area: string, gender: string) => ({ area, gender: gender || 'any', key: `${area}|${gender || 'any'}` });

function fetchAvailability(area: string, gender: string): Promise<AvailabilityAnswer> {
  const question = questionOf(area, gender);
  let answer = answers.get(question.key);
  if (!answer) {
    const { first } = bookableDates();
    answer = loadClient().then(({ call, ENDPOINTS }) =>
      call(ENDPOINTS.availability, undefined, { params: { from: first, days: BOOKING_DAYS_AHEAD + 1, area, gender: question.gender } }),
    );
    // A failed answer is asked again next time; a good one for a minute (the server lets caches keep it 30 s).
    answer.then(
      () => setTimeout(() => answers.delete(question.key), 60_000),
      () => answers.delete(question.key),
    );
    answers.set(question.key, answer);
  }
  return answer;
}

/** What the form knows of the free times: nothing yet (no area, or asking), the answer, or that asking failed. */
type Availability = { state: 'none' } | { state: 'known'; answer: AvailabilityAnswer } | { state: 'failed' };

const NONE: Availability = { state: 'none' };

/**
 * The free therapists per day and slot for the visitor's area and preferred gender, once an area is
 * chosen. When they could not be had (offline, rate limited, a server error) the form says so and
 * still takes any time: the admin confirms the time in any case.
 */
export function useAvailability(area: string, gender: string): Availability {
  const [state, setState] = useState<{ key: string; availability: Availability } | null>(null);
  const { key, gender: asked } = questionOf(area, gender);
  useEffect(() => {
    if (!area) return;
    let live = true;
    fetchAvailability(area, asked).then(
      (answer) => live && setState({ key, availability: { state: 'known', answer } }),
      () => live && setState({ key, availability: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [area, asked, key]);
  return area && state?.key === key ? state.availability : NONE;
}

/** How many therapists are free at a slot of a day (undefined: not known). */
export function freeAt(answer: AvailabilityAnswer | null, date: string, time: string): number | undefined {
  return answer?.days.find((day) => day.date === date)?.slots.find((slot) => slot.time === time)?.free;
}

/** The first day after `date` with a free slot, or null. */
export function nextFreeAfter(answer: AvailabilityAnswer | null, date: string): string | null {
  return answer?.days.find((day) => day.date > date && day.slots.some((slot) => slot.free > 0))?.date ?? null;
}
