import { formatAppointment, formatDateTime, HISTORY_MESSAGES } from '@wellness/shared';
import { Button, Card, Heading, HStack, Link, SimpleGrid } from '@wellness/shared/chakra';
import { StatusBadge } from '@wellness/shared/ui';
import { CardDetails } from '@wellness/shared/ui';
import { RequestActionButtons } from './RequestActionButtons';
import type { RequestAction } from './requestActions';
import type { AssignedRequest } from './useAssignedRequests';

/** One assigned request as a card: the phone layout, with thumb-sized action buttons. */
export function RequestCard({
  request,
  busy,
  onAction,
  onHistory,
}: {
  request: AssignedRequest;
  busy: boolean;
  onAction: (action: RequestAction) => void;
  onHistory: () => void;
}) {
  const details: ReadonlyArray<[string, React.ReactNode]> = [
    [
      'Contact',
      <Link href={`tel:${request.contact}`} colorPalette="green" fontWeight="medium">
        {request.contact}
      </Link>,
    ],
    ['Address', request.address],
    ['Appointment', formatAppointment(request.appointment) || '—'],
    ['Issue', request.issue || '—'],
    ['Therapy', request.therapy || '—'],
    ['Gender', request.gender],
    ['Email', request.email],
    ['Booked', formatDateTime(request.requestTime)],
  ];
  const headingId = `request-${request.requestId}-name`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" variant="outline" bg="white">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="md" id={headingId} wordBreak="break-word">
            {request.name}
          </Heading>
          <StatusBadge status={request.status} where="list" />
        </HStack>
      </Card.Header>
      <Card.Body>
        <CardDetails details={details} labelWidth="24" />
        <Button mt="3" size="sm" variant="outline" alignSelf="start" aria-label={`${HISTORY_MESSAGES.button} of ${request.name}`} onClick={onHistory}>
          {HISTORY_MESSAGES.button}
        </Button>
      </Card.Body>
      <Card.Footer>
        <SimpleGrid columns={3} gap="2" w="full">
          <RequestActionButtons request={request} busy={busy} size="lg" onAction={onAction} />
        </SimpleGrid>
      </Card.Footer>
    </Card.Root>
  );
}
