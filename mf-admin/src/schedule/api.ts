import { call, ENDPOINTS } from '@wellness/shared/client';

/** One day of everyone's schedule. */
export const scheduleDay = (date: string) => call(ENDPOINTS.scheduleDay, { date });

/** A booking's history, newest first. */
export const bookingHistory = (customerId: number) => call(ENDPOINTS.customerHistory, { customer_id: customerId });
