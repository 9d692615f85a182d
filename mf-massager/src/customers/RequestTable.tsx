import { formatAppointment, formatDateTime, HISTORY_MESSAGES } from '@wellness/shared';
import { Button, HStack, Link, Stack, Table, Text } from '@wellness/shared/chakra';
import { StatusBadge, TableHead } from '@wellness/shared/ui';
import { RequestActionButtons } from './RequestActionButtons';
import type { RequestAction } from './requestActions';
import type { AssignedRequest } from './useAssignedRequests';

const HEADERS = ['Customer', 'Address', 'Issue and therapy', 'Appointment', 'Status', 'Actions'];

function Muted({ children }: { children: React.ReactNode }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      {children}
    </Text>
  );
}

/** The assigned requests as a table: the wide-screen layout, narrow enough that the actions stay in view. */
export function RequestTable({
  rows,
  busyId,
  onAction,
  onHistory,
}: {
  rows: AssignedRequest[];
  busyId: number | null;
  onAction: (request: AssignedRequest, action: RequestAction) => void;
  onHistory: (request: AssignedRequest) => void;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white" tabIndex={0} role="region" aria-label="Requests table">
      <Table.Root size="sm" aria-label="Assigned customers">
        <TableHead headers={HEADERS} />
        <Table.Body>
          {rows.map((request) => (
            <Table.Row key={request.requestId} verticalAlign="top" css={{ '& td': { whiteSpace: 'normal' } }}>
              <Table.Cell>
                <Stack gap="0.5">
                  <Text fontWeight="medium">{request.name}</Text>
                  <Link href={`tel:${request.contact}`} fontSize="sm" colorPalette="green">
                    {request.contact}
                  </Link>
                  <Muted>
                    <Text as="span" wordBreak="break-all">
                      {request.email}
                    </Text>{' '}
                    · {request.gender}
                  </Muted>
                </Stack>
              </Table.Cell>
              <Table.Cell minW="32">{request.address}</Table.Cell>
              <Table.Cell minW="32">
                <Text>{request.issue || '—'}</Text>
                <Muted>{request.therapy}</Muted>
              </Table.Cell>
              <Table.Cell>
                <Text>{formatAppointment(request.appointment) || '—'}</Text>
                <Muted>Booked {formatDateTime(request.requestTime)}</Muted>
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={request.status} where="list" />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <RequestActionButtons request={request} busy={busyId === request.requestId} size="sm" onAction={(action) => onAction(request, action)} />
                  <Button size="sm" variant="ghost" aria-label={`${HISTORY_MESSAGES.button} of ${request.name}`} onClick={() => onHistory(request)}>
                    {HISTORY_MESSAGES.button}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
