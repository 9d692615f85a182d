import { Container, Heading } from '@chakra-ui/react';
import { pageTitle, usePageTitle } from '@wellness/shared';
import { BookingForm } from './BookingForm';

const HEADING = 'Book a home visit';

/** /customerRegistration: the same form as a page, with a tab title of its own. */
export function BookingPage() {
  usePageTitle(pageTitle(HEADING));
  return (
    <Container maxW="2xl" py="10" data-remote="mf-booking">
      <Heading as="h1" size="2xl" mb="4">
        {HEADING}
      </Heading>
      <BookingForm />
    </Container>
  );
}
