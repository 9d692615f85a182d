import { Button, Stack, Text } from '@chakra-ui/react';
import { CUSTOMER_PAGE_MESSAGES, type CustomerBookingAnswer } from '@wellness/shared';
import { useState } from 'react';
import { loadClient } from './api';
import { ChangeVisitDialog } from './ChangeVisitDialog';
import { type Notice, refusalMessage } from './customerPageApi';

/** "Cancel the visit?", answered here on the page. */
function CancelQuestion({ busy, onCancel, onKeep }: { busy: boolean; onCancel: () => void; onKeep: () => void }) {
  return (
    <Stack gap="3" role="group" aria-labelledby="cancel-question">
      <Text id="cancel-question">{CUSTOMER_PAGE_MESSAGES.cancelConfirm}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="red" loading={busy} disabled={busy} onClick={onCancel}>
          {CUSTOMER_PAGE_MESSAGES.confirmCancel}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onKeep}>
          {CUSTOMER_PAGE_MESSAGES.keep}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * What the customer may do with the visit until its cut-off: change its time, or cancel it (after a
 * question); past the cut-off, a line saying it is too late. Each answer is told to the page, which
 * then loads the booking again.
 */
export function CustomerBookingActions({
  token,
  booking,
  onNotice,
  onDone,
}: {
  token: string;
  booking: CustomerBookingAnswer;
  onNotice: (notice: Notice) => void;
  onDone: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    const client = await loadClient();
    try {
      const answer = await client.call(client.ENDPOINTS.customerCancel, { token });
      onNotice({ status: 'success', message: answer.message ?? CUSTOMER_PAGE_MESSAGES.cancelled });
    } catch (error) {
      onNotice({ status: 'error', message: refusalMessage(client, error) });
    } finally {
      setBusy(false);
      setConfirming(false);
      await onDone();
    }
  };

  return (
    <>
      {(booking.mayChange || booking.mayCancel) && !confirming && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {booking.mayChange && (
            <Button colorPalette="green" onClick={() => setChanging(true)}>
              {CUSTOMER_PAGE_MESSAGES.changeButton}
            </Button>
          )}
          {booking.mayCancel && (
            <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
              {CUSTOMER_PAGE_MESSAGES.cancelButton}
            </Button>
          )}
        </Stack>
      )}
      <ChangeVisitDialog
        open={changing}
        token={token}
        area={booking.area}
        preferGender={booking.preferGender}
        onClose={() => setChanging(false)}
        onChanged={(message) => {
          setChanging(false);
          onNotice({ status: 'success', message });
          void onDone();
        }}
      />
      {booking.mayCancel && confirming && <CancelQuestion busy={busy} onCancel={() => void cancel()} onKeep={() => setConfirming(false)} />}
      {!booking.mayChange && (booking.status === 'pending' || booking.status === 'assigned' || booking.status === 'accepted') && (
        <Text>{CUSTOMER_PAGE_MESSAGES.tooLate}</Text>
      )}
    </>
  );
}
