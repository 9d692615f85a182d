import { Alert, Box, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
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
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { loadClient } from './api';
import { CustomerBookingActions } from './CustomerBookingActions';
import type { Notice } from './customerPageApi';
import { DataRightsSection } from './DataRightsSection';

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

/** The booking of the link, loaded at once and again after each change; a link that opens none is the site's 404. */
function useCustomerBooking(token: string, onNotFound: () => void) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
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
  return { loaded, load, erased: () => setLoaded({ kind: 'erased' }) };
}

function NoticeAlert({ status, message }: Notice) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** One line of the booking's summary: its term, and what it is. */
function SummaryItem({ term, children, testId, wrapAnywhere }: { term: string; children: ReactNode; testId?: string; wrapAnywhere?: boolean }) {
  return (
    <>
      <Text as="dt" fontWeight="semibold">
        {term}
      </Text>
      <Text as="dd" data-testid={testId} overflowWrap={wrapAnywhere ? 'anywhere' : undefined}>
        {children}
      </Text>
    </>
  );
}

/** The booking at a glance: its reference, status and visit, and the therapy and therapist once known. */
function BookingSummary({ booking }: { booking: CustomerBookingAnswer }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1">
      <SummaryItem term="Booking reference" testId="booking-reference">
        {booking.reference ?? '—'}
      </SummaryItem>
      <SummaryItem term="Status" testId="booking-status">
        {CUSTOMER_STATUS_LABELS[booking.status]}
      </SummaryItem>
      <SummaryItem term="Visit" testId="booking-visit">
        {visitText(booking)}
      </SummaryItem>
      {booking.therapy && (
        <SummaryItem term="Booked" wrapAnywhere>
          {booking.therapy}
        </SummaryItem>
      )}
      {booking.therapistFirstName && <SummaryItem term="Your therapist">{booking.therapistFirstName}</SummaryItem>}
    </Box>
  );
}

/** Each step the booking has reached, with its time. */
function BookingTimeline({ timeline }: { timeline: CustomerBookingAnswer['timeline'] }) {
  return (
    <Box as="section" aria-labelledby="booking-timeline">
      <Heading as="h2" size="md" id="booking-timeline" mb="2">
        Progress
      </Heading>
      <Box as="ol" ps="5" listStyleType="decimal">
        {timeline.map((step) => (
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
  );
}

/** Where to call with a question, quoting the reference. */
function ContactSection() {
  return (
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
  );
}

/** /booking/<token>: the customer's own page of a booking, without an account. */
export function CustomerBookingPage({ token, onNotFound }: CustomerBookingPageProps) {
  useNoIndex();
  const { loaded, load, erased } = useCustomerBooking(token, onNotFound);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} px="4" data-remote="mf-booking">
      <Heading as="h1" size="2xl" mb="4">
        {CUSTOMER_PAGE_MESSAGES.title}
      </Heading>
      {loaded.kind === 'loading' && <Spinner size="lg" aria-label="Loading" />}
      {loaded.kind === 'erased' && <NoticeAlert status="success" message={CUSTOMER_PAGE_MESSAGES.erased} />}
      {loaded.kind === 'failed' && <NoticeAlert status="error" message={loaded.message} />}
      {loaded.kind === 'ready' && (
        <Stack gap="5">
          <BookingSummary booking={loaded.booking} />
          <BookingTimeline timeline={loaded.booking.timeline} />
          {notice && <NoticeAlert {...notice} />}
          <CustomerBookingActions token={token} booking={loaded.booking} onNotice={setNotice} onDone={load} />
          <ContactSection />
          <DataRightsSection token={token} reference={loaded.booking.reference} onNotice={setNotice} onErased={erased} />
        </Stack>
      )}
    </Container>
  );
}
