import { Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';

/** Asks before a destructive action; the action runs on Confirm and the dialog closes when it is done. */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onClose }: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3">
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button
                  colorPalette="red"
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
                  {confirmLabel}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
