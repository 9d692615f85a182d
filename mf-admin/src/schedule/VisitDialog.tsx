import {
  formatDateTime,
  HISTORY_MESSAGES,
  type HistoryEvent,
  historyEventText,
  LoadingDots,
  SCHEDULE_SCREEN_MESSAGES,
  statusLabel,
  telHref,
  visitTimeText,
} from '@wellness/shared';
import { Box, Button, DataList, Heading, Link, List, Stack, Text } from '@wellness/shared/chakra';
import type { ScheduleVisit } from '@wellness/shared/client';
import { DialogFrame, FULL_ON_PHONE } from '@wellness/shared/ui/dialog';
import { type ReactNode, useEffect, useState } from 'react';
import { bookingHistory } from './api';

const M = SCHEDULE_SCREEN_MESSAGES.details;

/** The visit a block or a row opens, with the massager it is placed with (null: not assigned yet). */
export interface OpenedVisit {
  visit: ScheduleVisit;
  therapist: string | null;
}

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; value: T };

/** What the server answers for the open visit's booking, read again each time it opens, so that it is never stale. */
function useLoaded<T>(visit: ScheduleVisit | null, load: (visit: ScheduleVisit) => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    if (visit === null) return;
    let current = true;
    setLoaded({ state: 'loading' });
    load(visit).then(
      (value) => current && setLoaded({ state: 'done', value }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [visit, load]);
  return loaded;
}

const loadHistory = (visit: ScheduleVisit) => bookingHistory(visit.customerId).then((answer) => answer.data);

function Details({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} alignItems="start">
          <DataList.ItemLabel minW="24" flexShrink={0}>
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word" minW="0">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function History({ loaded, label }: { loaded: Loaded<HistoryEvent[]>; label: string }) {
  if (loaded.state === 'loading') return <LoadingDots label="Loading the history" />;
  if (loaded.state === 'failed')
    return (
      <Text role="alert" color="red.700">
        {HISTORY_MESSAGES.failed}
      </Text>
    );
  if (loaded.value.length === 0) return <Text color="fg.muted">{HISTORY_MESSAGES.empty}</Text>;
  return (
    <List.Root as="ol" variant="plain" gap="3" aria-label={label}>
      {loaded.value.map((event) => (
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

/** A visit's booking: when, who, where, how to call, its therapist and reference, and its history below. */
export function VisitDialog({ opened, onClose }: { opened: OpenedVisit | null; onClose: () => void }) {
  // Kept while the dialog closes, so that its content does not vanish before it has faded out.
  const [shown, setShown] = useState<OpenedVisit | null>(opened);
  if (opened && opened !== shown) setShown(opened);
  const visit = shown?.visit;
  const history = useLoaded(opened?.visit ?? null, loadHistory);

  const title = visit ? M.title(visit.name) : '';
  return (
    <DialogFrame
      open={opened !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'md' }}
      placement="center"
      scrollBehavior="inside"
      title={title}
      contentProps={FULL_ON_PHONE}
      footer={
        <Button variant="outline" onClick={onClose}>
          {M.close}
        </Button>
      }
    >
      {visit ? (
        <Stack gap="5">
          <Details
            rows={[
              [M.time, visitTimeText(visit.start, visit.minutes)],
              [M.length, M.minutes(visit.minutes)],
              [M.customer, visit.name],
              [M.address, visit.address],
              [
                M.phone,
                <Link
                  key="phone"
                  href={telHref(visit.contact)}
                  aria-label={M.callLabel(visit.name, visit.contact)}
                  color="green.700"
                  textDecoration="underline"
                >
                  {visit.contact}
                </Link>,
              ],
              [M.area, visit.area ?? M.none],
              [M.status, statusLabel(visit.status)],
              [M.therapist, shown?.therapist ?? M.notAssigned],
              [M.reference, visit.reference ?? M.none],
            ]}
          />
          <Stack gap="2">
            <Heading as="h3" size="sm">
              {M.history}
            </Heading>
            <History loaded={history} label={HISTORY_MESSAGES.title(visit.name)} />
          </Stack>
        </Stack>
      ) : null}
    </DialogFrame>
  );
}
