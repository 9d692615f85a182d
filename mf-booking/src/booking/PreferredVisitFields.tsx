import { Box, Button, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { APPOINTMENT_SLOTS, bookableDates, formatAppointment, formatClock, SCHEDULE_MESSAGES, slotsOn } from '@wellness/shared';
import { LabelledField, TextField } from '@wellness/shared/ui/field';
import { type ChangeEvent, type FocusEvent, useState } from 'react';
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
}

const BOOKING_LABELS = { date: 'Preferred date', time: 'Preferred time', noTime: 'Any time' };

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

/**
 * The preferred date and time. Once the visitor has chosen an area, each time says whether a therapist
 * (of the preferred gender) can come then: a full one stays in the list, marked taken and not choosable;
 * a full day says so and offers the next day with a free time. 'Any time' is always possible on the form.
 */
export function PreferredVisitFields(props: Props) {
  const { date, time, area, preferGender, dateError, timeError, onDate, onTime, onBlur, labels = BOOKING_LABELS } = props;
  const answer = useAvailability(area, preferGender);
  const [changedAway, setChangedAway] = useState<string | null>(null);
  const days = bookableDates();
  const slots = slotsOn(date);
  const free = (slot: string) => (date ? freeAt(answer, date, slot) : undefined);
  const note = dayNote(props, free, changedAway);
  const nextDay = note && date ? nextFreeAfter(answer, date) : null;

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
        <LabelledField label={labels.time} error={timeError} note={!area && !timeError ? SCHEDULE_MESSAGES.chooseArea : undefined} reserveErrorSpace>
          <NativeSelect.Root>
            <NativeSelect.Field name="preferredTime" value={time} onChange={onSlot} onBlur={onBlur}>
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
      <Box aria-live="polite" mt="1">
        {note ? (
          <Text fontSize="sm" color="orange.800">
            {note}
            {nextDay ? ` ${SCHEDULE_MESSAGES.nextFreeDay(formatAppointment(nextDay))} ` : null}
            {nextDay ? (
              <Button size="xs" variant="outline" ms="1" onClick={() => chooseDate(nextDay)}>
                {SCHEDULE_MESSAGES.chooseDay(formatAppointment(nextDay))}
              </Button>
            ) : null}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
