import { PREFERRED_GENDERS } from '@wellness/shared';
import type { Customer } from './customerRules';

/** The locality of a booking address: the area before the pin code ("12 Karve Road, Kothrud, 411038" → "Kothrud"). */
function localityOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const withoutPin = /^\d{6}$/.test(parts.at(-1) ?? '') ? parts.slice(0, -1) : parts;
  return withoutPin.at(-1) ?? '';
}

export type Filters = { address: string; gender: string };

export const ALL: Filters = { address: '', gender: 'any' };

/**
 * The searches the dialog tries when it opens, narrowest first: the customer's area and preferred
 * gender, then the gender anywhere, then everyone. The first that finds someone is shown, so the
 * dialog never opens on an empty list because of the suggestion.
 */
export function suggestedSearches(customer: Pick<Customer, 'address' | 'prefgender'>): Filters[] {
  const area = localityOf(customer.address);
  const gender = (PREFERRED_GENDERS as readonly string[]).includes(customer.prefgender) ? customer.prefgender : 'any';
  const tries: Filters[] = [{ address: area, gender }, { address: '', gender }, ALL];
  return tries.filter((next, i) => tries.findIndex((other) => other.address === next.address && other.gender === next.gender) === i);
}

/** 'female massager in Kothrud', 'massagers', … */
const whoIs = ({ address, gender }: Filters, plural: boolean) =>
  `${gender === 'any' ? '' : `${gender} `}massager${plural ? 's' : ''}${address ? ` in ${address}` : ''}`;

/** What the dialog says when the suggestion found nobody and a wider search is shown instead. */
export const widenedText = (suggested: Filters, shown: Filters) =>
  `No ${whoIs(suggested, false)}; showing ${!shown.address && shown.gender === 'any' ? 'all massagers' : whoIs(shown, true)}.`;
