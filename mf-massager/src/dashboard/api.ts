import { call, ENDPOINTS } from '@wellness/shared/client';

/** The signed-in massager's dashboard counts. */
export const massagerCounts = (email: string) => call(ENDPOINTS.massagerCounts, { email });
