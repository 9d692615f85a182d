import { call, ENDPOINTS } from '@wellness/shared/client';

/** One day of everyone's schedule. */
export const scheduleDay = (date: string) => call(ENDPOINTS.scheduleDay, { date });

/** A booking's history, newest first. */
export const bookingHistory = (customerId: number) => call(ENDPOINTS.customerHistory, { customer_id: customerId });

/**
 * The address and phone of a booking, or null when no customer of that name has its id. The day view
 * leaves them out (it is read for every massager at once); the customers' name filter is the admin's
 * one answer that carries them, and the id picks the booking out of any namesakes.
 */
export async function bookingContact(customerId: number, name: string): Promise<{ address: string; contact: string } | null> {
  const answer = await call(ENDPOINTS.customerNameFilter, { name, address: '' });
  const found = answer.data.find((customer) => customer.id === customerId);
  return found ? { address: found.address, contact: found.contact } : null;
}
