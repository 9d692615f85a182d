import { Alert, Stack, Text } from '@chakra-ui/react';
import { CUSTOMER_PAGE_MESSAGES, SCHEDULE_MESSAGES } from '@wellness/shared';
import { AnswerButtons, DialogFrame, DialogQuestion } from '@wellness/shared/ui/dialog';
import { useState } from 'react';
import { loadClient } from './api';
import { refusalMessage } from './customerPageApi';
import { PreferredVisitFields } from './PreferredVisitFields';

const CHANGE_LABELS = { date: CUSTOMER_PAGE_MESSAGES.newDate, time: CUSTOMER_PAGE_MESSAGES.newTime, noTime: CUSTOMER_PAGE_MESSAGES.noTimeYet };
// A change needs a free day and time, so with none to be had the customer is sent to the phone.
const CHANGE_FALLBACK = { unknown: SCHEDULE_MESSAGES.availabilityUnknownChange, noneFree: CUSTOMER_PAGE_MESSAGES.callUs };

interface Props {
  open: boolean;
  token: string;
  /** The booking's area and preferred gender: the free times offered are the booking form's. */
  area: string;
  preferGender: string;
  onClose: () => void;
  /** Called with the server's words once the visit is moved (or was already at that time). */
  onChanged: (message: string) => void;
}

/** The new date and time chosen, and their sending: what went wrong stays to be said until the next choice. */
function useVisitChange(token: string, onChanged: (message: string) => void) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!date || !time) {
      setProblem(CUSTOMER_PAGE_MESSAGES.chooseTime);
      return;
    }
    setBusy(true);
    setProblem(null);
    const client = await loadClient();
    try {
      const answer = await client.call(client.ENDPOINTS.customerChange, { token, date, time });
      setBusy(false);
      setDate('');
      setTime('');
      onChanged(answer.message ?? CUSTOMER_PAGE_MESSAGES.changed);
    } catch (error) {
      setBusy(false);
      setProblem(refusalMessage(client, error));
    }
  };
  const chosen = (set: (value: string) => void) => (next: string) => {
    set(next);
    setProblem(null);
  };

  return { choice: { date, time, onDate: chosen(setDate), onTime: chosen(setTime) }, problem, clearProblem: () => setProblem(null), busy, submit };
}

/**
 * The customer asks for another date and time: the booking form's own date and time fields, with the
 * times no therapist can take marked as taken. A refusal (the time was just taken, the cut-off passed)
 * is said in the dialog, which stays open to choose again.
 */
export function ChangeVisitDialog({ open, token, area, preferGender, onClose, onChanged }: Props) {
  const { choice, problem, clearProblem, busy, submit } = useVisitChange(token, onChanged);

  const close = () => {
    if (busy) return;
    clearProblem();
    onClose();
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(details) => !details.open && close()}
      placement="center"
      title={CUSTOMER_PAGE_MESSAGES.changeTitle}
      contentProps={{ mx: '4' }}
      footer={
        <AnswerButtons
          backLabel={CUSTOMER_PAGE_MESSAGES.keep}
          aheadLabel={CUSTOMER_PAGE_MESSAGES.changeSubmit}
          palette="green"
          busy={busy}
          onBack={close}
          onAhead={() => void submit()}
        />
      }
      closable={false}
    >
      <Stack gap="4">
        <DialogQuestion>{CUSTOMER_PAGE_MESSAGES.changeIntro}</DialogQuestion>
        <PreferredVisitFields {...choice} area={area} preferGender={preferGender} labels={CHANGE_LABELS} fallback={CHANGE_FALLBACK} onBlur={() => undefined} />
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              <Text as="span">{problem}</Text>
            </Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </DialogFrame>
  );
}
