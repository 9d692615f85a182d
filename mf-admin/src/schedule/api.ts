import { call, ENDPOINTS } from '@wellness/shared/client';

/** One day of everyone's schedule. */
export const scheduleDay = (date: string) => call(ENDPOINTS.scheduleDay, { date });
