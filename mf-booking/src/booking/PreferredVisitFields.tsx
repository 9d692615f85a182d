import { Box, Button, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { APPOINTMENT_SLOTS, bookableDates, BOOKING_DAYS_AHEAD, formatAppointment, formatClock, SCHEDULE_MESSAGES, slotsOn } from '@wellness/shared';
import type { AvailabilityAnswer } from '@wellness/shared/client';
import { LabelledField, TextField } from '@wellness/shared/ui/field';
import { type ChangeEvent, type FocusEvent, useId, useState } from 'react';
import { freeAt, nextFreeAfter, useAvailability } from './useAvailability';

interface Props {
  date: string;
  time: string;
  area: string;
  preferGender: string;
  dateError?: string;
  timeError?: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** The fields' labels and the empty time's words: the booking form's by default, the page's change asks for a new time. */
  labels?: { date: string; time: string; noTime: string };
  /**
   * What the visitor can still do when the free times could not be checked, or when no therapist is
   * free on any day: the booking form's (send with Any time, or with Any as the preferred gender) by default.
   */
  fallback?: { unknown: string; noneFree: string };
}

const BOOKING_LABELS = { date: 'Preferred date', time: 'Preferred time', noTime: 'Any time' };

/** The booking form's way on when no therapist of the preference is free: a wider preference, or no time. */
function bookingFallback(preferGender: string) {
  const specific = Boolean(preferGender) && preferGender !== 'any';
  return { unknown: SCHEDULE_MESSAGES.availabilityUnknown, noneFree: specific ? SCHEDULE_MESSAGES.sendWithAnyone : SCHEDULE_MESSAGES.sendWithAnyTime };
}

/** What the form says about the chosen day: closed for today, full, or the time that no longer fits. */
function dayNote(props: Props, free: (time: string) => number | undefined, changedAway: string | null): string | null {
  const { date } = props;
  if (!date) return null;
  const ahead = slotsOn(date);
  if (ahead.length === 0 && date === bookableDates().first) return SCHEDULE_MESSAGES.todayClosed(formatClock(APPOINTMENT_SLOTS.at(-1) ?? ''));
  if (ahead.length > 0 && ahead.every((slot) => free(slot) === 0)) return SCHEDULE_MESSAGES.noFreeSlots;
  if (changedAway) return SCHEDULE_MESSAGES.timeNotFree(formatClock(changedAway), formatAppointment(date));
  return null;
}

/** The day to offer instead of a full one: the next with a free time, else the first (an earlier one). */
function otherDay(answer: AvailabilityAnswer | null, date: string): { date: string; text: string } | null {
  const next = nextFreeAfter(answer, date);
  if (next) return { date: next, text: SCHEDULE_MESSAGES.nextFreeDay(formatAppointment(next)) };
  const first = answer?.nextFreeDay;
  return first && first !== date ? { date: first, text: SCHEDULE_MESSAGES.firstFreeDay(formatAppointment(first)) } : null;
}

/** Said when no therapist of the preference is free on any day the form offers. */
function noFreeDayText(preferGender: string): string {
  return preferGender && preferGender !== 'any'
    ? SCHEDULE_MESSAGES.noFreeDayAheadFor(preferGender, BOOKING_DAYS_AHEAD)
    : SCHEDULE_MESSAGES.noFreeDayAhead(BOOKING_DAYS_AHEAD);
}

/** The day's message, with a button for the day it offers; the region stays so that what appears is read out. */
function DayMessage({ id, text, offered, onChoose }: { id: string; text: string; offered: string | null; onChoose: (date: string) => void }) {
  return (
    <Box id={id} role="status" mt="1">
      {text ? (
        <Text fontSize="sm" color="orange.800">
          {text}
          {offered ? (
            <Button size="xs" variant="outline" ms="1" onClick={() => onChoose(offered)}>
              {SCHEDULE_MESSAGES.chooseDay(formatAppointment(offered))}
            </Button>
          ) : null}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * The preferred date and time. Once the visitor has chosen an area, each time says whether a therapist
 * (of the preferred gender) can come then: a full one stays in the list, marked taken and not choosable;
 * a full day says so and offers the next day with a free time, or, when no day has one, says what the
 * visitor can still do. When the free times could not be checked, the form says so and marks none.
 * 'Any time' is always possible on the form.
 */
export function PreferredVisitFields(props: Props) {
  const { date, time, area, preferGender, dateError, timeError, onDate, onTime, onBlur, labels = BOOKING_LABELS } = props;
  const fallback = props.fallback ?? bookingFallback(preferGender);
  const availability = useAvailability(area, preferGender);
  const answer = availability.state === 'known' ? availability.answer : null;
  const [changedAway, setChangedAway] = useState<string | null>(null);
  const helperId = useId();
  const messageId = useId();
  const days = bookableDates();
  const slots = slotsOn(date);
  const free = (slot: string) => (date ? freeAt(answer, date, slot) : undefined);
  const note = dayNote(props, free, changedAway);
  const offered = note && date ? otherDay(answer, date) : null;
  const noFreeDay = answer !== null && answer.nextFreeDay === null;
  const helper = !area && !timeError ? SCHEDULE_MESSAGES.chooseArea : availability.state === 'failed' ? fallback.unknown : undefined;
  const hasMessage = Boolean(note) || noFreeDay;
  // The list is described by both its note and the day's message (Chakra alone would name the note only).
  const describedBy = [helper ? helperId : null, hasMessage ? messageId : null].filter(Boolean).join(' ') || undefined;

  const chooseDate = (next: string) => {
    onDate(next);
    // A time the new day does not offer is let go, and the form says which and why.
    const stillFree = time && slotsOn(next).includes(time) && freeAt(answer, next, time) !== 0;
    if (time && !stillFree) {
      setChangedAway(time);
      onTime('');
    } else setChangedAway(null);
  };
  const onSlot = (event: ChangeEvent<HTMLSelectElement>) => {
    setChangedAway(null);
    onTime(event.target.value);
  };

  return (
    <Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label={labels.date}
          required={false}
          error={dateError}
          reserveErrorSpace
          name="preferredDate"
          type="date"
          min={days.first}
          max={days.last}
          value={date}
          onChange={(event) => chooseDate(event.target.value)}
          onBlur={onBlur}
        />
        <LabelledField label={labels.time} error={timeError} note={helper} reserveErrorSpace rootProps={{ ids: { helperText: helperId } }}>
          <NativeSelect.Root>
            <NativeSelect.Field name="preferredTime" value={time} onChange={onSlot} onBlur={onBlur} aria-describedby={describedBy}>
              <option value="">{labels.noTime}</option>
              {slots.map((slot) => {
                const taken = free(slot) === 0;
                return (
                  <option key={slot} value={slot} disabled={taken}>
                    {taken ? `${formatClock(slot)} (${SCHEDULE_MESSAGES.slotTaken})` : formatClock(slot)}
                  </option>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </LabelledField>
      </SimpleGrid>
      <DayMessage
        id={messageId}
        text={[note, offered?.text, noFreeDay ? `${noFreeDayText(preferGender)} ${fallback.noneFree}` : null].filter(Boolean).join(' ')}
        offered={offered?.date ?? null}
        onChoose={chooseDate}
      />
    </Box>
  );
}
