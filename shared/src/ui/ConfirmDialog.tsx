import {} from '@wellness/shared/chakra';
import { useState } from 'react';
import { AnswerButtons, DialogFrame, DialogQuestion } from './dialog';

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
    <DialogFrame
      open={question !== null}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      role="alertdialog"
      placement="center"
      title={words.title}
      contentProps={{ mx: '4' }}
      footer={<AnswerButtons aheadLabel={words.confirmLabel} palette={words.palette} busy={busy} onBack={onClose} onAhead={() => void confirm()} />}
      closable={false}
    >
      <DialogQuestion>{words.text}</DialogQuestion>
    </DialogFrame>
  );
}
