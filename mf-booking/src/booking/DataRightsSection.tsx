import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CUSTOMER_PAGE_MESSAGES, PRIVACY_MESSAGES } from '@wellness/shared';
import type * as Client from '@wellness/shared/client';
import { AnswerButtons, DialogFrame, DialogQuestion } from '@wellness/shared/ui/dialog';
import { saveFile } from '@wellness/shared/ui/download';
import { useState } from 'react';
import { loadClient } from './api';
import { type Notice, refusalMessage } from './customerPageApi';

interface Props {
  token: string;
  reference: string | null;
  /** What to say after each action; `erased` once the data is gone (the link then opens nothing). */
  onNotice: (notice: Notice) => void;
  onErased: () => void;
}

/** The customer's rights over their data (DPDP Act 2023): a JSON download of it, and its erasure. */
export function DataRightsSection({ token, reference, onNotice, onErased }: Props) {
  const [busy, setBusy] = useState<'download' | 'erase' | null>(null);
  const [asking, setAsking] = useState(false);
  const subject = reference ? `booking ${reference}` : 'this booking';

  const failure = (client: typeof Client, error: unknown) => onNotice({ status: 'error', message: refusalMessage(client, error) });

  const download = async () => {
    setBusy('download');
    const client = await loadClient();
    try {
      const data = await client.call(client.ENDPOINTS.customerData, { token });
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `booking-${reference ?? 'data'}.json`);
      onNotice({ status: 'success', message: CUSTOMER_PAGE_MESSAGES.downloaded });
    } catch (error) {
      failure(client, error);
    } finally {
      setBusy(null);
    }
  };

  const erase = async () => {
    setBusy('erase');
    const client = await loadClient();
    try {
      await client.call(client.ENDPOINTS.customerErase, { token });
      setAsking(false);
      onErased();
    } catch (error) {
      setAsking(false);
      failure(client, error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby="booking-data" gap="3">
      <Heading as="h2" size="md" id="booking-data">
        {CUSTOMER_PAGE_MESSAGES.dataTitle}
      </Heading>
      <Text>{CUSTOMER_PAGE_MESSAGES.dataIntro}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button variant="outline" loading={busy === 'download'} disabled={busy !== null} onClick={() => void download()}>
          {CUSTOMER_PAGE_MESSAGES.download}
        </Button>
        <Button variant="outline" colorPalette="red" disabled={busy !== null} onClick={() => setAsking(true)}>
          {PRIVACY_MESSAGES.erase}
        </Button>
      </Stack>

      <DialogFrame
        open={asking}
        onOpenChange={(details) => !details.open && busy === null && setAsking(false)}
        role="alertdialog"
        placement="center"
        title={PRIVACY_MESSAGES.erase}
        contentProps={{ mx: '4' }}
        footer={<AnswerButtons aheadLabel="Erase" palette="red" busy={busy !== null} onBack={() => setAsking(false)} onAhead={() => void erase()} />}
        closable={false}
      >
        <DialogQuestion>{PRIVACY_MESSAGES.eraseConfirm(subject)}</DialogQuestion>
      </DialogFrame>
    </Stack>
  );
}
