import { Alert, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { type Booked, BookingReference } from './BookingReference';
import type { Outcome } from './useBookingSubmit';

/** How the booking went, and its reference once booked, beside Submit. */
export function BookingOutcome({ outcome, reference, onDismiss }: { outcome: Outcome; reference: Booked | null; onDismiss: () => void }) {
  // The answer appears beside Submit, where the visitor pressed: scrolled into view should the
  // message push Submit down past a phone's screen.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);
  if (!outcome && !reference) return null;
  return (
    <Stack ref={outcomeRef} gap="3">
      {outcome && (
        <Alert.Root status={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{outcome.message}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {reference && <BookingReference {...reference} onDismiss={onDismiss} />}
    </Stack>
  );
}
