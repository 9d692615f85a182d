import { ENDPOINTS, call } from '@wellness/shared/client';

export const adminCounts = () => call(ENDPOINTS.adminCounts);
