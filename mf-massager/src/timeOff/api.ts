import { type BodyOf, call, ENDPOINTS } from '@wellness/shared/client';

/** The signed-in massager's own: the server takes the massager from the session. */
export const timeOffList = () => call(ENDPOINTS.timeOffList, {});
export const addTimeOff = (values: BodyOf<typeof ENDPOINTS.addTimeOff>) => call(ENDPOINTS.addTimeOff, values);
export const deleteTimeOff = (id: number) => call(ENDPOINTS.deleteTimeOff, { id });
export const workingHours = () => call(ENDPOINTS.massagerHours, {});
