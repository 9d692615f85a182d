import { formatClock } from '@wellness/shared';
import { indiaClock, mapSearchUrl, MY_VISITS_MESSAGES as M, telHref, tooEarlyToComplete, visitClockRange } from '@wellness/shared';
import { Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@wellness/shared/chakra';
import type { MyVisit } from '@wellness/shared/client';
import { StatusBadge } from '@wellness/shared/ui';
import { CardDetails } from '@wellness/shared/ui';
import { RequestActionButtons } from '../customers/RequestActionButtons';
import type { RequestAction } from '../customers/requestActions';
import { isVisitActionEnabled } from './visitDays';

/** One visit: when, who, where (with a map and a call link a thumb can hit) and its actions. */
export function VisitCard({ visit, now, busy, onAction }: { visit: MyVisit; now: number; busy: boolean; onAction: (action: RequestAction) => void }) {
  const headingId = `visit-${visit.requestId}-name`;
  const waiting = visit.status === 'accepted' && tooEarlyToComplete(visit.start, now);
  const details: ReadonlyArray<readonly [string, string]> = [
    [M.therapy, visit.therapy || '—'],
    [M.issue, visit.issue || '—'],
    ...(visit.reference ? [[M.reference, visit.reference] as const] : []),
  ];
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" variant="outline" bg="white">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0" minW="0">
            {visit.start && (
              <Text fontSize="xl" fontWeight="bold" color="brand.900">
                {visitClockRange(visit.start, visit.minutes)}
              </Text>
            )}
            <Heading as="h3" size="md" id={headingId} wordBreak="break-word">
              {visit.name}
            </Heading>
          </Stack>
          <StatusBadge status={visit.status} where="list" />
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <Text wordBreak="break-word">
          <Text as="span" srOnly>
            {`${M.address}: `}
          </Text>
          {visit.address}
        </Text>
        <SimpleGrid columns={2} gap="2">
          <Button asChild size="lg" variant="outline" colorPalette="blue">
            <Link href={mapSearchUrl(visit.address)} target="_blank" rel="noopener noreferrer" aria-label={M.mapLabel(visit.name)} textDecoration="none">
              {M.map}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" colorPalette="green">
            <Link href={telHref(visit.contact)} aria-label={M.callLabel(visit.name, visit.contact)} textDecoration="none">
              {visit.contact}
            </Link>
          </Button>
        </SimpleGrid>
        <CardDetails details={details} labelWidth="20" />
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        <SimpleGrid columns={3} gap="2" w="full">
          <RequestActionButtons request={visit} busy={busy} size="lg" isEnabled={(action) => isVisitActionEnabled(action, visit, now)} onAction={onAction} />
        </SimpleGrid>
        {waiting && visit.start && (
          <Text fontSize="sm" color="fg.muted">
            {M.completeFrom(formatClock(indiaClock(visit.start).time))}
          </Text>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
