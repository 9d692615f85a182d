import { formatAppointment, LoadingDots, todayInIndia, visitTimeText } from '@wellness/shared';
import { Button, Heading, Stack, Text } from '@wellness/shared/chakra';
import type { ScheduleVisit } from '@wellness/shared/client';
import { HistoryDialog } from '@wellness/shared/ui';
import { useEffect, useState } from 'react';
import { DayColumns } from './DayColumns';
import { DayPicker } from './DayPicker';
import { useScheduleDay } from './useScheduleDay';

/** The day's bookings no massager has yet, each opening its history. */
function UnassignedVisits({ visits, onOpen }: { visits: ScheduleVisit[]; onOpen: (visit: ScheduleVisit) => void }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        Not assigned yet
      </Heading>
      {visits.map((visit) => (
        <Button key={visit.customerId} variant="outline" justifyContent="start" onClick={() => onOpen(visit)}>
          {visitTimeText(visit.start, visit.minutes)} · {visit.name} · {visit.area ?? '—'}
        </Button>
      ))}
    </Stack>
  );
}

/** The admin's day: massagers side by side at a desk, one at a time on a phone; a block opens the booking's history. */
export function ScheduleScreen() {
  const [date, setDate] = useState(todayInIndia());
  const [chosen, setChosen] = useState<number | null>(null);
  const [opened, setOpened] = useState<{ id: number; name: string } | null>(null);

  useEffect(() => {
    document.title = 'Schedule | Admin Panel';
  }, []);
  const day = useScheduleDay(date);

  const open = (visit: ScheduleVisit) => setOpened({ id: visit.customerId, name: visit.name });

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Schedule
      </Heading>
      <DayPicker date={date} onDate={setDate} />
      <Text fontWeight="medium">{formatAppointment(date)}</Text>
      {day === null ? (
        <LoadingDots />
      ) : day.massagers.length === 0 ? (
        <Text color="fg.muted">No massagers yet.</Text>
      ) : (
        <DayColumns massagers={day.massagers} date={date} chosen={chosen} onChoose={setChosen} onOpen={open} />
      )}
      {day && day.unassigned.length > 0 ? <UnassignedVisits visits={day.unassigned} onOpen={open} /> : null}
      <HistoryDialog customer={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
