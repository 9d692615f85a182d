import type { RootState } from '@wellness/shared';
import { useSelector } from 'react-redux';

/** The signed-in massager's e-mail, from the persisted store (spec section 6). */
export function useMassagerEmail(): string {
  return useSelector((state: RootState) => state.email);
}

/** The role the massager panel sends with its calls. */
export const MASSAGER_ROLE = 'massager' as const;
