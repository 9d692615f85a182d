import { api, type BodyOf, call, ENDPOINTS } from '@wellness/shared/client';
import { type CustomerFilters, fetchListing } from './customerRules';

/** The customers list for these filters at `page`: whole, or one page from the server when it is long. */
export const customerListing = (filters: CustomerFilters, page: number) => fetchListing(api, filters, page);

/** Massagers for the assign dialog: address text and gender ('any' for both). */
export const searchMassagers = (address: string, gender: string) => call(ENDPOINTS.searchMassagers, { address, gender });

export const assignMassager = (massagerId: number, customerId: number, minutes?: number) =>
  call(ENDPOINTS.assignMassager, { massager_id: massagerId, customer_id: customerId, ...(minutes ? { minutes } : {}) });

/** How each massager stands for the booking's time (free, busy, off, …), and the visit's length. */
export const assignOptions = (customerId: number) => call(ENDPOINTS.assignOptions, { customer_id: customerId });

export const updateCustomer = (edit: BodyOf<typeof ENDPOINTS.updateCustomer>) => call(ENDPOINTS.updateCustomer, edit);

export const deleteCustomer = (customerId: number) => call(ENDPOINTS.deleteCustomer, { customer_id: customerId });

export const eraseCustomer = (customerId: number) => call(ENDPOINTS.eraseCustomer, { customer_id: customerId });
