import { formatDateTime, LoadingDots, MASSAGER_PANEL_PATH, MASSAGER_ROUTES } from '@wellness/shared';
import { MY_VISITS_MESSAGES as M, TIME_OFF_MESSAGES } from '@wellness/shared';
import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@wellness/shared/chakra';
import type { MyVisit } from '@wellness/shared/client';
import { Link as RouterLink } from '@wellness/shared/router';
import { ConfirmDialog } from '@wellness/shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { FetchFailed } from '../common/FetchFailed';
import { usePageTitle } from '../common/usePageTitle';
import { confirmationQuestion, needsConfirmation, type RequestAction } from '../customers/requestActions';
import { useMyVisits } from './api';
import { VisitCard } from './VisitCard';
import { groupVisitsByDay } from './visitDays';

/** How often the screen looks at the clock again, so that Complete comes on at a visit's start. */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function VisitList({
  label,
  visits,
  now,
  busyId,
  onAction,
}: {
  label: string;
  visits: MyVisit[];
  now: number;
  busyId: number | null;
  onAction: (visit: MyVisit, action: RequestAction) => void;
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="4" p="0" m="0" aria-label={label}>
      {visits.map((visit) => (
        <li key={visit.requestId}>
          <VisitCard visit={visit} now={now} busy={busyId === visit.requestId} onAction={(action) => onAction(visit, action)} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The therapist's day on a phone: today and the next 7 days, grouped by day, each visit with its actions. */
export function MyVisits() {
  usePageTitle(M.title);
  const { answer, state, busyId, reload, act } = useMyVisits();
  const now = useNow();
  const grouped = useMemo(() => groupVisitsByDay(answer?.data ?? [], now), [answer, now]);
  const [asking, setAsking] = useState<{ visit: MyVisit; action: 'accept' | 'reject' } | null>(null);
  const confirmation = useMemo(() => (asking ? confirmationQuestion(asking.action, asking.visit.name) : null), [asking]);

  const onAction = (visit: MyVisit, action: RequestAction) => {
    if (needsConfirmation(action)) setAsking({ visit, action });
    else void act(visit, action);
  };

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {M.title}
        </Heading>
        <Text color="fg.muted">{M.intro}</Text>
      </Stack>
      <HStack justify="space-between" wrap="wrap" gap="3">
        {answer && (
          <Text fontSize="sm" color="fg.muted" role="status">
            {M.lastUpdated(formatDateTime(answer.fetchedAt))}
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="md" variant="outline" onClick={() => void reload()}>
            {M.refresh}
          </Button>
          <Button asChild size="md" variant="outline">
            <RouterLink to={`${MASSAGER_PANEL_PATH}/${MASSAGER_ROUTES.timeOff}`}>{TIME_OFF_MESSAGES.link}</RouterLink>
          </Button>
        </HStack>
      </HStack>
      {state === 'failed' && <FetchFailed onRetry={() => void reload()} />}
      {state === 'loading' && !answer && <LoadingDots />}
      {answer && grouped.days.length === 0 && grouped.untimed.length === 0 && <Text fontSize="lg">{M.empty}</Text>}
      {grouped.days.map((day) => (
        <Stack as="section" key={day.date} gap="3" aria-labelledby={`day-${day.date}`}>
          <Heading as="h2" size="lg" id={`day-${day.date}`}>
            {day.heading}
          </Heading>
          <VisitList label={M.listLabel(day.heading)} visits={day.visits} now={now} busyId={busyId} onAction={onAction} />
        </Stack>
      ))}
      {grouped.untimed.length > 0 && (
        <Stack as="section" gap="3" aria-labelledby="day-untimed">
          <Heading as="h2" size="lg" id="day-untimed">
            {M.noTimeHeading}
          </Heading>
          <Text color="fg.muted">{M.noTimeNote}</Text>
          <VisitList label={M.noTimeHeading} visits={grouped.untimed} now={now} busyId={busyId} onAction={onAction} />
        </Stack>
      )}
      <ConfirmDialog
        question={confirmation}
        onConfirm={async () => {
          if (asking) await act(asking.visit, asking.action);
        }}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
