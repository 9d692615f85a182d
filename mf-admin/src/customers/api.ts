import { type BodyOf, call, ENDPOINTS } from '@wellness/shared/client';
import { ask, serverData, serverError } from '@wellness/shared/query';
import { type CustomerFilters, type CustomerListing, fetchListing } from './customerRules';

const customersApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The customers list for these filters at `page`: whole, or one page from the server when it is long. */
    customerListing: build.query<CustomerListing, { filters: CustomerFilters; page: number }>({
      async queryFn({ filters, page }) {
        try {
          return { data: await fetchListing(filters, page) };
        } catch (error) {
          return { error: serverError(error) };
        }
      },
      providesTags: ['Customers'],
    }),
    deleteCustomer: build.mutation<unknown, number>({
      query: (customerId) => ask(ENDPOINTS.deleteCustomer)({ customer_id: customerId }),
      invalidatesTags: ['Customers'],
    }),
    eraseCustomer: build.mutation<unknown, number>({
      query: (customerId) => ask(ENDPOINTS.eraseCustomer)({ customer_id: customerId }),
      invalidatesTags: ['Customers'],
    }),
  }),
});

export const { useCustomerListingQuery, useDeleteCustomerMutation, useEraseCustomerMutation } = customersApi;

/** After an assignment or an edit (their dialogs call the server themselves): the list asks again. */
export const customersChanged = () => serverData.util.invalidateTags(['Customers']);

/** Massagers for the assign dialog: address text and gender ('any' for both). */
export const searchMassagers = (address: string, gender: string) => call(ENDPOINTS.searchMassagers, { address, gender });

export const assignMassager = (massagerId: number, customerId: number, minutes?: number) =>
  call(ENDPOINTS.assignMassager, { massager_id: massagerId, customer_id: customerId, ...(minutes ? { minutes } : {}) });

/** How each massager stands for the booking's time (free, busy, off, …) for a visit of `minutes` (the booking's own length without), and that length. */
export const assignOptions = (customerId: number, minutes?: number) =>
  call(ENDPOINTS.assignOptions, { customer_id: customerId, ...(minutes ? { minutes } : {}) });

export const updateCustomer = (edit: BodyOf<typeof ENDPOINTS.updateCustomer>) => call(ENDPOINTS.updateCustomer, edit);
