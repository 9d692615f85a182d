import { ADMIN_MESSAGES, VISIT_MINUTES } from '@wellness/shared';
import { customerEditSchema } from '@wellness/shared/forms';
import { fieldOf, useEditForm } from '../common/useEditForm';
import { updateCustomer } from './api';
import type { Customer } from './customerRules';

interface EditValues {
  name: string;
  contact: string;
  email: string;
  address: string;
  prefgender: string;
  issue: string;
  therapy: string;
  age: string;
  adate: string;
  atime: string;
  /** The booking was made for 'Any time': no time (and maybe no day) is asked for. */
  anyTime: boolean;
  /** How long the visit holds its therapist. */
  minutes: number;
}

const fromCustomer = (customer: Customer | null): EditValues => ({
  name: customer?.name ?? '',
  contact: customer?.contact ?? '',
  email: customer?.email ?? '',
  address: customer?.address ?? '',
  prefgender: customer?.prefgender ?? '',
  issue: customer?.issue ?? '',
  therapy: customer?.therapy ?? '',
  age: customer ? String(customer.age) : '',
  adate: customer?.adate ?? '',
  atime: customer?.atime?.slice(0, 5) ?? '',
  anyTime: customer ? !customer.atime : false,
  minutes: customer?.minutes ?? VISIT_MINUTES,
});

/**
 * The Edit customer form: the customer's values (again whenever another customer is opened), checked
 * with the rules of spec section 5 on change and on save, and saved. `field` gives a text field its
 * value, handlers and message (shown once touched or after a save was tried).
 */
export function useEditCustomerForm(customer: Customer | null, onSaved: () => void, onClose: () => void) {
  const { form, shownError } = useEditForm({
    item: customer,
    valuesOf: fromCustomer,
    schema: customerEditSchema,
    save: (opened, values) =>
      updateCustomer({ c_id: opened.id, ...values, appointment: [values.adate, values.anyTime ? '' : values.atime].filter(Boolean).join(' ') }),
    saved: ADMIN_MESSAGES.customerUpdated,
    failed: ADMIN_MESSAGES.customerUpdateFailed,
    onSaved,
    onClose,
  });

  const field = (name: Exclude<keyof EditValues, 'anyTime' | 'minutes'>) => fieldOf(form, name, shownError(name));

  return { form, field };
}
