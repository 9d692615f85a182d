import { ADMIN_MESSAGES, formatDateTime, LoadingDots, MAIL_LOG_PAGE_SIZE, mailKindLabel, pageCount } from '@wellness/shared';
import { Alert, Badge, Heading, Stack, Text } from '@wellness/shared/chakra';
import type { MailLogItem } from '@wellness/shared/client';
import { notify, Paginator } from '@wellness/shared/ui';
import { useEffect, useState } from 'react';
import { ListTable } from '../common/ListTable';
import { useMailLogQuery } from './api';

const NOTHING_LOADED = { data: [], totalRecords: 0, waiting: 0, page: 1 };

const OUTCOMES: Record<string, { label: string; palette: string }> = {
  sent: { label: 'Sent', palette: 'green' },
  outbox: { label: 'Saved (no SMTP)', palette: 'blue' },
  failed: { label: 'Failed', palette: 'red' },
};

/** Every mail the site tried to send, newest first: so that the admin can answer "did my mail go out?". */
export function MailLog() {
  const [wanted, setWanted] = useState(1);
  // `data` stays the last page shown while another one loads, or when it failed.
  const { data, isError, refetch } = useMailLogQuery(wanted);
  useEffect(() => {
    if (isError) notify('error', ADMIN_MESSAGES.fetchFailed);
  }, [isError]);
  const listing = data ?? (isError ? NOTHING_LOADED : null);
  // The page that failed, asked for again: try again.
  const goTo = (number: number) => (number === wanted ? void refetch() : setWanted(number));

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Mail log
      </Heading>
      {listing && listing.waiting > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {listing.waiting === 1 ? '1 mail to a customer is' : `${listing.waiting} mails to customers are`} waiting to be sent; they are retried
            automatically.
          </Alert.Title>
        </Alert.Root>
      )}
      {listing === null ? (
        <LoadingDots />
      ) : (
        <ListTable
          label="Mails"
          regionLabel="Mail log table"
          rows={listing.data}
          rowKey={(row) => row.id}
          empty="No mail has been sent yet."
          columns={[
            { header: 'Time', cellProps: { minW: '28' }, cell: (row) => formatDateTime(row.time) },
            { header: 'To', cellProps: { minW: '40', overflowWrap: 'anywhere' }, cell: (row) => row.to },
            {
              header: 'Mail',
              cellProps: { minW: '48' },
              cell: (row) => (
                <>
                  <Text fontWeight="semibold">{mailKindLabel(row.kind)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {row.subject}
                  </Text>
                </>
              ),
            },
            { header: 'Outcome', cell: (row) => <Outcome row={row} /> },
          ]}
        />
      )}
      {listing && <Paginator page={listing.page} totalPages={pageCount(listing.totalRecords, MAIL_LOG_PAGE_SIZE)} onChange={goTo} label="Mail log pages" />}
    </Stack>
  );
}

/** Whether the mail went out, and why not when it failed. */
function Outcome({ row }: { row: MailLogItem }) {
  const outcome = OUTCOMES[row.outcome] ?? { label: row.outcome, palette: 'gray' };
  return (
    <>
      <Badge colorPalette={outcome.palette}>{outcome.label}</Badge>
      {row.outcome === 'failed' && row.detail && (
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {row.detail}
        </Text>
      )}
    </>
  );
}
