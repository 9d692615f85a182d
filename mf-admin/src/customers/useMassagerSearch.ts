import { ADMIN_MESSAGES } from '@wellness/shared';
import type { MassagerMatch } from '@wellness/shared/client';
import { notify } from '@wellness/shared/ui';
import { useEffect, useState } from 'react';
import { searchMassagers } from './api';
import { ALL, type Filters, suggestedSearches, widenedText } from './assignSearch';
import type { Customer } from './customerRules';

const find = async ({ address, gender }: Filters): Promise<MassagerMatch[]> => (await searchMassagers(address, gender)).data;

/**
 * The Assign dialog's search for massagers by address and gender: when a customer is opened, the
 * suggestion (widened until it finds someone); then the admin's own searches.
 */
export function useMassagerSearch(customer: Customer | null) {
  const [address, setAddress] = useState('');
  const [gender, setGender] = useState('any');
  const [matches, setMatches] = useState<MassagerMatch[] | null>(null);
  /** Set when the suggestion found nobody and a wider search is shown instead. */
  const [widened, setWidened] = useState<string | null>(null);

  const show = (filters: Filters, found: MassagerMatch[]) => {
    setAddress(filters.address);
    setGender(filters.gender);
    setMatches(found);
  };

  const search = async (filters: Filters) => {
    setWidened(null);
    setMatches(null);
    try {
      show(filters, await find(filters));
    } catch {
      notify('error', ADMIN_MESSAGES.fetchFailed);
      setMatches([]);
    }
  };

  useEffect(() => {
    if (!customer) return;
    let current = true;
    const tries = suggestedSearches(customer);
    const [first = ALL] = tries;
    setWidened(null);
    setMatches(null);
    setAddress(first.address);
    setGender(first.gender);
    void (async () => {
      try {
        for (const [i, filters] of tries.entries()) {
          const found = await find(filters);
          if (!current) return;
          if (found.length > 0 || i === tries.length - 1) {
            show(filters, found);
            if (i > 0) setWidened(widenedText(first, filters));
            return;
          }
        }
      } catch {
        if (!current) return;
        notify('error', ADMIN_MESSAGES.fetchFailed);
        setMatches([]);
      }
    })();
    return () => {
      current = false;
    };
  }, [customer]);

  return { address, setAddress, gender, setGender, matches, widened, search };
}
