import { HISTORY_MESSAGES, SCHEDULE_SCREEN_MESSAGES, statusLabel, telHref, visitTimeText } from '@wellness/shared';
import { Button, Heading, Link, Stack } from '@wellness/shared/chakra';
import type { ScheduleVisit } from '@wellness/shared/client';
import { CardDetails, HistoryList } from '@wellness/shared/ui';
import { DialogFrame, fullOnPhone } from '@wellness/shared/ui/dialog';
import { useState } from 'react';

const M = SCHEDULE_SCREEN_MESSAGES.details;

/** The visit a block or a row opens, with the massager it is placed with (null: not assigned yet). */
export interface OpenedVisit {
  visit: ScheduleVisit;
  therapist: string | null;
}

/** A visit's booking: when, who, where, how to call, its therapist and reference, and its history below. */
export function VisitDialog({ opened, onClose }: { opened: OpenedVisit | null; onClose: () => void }) {
  // Kept while the dialog closes, so that its content does not vanish before it has faded out.
  const [shown, setShown] = useState<OpenedVisit | null>(opened);
  if (opened && opened !== shown) setShown(opened);
  const visit = shown?.visit;

  const title = visit ? M.title(visit.name) : '';
  return (
    <DialogFrame
      open={opened !== null}
      onOpenChange={(details) => !details.open && onClose()}
      {...fullOnPhone()}
      title={title}
      footer={
        <Button variant="outline" onClick={onClose}>
          {M.close}
        </Button>
      }
    >
      {visit ? (
        <Stack gap="5">
          <CardDetails
            labelWidth="24"
            details={[
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
            <HistoryList customerId={opened?.visit.customerId ?? null} label={HISTORY_MESSAGES.title(visit.name)} />
          </Stack>
        </Stack>
      ) : null}
    </DialogFrame>
  );
}
