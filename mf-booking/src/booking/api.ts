import { toBookingPayload, type BookingValues } from './bookingPayload';

/** The API client, which the form loads off the path of the first tap (see BookingForm). */
type Client = typeof import('@wellness/shared/client');

/** Book Now: sends the booking; the answer carries its reference. */
export const sendBooking = (client: Client, values: BookingValues) => client.call(client.ENDPOINTS.addCustomer, toBookingPayload(values));
