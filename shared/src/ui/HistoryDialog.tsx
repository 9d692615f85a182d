import { formatDateTime, HISTORY_MESSAGES, type HistoryEvent, historyEventText, LoadingDots } from '@wellness/shared';
import { Box, Button, List, Stack, Text } from '@wellness/shared/chakra';
import { call, ENDPOINTS } from '@wellness/shared/client';
import { useEffect, useState } from 'react';
import { DialogFrame, fullOnPhone } from './dialog';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; events: HistoryEvent[] };

/**
 * A booking's story, newest first: who booked, assigned, accepted, edited or mailed it, and when. Read
 * from the server each time it is shown (a new `customerId`), so that it is never stale.
 */
export function HistoryList({ customerId, label }: { customerId: number | null; label: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (customerId === null) return;
    let current = true;
    setLoaded({ state: 'loading' });
    call(ENDPOINTS.customerHistory, { customer_id: customerId })
      .then((data) => {
        if (!current) return;
        setLoaded({ state: 'done', events: data.data });
      })
      .catch(() => current && setLoaded({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [customerId]);

  if (loaded.state === 'loading') return <LoadingDots label="Loading the history" />;
  if (loaded.state === 'failed') {
    return (
      <Text role="alert" color="red.700">
        {HISTORY_MESSAGES.failed}
      </Text>
    );
  }
  if (loaded.events.length === 0) return <Text color="fg.muted">{HISTORY_MESSAGES.empty}</Text>;
  return (
    <List.Root as="ol" variant="plain" gap="3" aria-label={label}>
      {loaded.events.map((event) => (
        <List.Item key={event.id} borderLeftWidth="3px" borderColor={event.kind === 'mail-failed' ? 'orange.400' : 'green.500'} ps="3">
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </Text>
            <Box>{historyEventText(event)}</Box>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** A booking's history in a dialog of its own: open while `customer` is set. */
export function HistoryDialog({ customer, onClose }: { customer: { id: number; name: string } | null; onClose: () => void }) {
  const [shownName, setShownName] = useState('');
  if (customer && customer.name !== shownName) setShownName(customer.name);
  const title = HISTORY_MESSAGES.title(customer?.name ?? shownName);
  return (
    <DialogFrame
      open={customer !== null}
      onOpenChange={(details) => !details.open && onClose()}
      {...fullOnPhone()}
      title={title}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <HistoryList customerId={customer?.id ?? null} label={title} />
    </DialogFrame>
  );
}
