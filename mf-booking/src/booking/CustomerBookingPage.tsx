import { Alert, Box, Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  BOOKING_STEP_LABELS,
  CUSTOMER_PAGE_MESSAGES,
  CUSTOMER_STATUS_LABELS,
  type CustomerBookingAnswer,
  formatAppointment,
  formatDateTime,
  SERVER_MESSAGES,
  SITE_CONFIG,
} from '@wellness/shared';
import { useCallback, useEffect, useState } from 'react';
import { ChangeVisitDialog } from './ChangeVisitDialog';
import { DataRightsSection } from './DataRightsSection';

const loadClient = () => import('@wellness/shared/client');

/** The remote's props: the token of the link, and what to do when it opens no booking (the site's 404 page). */
export interface CustomerBookingPageProps {
  token: string;
  onNotFound: () => void;
}

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; booking: CustomerBookingAnswer } | { kind: 'erased' };

/** "01 Dec 26, 10:00 AM" in India time. */
const indiaText = (iso: string) => formatDateTime(iso);

function visitText(booking: CustomerBookingAnswer): string {
  if (booking.visitStart) return `${indiaText(booking.visitStart)} (India time), ${booking.visitMinutes} minutes`;
  const preferred = formatAppointment(booking.preferred);
  return preferred ? `Preferred: ${preferred} (India time)` : 'No time chosen yet: we will call you to agree one.';
}

/** Keeps the page out of search indexes while it is shown (the server also says so in X-Robots-Tag). */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    const title = document.title;
    document.title = `${CUSTOMER_PAGE_MESSAGES.title} | ${SITE_CONFIG.name}`;
    return () => {
      meta.remove();
      document.title = title;
    };
  }, []);
}

/** /booking/<token>: the customer's own page of a booking, without an account. */
export function CustomerBookingPage({ token, onNotFound }: CustomerBookingPageProps) {
  useNoIndex();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const client = await loadClient();
    try {
      const booking = await client.call(client.ENDPOINTS.customerBooking, { token });
      setLoaded({ kind: 'ready', booking });
    } catch (error) {
      const status = client.failedStatus(error);
      if (status === 404 || status === 400) onNotFound();
      else setLoaded({ kind: 'failed', message: status === 429 ? SERVER_MESSAGES.tooManyRequests : CUSTOMER_PAGE_MESSAGES.failed });
    }
  }, [token, onNotFound]);

  useEffect(() => {
    void load();
  }, [load]);

  const cancel = async () => {
    setBusy(true);
    const client = await loadClient();
    try {
      const answer = await client.call(client.ENDPOINTS.customerCancel, { token });
      setNotice({ status: 'success', message: answer.message ?? CUSTOMER_PAGE_MESSAGES.cancelled });
    } catch (error) {
      const status = client.failedStatus(error);
      setNotice({
        status: 'error',
        message: status === 429 ? SERVER_MESSAGES.tooManyRequests : (client.failedMessage(error) ?? CUSTOMER_PAGE_MESSAGES.failed),
      });
    } finally {
      setBusy(false);
      setConfirming(false);
      await load();
    }
  };

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} px="4" data-remote="mf-booking">
      <Heading as="h1" size="2xl" mb="4">
        {CUSTOMER_PAGE_MESSAGES.title}
      </Heading>
      {loaded.kind === 'loading' && <Spinner size="lg" aria-label="Loading" />}
      {loaded.kind === 'erased' && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{CUSTOMER_PAGE_MESSAGES.erased}</Alert.Title>
        </Alert.Root>
      )}
      {loaded.kind === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{loaded.message}</Alert.Title>
        </Alert.Root>
      )}
      {loaded.kind === 'ready' && (
        <Stack gap="5">
          <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1">
            <Text as="dt" fontWeight="semibold">
              Booking reference
            </Text>
            <Text as="dd" data-testid="booking-reference">
              {loaded.booking.reference ?? '—'}
            </Text>
            <Text as="dt" fontWeight="semibold">
              Status
            </Text>
            <Text as="dd" data-testid="booking-status">
              {CUSTOMER_STATUS_LABELS[loaded.booking.status]}
            </Text>
            <Text as="dt" fontWeight="semibold">
              Visit
            </Text>
            <Text as="dd" data-testid="booking-visit">
              {visitText(loaded.booking)}
            </Text>
            {loaded.booking.therapy && (
              <>
                <Text as="dt" fontWeight="semibold">
                  Booked
                </Text>
                <Text as="dd" overflowWrap="anywhere">
                  {loaded.booking.therapy}
                </Text>
              </>
            )}
            {loaded.booking.therapistFirstName && (
              <>
                <Text as="dt" fontWeight="semibold">
                  Your therapist
                </Text>
                <Text as="dd">{loaded.booking.therapistFirstName}</Text>
              </>
            )}
          </Box>

          <Box as="section" aria-labelledby="booking-timeline">
            <Heading as="h2" size="md" id="booking-timeline" mb="2">
              Progress
            </Heading>
            <Box as="ol" ps="5" listStyleType="decimal">
              {loaded.booking.timeline.map((step) => (
                <li key={step.step}>
                  <Text as="span" fontWeight="semibold">
                    {BOOKING_STEP_LABELS[step.step]}
                  </Text>{' '}
                  <Text as="span" color="fg.muted">
                    {indiaText(step.at)}
                  </Text>
                </li>
              ))}
            </Box>
          </Box>

          {notice && (
            <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
              <Alert.Indicator />
              <Alert.Title>{notice.message}</Alert.Title>
            </Alert.Root>
          )}

          {(loaded.booking.mayChange || loaded.booking.mayCancel) && !confirming && (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              {loaded.booking.mayChange && (
                <Button colorPalette="green" onClick={() => setChanging(true)}>
                  {CUSTOMER_PAGE_MESSAGES.changeButton}
                </Button>
              )}
              {loaded.booking.mayCancel && (
                <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
                  {CUSTOMER_PAGE_MESSAGES.cancelButton}
                </Button>
              )}
            </Stack>
          )}
          <ChangeVisitDialog
            open={changing}
            token={token}
            area={loaded.booking.area}
            preferGender={loaded.booking.preferGender}
            onClose={() => setChanging(false)}
            onChanged={(message) => {
              setChanging(false);
              setNotice({ status: 'success', message });
              void load();
            }}
          />
          {loaded.booking.mayCancel && confirming && (
            <Stack gap="3" role="group" aria-labelledby="cancel-question">
              <Text id="cancel-question">{CUSTOMER_PAGE_MESSAGES.cancelConfirm}</Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Button colorPalette="red" loading={busy} disabled={busy} onClick={() => void cancel()}>
                  {CUSTOMER_PAGE_MESSAGES.confirmCancel}
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
                  {CUSTOMER_PAGE_MESSAGES.keep}
                </Button>
              </Stack>
            </Stack>
          )}
          {!loaded.booking.mayChange &&
            (loaded.booking.status === 'pending' || loaded.booking.status === 'assigned' || loaded.booking.status === 'accepted') && (
              <Text>{CUSTOMER_PAGE_MESSAGES.tooLate}</Text>
            )}

          <Box as="section" aria-labelledby="booking-contact">
            <Heading as="h2" size="md" id="booking-contact" mb="2">
              Questions or changes
            </Heading>
            <Text>
              Call us on{' '}
              {SITE_CONFIG.phones.map((phone, index) => (
                <span key={phone.e164}>
                  {index > 0 && ' or '}
                  <a href={`tel:${phone.e164}`} style={{ textDecoration: 'underline' }}>
                    {phone.display}
                  </a>
                </span>
              ))}
              , and quote your booking reference.
            </Text>
          </Box>

          <DataRightsSection token={token} reference={loaded.booking.reference} onNotice={setNotice} onErased={() => setLoaded({ kind: 'erased' })} />
        </Stack>
      )}
    </Container>
  );
}
