import type * as Client from '@wellness/shared/client';
import { type BookingValues, toBookingPayload } from './bookingPayload';

/** Book Now: sends the booking with the client the form has loaded (off the first tap's path); answers its reference. */
export const sendBooking = (client: typeof Client, values: BookingValues) => client.call(client.ENDPOINTS.addCustomer, toBookingPayload(values));
