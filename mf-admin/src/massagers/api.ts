import { type BodyOf, call, ENDPOINTS } from '@wellness/shared/client';

export const massagerList = () => call(ENDPOINTS.massagerList);

/** Massagers with a word of their name starting with the text (a bare list). */
export const massagersNamed = (name: string) => call(ENDPOINTS.massagerNameFilter, { name });

/** Massagers with a word of their address starting with the text (a bare list). */
export const massagersAt = (address: string) => call(ENDPOINTS.massagerAddressFilter, { address });

export const addMassager = (registration: BodyOf<typeof ENDPOINTS.addMassager>) => call(ENDPOINTS.addMassager, registration);

export const updateMassager = (edit: BodyOf<typeof ENDPOINTS.updateMassager>) => call(ENDPOINTS.updateMassager, edit);

/** Lifts the massager's password-reset lock and login wait. */
export const liftMassagerLock = (massagerId: number) => call(ENDPOINTS.liftMassagerLock, { m_id: massagerId });

export const deleteMassager = (massagerId: number) => call(ENDPOINTS.deleteMassager, { m_id: massagerId });
