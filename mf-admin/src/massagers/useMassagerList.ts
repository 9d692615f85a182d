import { ADMIN_MESSAGES, SERVER_MESSAGES } from '@wellness/shared';
import { notify } from '@wellness/shared/ui';
import { useState } from 'react';
import type { ListFilters } from '../common/FilterForm';
import { useListToasts } from '../common/useListToasts';
import { useDeleteMassagerMutation, useLiftMassagerLockMutation, useMassagersQuery } from './api';
import type { Massager } from './massagerForms';

const NO_FILTERS: ListFilters = { name: '', address: '' };
const NOTHING_LOADED: Massager[] = [];

/**
 * The massagers shown (all, or those the filters find; null while the first load runs), and the changes
 * made from their rows. The rows stay those last loaded while other ones load, or when loading failed
 * ('Failed to fetch data'); a change loads the list again for the same filters.
 */
export function useMassagerList() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const { data, currentData, error, fulfilledTimeStamp, refetch } = useMassagersQuery(filters);
  const [liftMassagerLock] = useLiftMassagerLockMutation();
  const [deleteMassager] = useDeleteMassagerMutation();
  const announce = useListToasts({ failed: Boolean(error), found: currentData ? currentData.length : null, answeredAt: fulfilledTimeStamp, filters });

  /** These filters' massagers; the same filters again ask the server again. */
  const show = (wanted: ListFilters) => {
    announce(Boolean(wanted.name || wanted.address));
    if (wanted.name === filters.name && wanted.address === filters.address) void refetch();
    else setFilters(wanted);
  };

  const liftLock = async (massager: Massager) => {
    try {
      const answer = await liftMassagerLock(massager.id).unwrap();
      if (answer.status !== 'success') throw new Error('not lifted');
      notify('success', answer.message ?? SERVER_MESSAGES.accountUnlocked);
    } catch {
      notify('error', ADMIN_MESSAGES.fetchFailed);
    }
  };

  const remove = async (massager: Massager) => {
    try {
      const answer = await deleteMassager(massager.id).unwrap();
      if (answer.status !== 'massager deleted') throw new Error('not deleted');
      notify('success', ADMIN_MESSAGES.massagerDeleted);
    } catch {
      notify('error', ADMIN_MESSAGES.massagerDeleteFailed);
    }
  };

  return {
    massagers: data ?? (error ? NOTHING_LOADED : null),
    applyFilters: show,
    clearFilters: () => show(NO_FILTERS),
    liftLock,
    remove,
  };
}
