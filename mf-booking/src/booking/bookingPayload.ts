import { bookingAddress } from '@wellness/shared/forms';

export interface BookingValues {
  name: string;
  contact: string;
  email: string;
  address: string;
  area: string;
  pinCode: string;
  issue: string;
  therapy: string;
  gender: string;
  age: string;
  preferGender: string;
  /** Honeypot: hidden from people, filled in by bots; the server drops such bookings. */
  website: string;
}

export const EMPTY_BOOKING: BookingValues = {
  name: '',
  contact: '',
  email: '',
  address: '',
  area: '',
  pinCode: '',
  issue: '',
  therapy: '',
  gender: '',
  age: '',
  preferGender: '',
  website: '',
};

/** The booking payload of spec section 3: the address carries area and pin code; appointment stays empty. */
export function toBookingPayload(values: BookingValues) {
  return {
    name: values.name.trim(),
    contact: values.contact,
    email: values.email.trim(),
    address: bookingAddress(values.address, values.area, values.pinCode),
    issue: values.issue.trim(),
    therapy: values.therapy.trim(),
    gender: values.gender,
    age: values.age,
    preferGender: values.preferGender,
    appointment: '',
    // Sent only when a bot filled it in: the server then drops the booking without saying so.
    ...(values.website ? { website: values.website } : {}),
  };
}
