import { Container, Heading } from '@chakra-ui/react';
import { BookingForm } from './BookingForm';

/** /customerRegistration: the same form as a page. */
export function BookingPage() {
  return (
    <Container maxW="2xl" py="10" data-remote="mf-booking">
      <Heading as="h1" size="2xl" mb="4">
        Book a home visit
      </Heading>
      <BookingForm />
    </Container>
  );
}
