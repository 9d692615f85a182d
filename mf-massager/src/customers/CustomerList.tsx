import { LoadingDots, pageCount, RECORDS_PER_PAGE } from '@wellness/shared';
import { Heading, SimpleGrid, Stack, Text, useBreakpointValue } from '@wellness/shared/chakra';
import { ConfirmDialog, HistoryDialog, Paginator } from '@wellness/shared/ui';
import { useMemo, useState } from 'react';
import { FetchFailed } from '../common/FetchFailed';
import { useMassagerEmail } from '../common/useMassagerEmail';
import { confirmationQuestion, needsConfirmation, type RequestAction } from './requestActions';
import { RequestCard } from './RequestCard';
import { RequestTable } from './RequestTable';
import { type AssignedRequest, useAssignedRequests } from './useAssignedRequests';

export const CUSTOMER_LIST_TITLE = 'Customer List';

/** The signed-in massager's open requests: cards on a phone, a table on a wide screen. */
export function CustomerList() {
  const email = useMassagerEmail();
  const { page, rows, totalRecords, state, busyId, goTo, retry, act } = useAssignedRequests(email);
  const [asking, setAsking] = useState<{ request: AssignedRequest; action: 'accept' | 'reject' } | null>(null);
  const [historyOf, setHistoryOf] = useState<AssignedRequest | null>(null);
  const history = useMemo(() => (historyOf ? { id: historyOf.requestId, name: historyOf.name } : null), [historyOf]);
  const confirmation = useMemo(() => (asking ? confirmationQuestion(asking.action, asking.request.name) : null), [asking]);
  const wide = useBreakpointValue({ base: false, xl: true }, { ssr: false });

  const onAction = (request: AssignedRequest, action: RequestAction) => {
    if (needsConfirmation(action)) setAsking({ request, action });
    else void act(request, action);
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {CUSTOMER_LIST_TITLE}
      </Heading>
      {state === 'failed' && <FetchFailed onRetry={retry} />}
      {state === 'loading' && <LoadingDots />}
      {state === 'ready' && rows.length === 0 && <Text color="fg.muted">No open requests assigned to you.</Text>}
      {rows.length > 0 &&
        (wide ? (
          <RequestTable rows={rows} busyId={busyId} onAction={onAction} onHistory={setHistoryOf} />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" p="0" m="0" aria-label="Assigned customers">
            {rows.map((request) => (
              <li key={request.requestId}>
                <RequestCard
                  request={request}
                  busy={busyId === request.requestId}
                  onAction={(action) => onAction(request, action)}
                  onHistory={() => setHistoryOf(request)}
                />
              </li>
            ))}
          </SimpleGrid>
        ))}
      <Paginator page={page} totalPages={pageCount(totalRecords, RECORDS_PER_PAGE)} onChange={goTo} label="Customer list pages" />
      <ConfirmDialog
        question={confirmation}
        onConfirm={async () => {
          if (asking) await act(asking.request, asking.action);
        }}
        onClose={() => setAsking(null)}
      />
      <HistoryDialog customer={history} onClose={() => setHistoryOf(null)} />
    </Stack>
  );
}
