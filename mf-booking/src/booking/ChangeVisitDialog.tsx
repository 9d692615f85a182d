import { Alert, Stack, Text } from '@chakra-ui/react';
import { CUSTOMER_PAGE_MESSAGES, SERVER_MESSAGES } from '@wellness/shared';
import { AnswerButtons, DialogFrame, DialogQuestion } from '@wellness/shared/ui/dialog';
import { useState } from 'react';
import { PreferredVisitFields } from './PreferredVisitFields';

const loadClient = () => import('@wellness/shared/client');

const CHANGE_LABELS = { date: CUSTOMER_PAGE_MESSAGES.newDate, time: CUSTOMER_PAGE_MESSAGES.newTime, noTime: CUSTOMER_PAGE_MESSAGES.noTimeYet };

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

/**
 * The customer asks for another date and time: the booking form's own date and time fields, with the
 * times no therapist can take marked as taken. A refusal (the time was just taken, the cut-off passed)
 * is said in the dialog, which stays open to choose again.
 */
export function ChangeVisitDialog({ open, token, area, preferGender, onClose, onChanged }: Props) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setProblem(null);
    onClose();
  };

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
      const status = client.failedStatus(error);
      setProblem(status === 429 ? SERVER_MESSAGES.tooManyRequests : (client.failedMessage(error) ?? CUSTOMER_PAGE_MESSAGES.failed));
    }
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
        <PreferredVisitFields
          date={date}
          time={time}
          area={area}
          preferGender={preferGender}
          labels={CHANGE_LABELS}
          onDate={(next) => {
            setDate(next);
            setProblem(null);
          }}
          onTime={(next) => {
            setTime(next);
            setProblem(null);
          }}
          onBlur={() => undefined}
        />
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
