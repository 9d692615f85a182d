import { Alert, Box, CloseButton, Portal } from '@chakra-ui/react';
import { BOOKING_MESSAGES, CUSTOMER_PAGE_MESSAGES } from '@wellness/shared';

/** A booking made: its reference, and the path of its private page (null when a repeated booking's mail had it). */
export interface Booked {
  reference: string;
  link: string | null;
}

/** The reference sentence around the reference itself, so that the reference can be kept on one line. */
const MARK = '\u0000';
const [BEFORE, AFTER] = BOOKING_MESSAGES.reference(MARK).split(MARK);

/**
 * The booking's reference, on screen until the visitor closes it: the success message and the dialog
 * go by the spec's timings (3 s and 2 s), which are too short to note a reference down. It never breaks
 * across lines at its hyphen.
 */
export function BookingReference({ reference, link, onDismiss }: Booked & { onDismiss: () => void }) {
  return (
    <Alert.Root status="success" variant="surface" role="status" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {BEFORE}
          <Box as="strong" whiteSpace="nowrap">
            {reference}
          </Box>
          {AFTER}
        </Alert.Description>
        {link ? (
          <Alert.Description>
            {CUSTOMER_PAGE_MESSAGES.link}{' '}
            <a href={link} style={{ textDecoration: 'underline', overflowWrap: 'anywhere' }}>
              {new URL(link, window.location.origin).href}
            </a>
          </Alert.Description>
        ) : null}
      </Alert.Content>
      <CloseButton size="sm" mt="-1" me="-1" aria-label="Close the booking reference" onClick={onDismiss} />
    </Alert.Root>
  );
}

/**
 * The reference once the dialog has closed: in a corner of the page, clear of the floating BOOK NOW!
 * (bottom right), a landmark of its own at the top level of the page.
 */
export function FloatingBookingReference(props: Booked & { onDismiss: () => void }) {
  return (
    <Portal>
      <Box
        as="aside"
        aria-label="Your booking"
        position="fixed"
        zIndex="docked"
        left={{ base: '4', md: '6' }}
        right={{ base: '4', md: 'auto' }}
        bottom={{ base: '24', md: '6' }}
        maxW={{ md: 'md' }}
        boxShadow="lg"
        borderRadius="l2"
        bg="bg"
      >
        <BookingReference {...props} />
      </Box>
    </Portal>
  );
}
