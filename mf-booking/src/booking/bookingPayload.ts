import { appointmentFromPreferred, indianMobile, PRIVACY_NOTICE_VERSION } from '@wellness/shared';

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
  /** The preferred visit (optional): a day, YYYY-MM-DD, and a slot, HH:MM, in India time. */
  preferredDate: string;
  preferredTime: string;
  /** The visitor agreed to the privacy notice (the form sends nothing without it). */
  consent: boolean;
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
  preferredDate: '',
  preferredTime: '',
  consent: false,
  website: '',
};

/** Builds the payload's address as spec section 3 says: street text, area and pin code, comma-separated. */
function bookingAddress(street: string, area: string, pinCode: string): string {
  return [street.trim(), area.trim(), pinCode.trim()].filter((part) => part !== '').join(', ');
}

/**
 * The booking payload of spec section 3: the address carries area and pin code; the appointment carries
 * the preferred visit, "YYYY-MM-DD HH:MM" (or the day alone), empty when none was chosen.
 */
export function toBookingPayload(values: BookingValues) {
  return {
    name: values.name.trim(),
    // Typed as '+91 98765 43210' or '09876543210', it is sent as its 10 digits.
    contact: indianMobile(values.contact),
    email: values.email.trim(),
    address: bookingAddress(values.address, values.area, values.pinCode),
    issue: values.issue.trim(),
    therapy: values.therapy.trim(),
    gender: values.gender,
    age: values.age,
    preferGender: values.preferGender,
    appointment: appointmentFromPreferred({ date: values.preferredDate, time: values.preferredTime }),
    // The box ticked is the form's business; the booking records which notice was agreed to.
    consent: PRIVACY_NOTICE_VERSION,
    // Sent only when a bot filled it in: the server then drops the booking without saying so.
    ...(values.website ? { website: values.website } : {}),
  };
}
