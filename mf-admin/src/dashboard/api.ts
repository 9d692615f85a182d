import { call, ENDPOINTS } from '@wellness/shared/client';

export const adminCounts = () => call(ENDPOINTS.adminCounts);
