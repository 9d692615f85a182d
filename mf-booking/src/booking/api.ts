import { BOOKING_FLOOD } from '@wellness/shared';
import type * as Client from '@wellness/shared/client';
import { type BookingValues, toBookingPayload } from './bookingPayload';

/**
 * The API client (axios with the site's interceptors, about 22 KB compressed) is needed only when the
 * visitor sends something: the booking form loads it once the form is on screen and the browser is idle,
 * off the path of a phone's first tap on Book Now.
 */
export const loadClient = () => import('@wellness/shared/client');

/**
 * Book Now: sends the booking with the client the form has loaded (off the first tap's path), with the
 * solved proof of work if there is one (the server asks for it only while bookings flood in); answers
 * its reference.
 */
export const sendBooking = (client: typeof Client, values: BookingValues, proof: string | null = null) =>
  proof
    ? client.call(client.ENDPOINTS.addCustomer, toBookingPayload(values), { headers: { [BOOKING_FLOOD.solutionHeader]: proof } })
    : client.call(client.ENDPOINTS.addCustomer, toBookingPayload(values));
