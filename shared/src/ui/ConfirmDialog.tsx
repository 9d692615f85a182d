import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';

/** What a confirmation asks: its title, its sentence, the confirm button's words and colour. */
export interface ConfirmQuestion {
  title: string;
  text: string;
  confirmLabel: string;
  /** Red for what removes or refuses, green for what commits to something. */
  palette: 'red' | 'green';
}

/**
 * Asks before an action (deleting, accepting, rejecting): open while `question` is set. The action runs
 * on the confirm button, and the dialog closes when it is done; meanwhile it cannot be dismissed. The
 * wording stays while the dialog animates out. On a phone the buttons are full width, Cancel below.
 * `onConfirm` tells the user itself when the action fails; the dialog closes either way.
 */
export function ConfirmDialog({ question, onConfirm, onClose }: { question: ConfirmQuestion | null; onConfirm: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<ConfirmQuestion>({ title: '', text: '', confirmLabel: '', palette: 'red' });
  if (question && question !== shown) setShown(question);
  const words = question ?? shown;
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog.Root open={question !== null} onOpenChange={(details) => !details.open && !busy && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{words.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* The dialog's description: read out with its title when it opens, so the consequence is heard. */}
              <Dialog.Description color="fg" textStyle="md">
                {words.text}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
                <Button variant="outline" size={{ base: 'lg', md: 'md' }} onClick={onClose} disabled={busy}>
                  Cancel
                </Button>
                <Button size={{ base: 'lg', md: 'md' }} colorPalette={words.palette} loading={busy} onClick={() => void confirm()}>
                  {words.confirmLabel}
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
