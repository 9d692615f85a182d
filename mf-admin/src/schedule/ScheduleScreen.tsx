import { LoadingDots, SCHEDULE_SCREEN_MESSAGES as M, todayInIndia, visitDayHeading, visitTimeText } from '@wellness/shared';
import { Button, Heading, Stack, Text } from '@wellness/shared/chakra';
import type { ScheduleDayAnswer, ScheduleVisit } from '@wellness/shared/client';
import { useEffect, useState } from 'react';
import { DayColumns } from './DayColumns';
import { DayPicker } from './DayPicker';
import { useScheduleDay } from './useScheduleDay';
import { type OpenedVisit, VisitDialog } from './VisitDialog';

/** The day's bookings no massager has yet, each opening its details; long rows wrap rather than widen the page. */
function UnassignedVisits({ visits, onOpen }: { visits: ScheduleVisit[]; onOpen: (visit: ScheduleVisit) => void }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {M.unassigned}
      </Heading>
      {visits.map((visit) => (
        <Button
          key={visit.customerId}
          variant="outline"
          justifyContent="start"
          textAlign="start"
          whiteSpace="normal"
          wordBreak="break-word"
          h="auto"
          py="2"
          onClick={() => onOpen(visit)}
        >
          {visitTimeText(visit.start, visit.minutes)} · {visit.name} · {visit.area ?? M.details.none}
        </Button>
      ))}
    </Stack>
  );
}

const hasVisits = (day: ScheduleDayAnswer) => day.unassigned.length > 0 || day.massagers.some((m) => m.visits.length > 0);

/** The admin's day: massagers side by side at a desk, one at a time on a phone; a block opens the booking's details and history. */
export function ScheduleScreen() {
  const [date, setDate] = useState(todayInIndia());
  const [chosen, setChosen] = useState<number | null>(null);
  const [opened, setOpened] = useState<OpenedVisit | null>(null);

  useEffect(() => {
    document.title = M.pageTitle;
  }, []);
  const day = useScheduleDay(date);

  const openPlaced = (visit: ScheduleVisit) =>
    setOpened({ visit, therapist: day?.massagers.find((m) => m.visits.some((v) => v.customerId === visit.customerId))?.name ?? null });
  const openUnassigned = (visit: ScheduleVisit) => setOpened({ visit, therapist: null });

  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size="2xl">
        {M.title}
      </Heading>
      <DayPicker date={date} onDate={setDate} />
      <Heading as="h2" size="md">
        {visitDayHeading(date, todayInIndia())}
      </Heading>
      {day === null ? (
        <LoadingDots />
      ) : (
        <>
          {hasVisits(day) ? null : <Text color="fg.muted">{M.noVisits}</Text>}
          {day.massagers.length === 0 ? (
            <Text color="fg.muted">{M.noMassagers}</Text>
          ) : (
            <DayColumns massagers={day.massagers} date={date} chosen={chosen} onChoose={setChosen} onOpen={openPlaced} />
          )}
          {day.unassigned.length > 0 ? <UnassignedVisits visits={day.unassigned} onOpen={openUnassigned} /> : null}
        </>
      )}
      <VisitDialog opened={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
