import { type AnswerOf, type BodyOf, call, ENDPOINTS } from '@wellness/shared/client';
import { ask, serverData, serverError } from '@wellness/shared/query';
import type { ListFilters } from '../common/FilterForm';
import { intersectById } from '../common/filterRules';
import type { Massager } from './massagerForms';

/** All massagers, or those both filters find (the name and the address filters are two calls). */
async function massagersFor({ name, address }: ListFilters): Promise<Massager[]> {
  if (!name && !address) return (await call(ENDPOINTS.massagerList)).data;
  const [named, placed] = await Promise.all([
    name ? call(ENDPOINTS.massagerNameFilter, { name }) : null,
    address ? call(ENDPOINTS.massagerAddressFilter, { address }) : null,
  ]);
  return named && placed ? intersectById(named, placed) : (named ?? placed ?? []);
}

const massagersApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The massagers list for these filters (none: every massager). */
    massagers: build.query<Massager[], ListFilters>({
      async queryFn(filters) {
        try {
          return { data: await massagersFor(filters) };
        } catch (error) {
          return { error: serverError(error) };
        }
      },
      providesTags: ['Massagers'],
    }),
    /** Lifts the massager's password-reset lock and login wait. */
    liftMassagerLock: build.mutation<AnswerOf<typeof ENDPOINTS.liftMassagerLock>, number>({
      query: (massagerId) => ask(ENDPOINTS.liftMassagerLock)({ m_id: massagerId }),
      // A refusal changed nothing: the list stays as it is.
      invalidatesTags: (answer) => (answer?.status === 'success' ? ['Massagers'] : []),
    }),
    deleteMassager: build.mutation<AnswerOf<typeof ENDPOINTS.deleteMassager>, number>({
      query: (massagerId) => ask(ENDPOINTS.deleteMassager)({ m_id: massagerId }),
      invalidatesTags: ['Massagers'],
    }),
  }),
});

export const { useMassagersQuery, useLiftMassagerLockMutation, useDeleteMassagerMutation } = massagersApi;

/**
 * After a registration or an edit (their dialogs call the server themselves): the list asks again. A
 * registration refreshes the list only when its dialog closes, 3 s after the success message (spec).
 */
export const massagersChanged = () => serverData.util.invalidateTags(['Massagers']);

export const addMassager = (registration: BodyOf<typeof ENDPOINTS.addMassager>) => call(ENDPOINTS.addMassager, registration);

export const updateMassager = (edit: BodyOf<typeof ENDPOINTS.updateMassager>) => call(ENDPOINTS.updateMassager, edit);
