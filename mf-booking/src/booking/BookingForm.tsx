import { Text } from '@chakra-ui/react';

/** Placeholder: the booking form itself (spec sections 2 and 5) comes with the booking and sign-in issue. */
export function BookingForm() {
  return <Text>Tell us who you are, where you live and what you need; we will call you back to fix a time.</Text>;
}
