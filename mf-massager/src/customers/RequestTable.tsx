import { HStack, Link, Table } from '@chakra-ui/react';
import { formatDateTime } from '@wellness/shared';
import { StatusBadge } from '@wellness/shared/ui';
import type { RequestAction } from './requestActions';
import { RequestActionButtons } from './RequestActionButtons';
import type { AssignedRequest } from './useAssignedRequests';

const HEADERS = ['Name', 'Contact', 'Address', 'Issue', 'Therapy', 'Gender', 'Appointment', 'Booked', 'Status', 'Actions'];

/** The assigned requests as a table: the desktop layout. */
export function RequestTable({ rows, busyId, onAction }: {
  rows: AssignedRequest[];
  busyId: number | null;
  onAction: (request: AssignedRequest, action: RequestAction) => void;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" aria-label="Assigned customers">
        <Table.Header>
          <Table.Row>
            {HEADERS.map((header) => (
              <Table.ColumnHeader key={header} whiteSpace="nowrap">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((request) => (
            <Table.Row key={request.requestId}>
              <Table.Cell fontWeight="medium">
                {request.name}
                <br />
                <Link href={`mailto:${request.email}`} fontSize="xs" color="fg.muted" fontWeight="normal">
                  {request.email}
                </Link>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Link href={`tel:${request.contact}`}>{request.contact}</Link>
              </Table.Cell>
              <Table.Cell minW="48">{request.address}</Table.Cell>
              <Table.Cell>{request.issue}</Table.Cell>
              <Table.Cell>{request.therapy}</Table.Cell>
              <Table.Cell>{request.gender}</Table.Cell>
              <Table.Cell>{request.appointment}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(request.requestTime)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={request.status} where="list" />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <RequestActionButtons request={request} busy={busyId === request.requestId} size="sm" onAction={(action) => onAction(request, action)} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
