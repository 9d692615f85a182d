import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { confirmationText } from './requestActions';

/** Asks before accepting or rejecting, in words for that action; the action runs on the confirm button. */
export interface PendingConfirmation {
  action: 'accept' | 'reject';
  customerName: string;
}

export function ConfirmActionDialog({ pending, onConfirm, onClose }: {
  pending: PendingConfirmation | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  // The wording stays while the dialog animates out.
  const [shown, setShown] = useState<PendingConfirmation>({ action: 'accept', customerName: '' });
  if (pending && pending !== shown) setShown(pending);
  const { action } = pending ?? shown;
  const words = confirmationText(action, (pending ?? shown).customerName);

  return (
    <Dialog.Root open={pending !== null} onOpenChange={(details) => !details.open && !busy && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{words.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{words.text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
                <Button variant="outline" size="lg" onClick={onClose} disabled={busy}>
                  Cancel
                </Button>
                <Button
                  size="lg"
                  colorPalette={action === 'accept' ? 'green' : 'red'}
                  loading={busy}
                  onClick={async () => {
                    setBusy(true);
                    try {
                      await onConfirm();
                    } finally {
                      setBusy(false);
                      onClose();
                    }
                  }}
                >
                  {words.confirm}
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
