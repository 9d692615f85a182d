import { BOOKING_FLOOD } from '@wellness/shared';
import type * as Client from '@wellness/shared/client';
import { type BookingValues, toBookingPayload } from './bookingPayload';

/**
 * Book Now: sends the booking with the client the form has loaded (off the first tap's path), with the
 * solved proof of work if there is one (the server asks for it only while bookings flood in); answers
 * its reference.
 */
export const sendBooking = (client: typeof Client, values: BookingValues, proof: string | null = null) =>
  proof
    ? client.call(client.ENDPOINTS.addCustomer, toBookingPayload(values), { headers: { [BOOKING_FLOOD.solutionHeader]: proof } })
    : client.call(client.ENDPOINTS.addCustomer, toBookingPayload(values));
