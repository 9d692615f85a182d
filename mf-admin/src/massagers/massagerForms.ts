import { nameLeftOut, refusedInName, VALIDATION_MESSAGES } from '@wellness/shared';
import type { MassagerItem } from '@wellness/shared/client';
import type { FormikProps } from 'formik';
import { type ChangeEvent, useCallback, useState } from 'react';

/** A massager row of AdminPanelMassagerList.php and the massager filters, as the contract types it. */
export type Massager = MassagerItem;

/** What the row says of a massager's locks, or null when none holds. */
export function lockNote(massager: Partial<Pick<Massager, 'resetLockedUntil' | 'loginWaitUntil'>>, format: (iso: string) => string): string | null {
  const parts: string[] = [];
  if (massager.resetLockedUntil) parts.push(`Password reset locked until ${format(massager.resetLockedUntil)}`);
  if (massager.loginWaitUntil) parts.push(`Login waits until ${format(massager.loginWaitUntil)}`);
  return parts.length ? parts.join('; ') : null;
}

const REGISTRATION = VALIDATION_MESSAGES.massagerRegistration;
const EDIT = VALIDATION_MESSAGES.massagerEdit;

/**
 * The same rule words differently while typing and on submit (spec section 5, architecture notes):
 * registration e-mail 'Invalid email format' while typing; massager edit age above 120
 * 'Age must be between 1 and 120.' while typing and 'Age must be a below 121.' on save.
 */
export function whileTyping(message: string | undefined): string | undefined {
  if (message === REGISTRATION.emailInvalidSubmit) return REGISTRATION.emailInvalidTyping;
  if (message === EDIT.ageOnSave) return EDIT.ageRange;
  return message;
}

/** The note a name field shows as it refuses characters: it stays while the admin types on, and goes with the name. */
function useNameNote(): [string | undefined, (typed: string) => void] {
  const [refused, setRefused] = useState('');
  const typed = useCallback((value: string) => setRefused((shown) => (value === '' ? '' : refusedInName(value) || shown)), []);
  return [refused ? nameLeftOut(refused) : undefined, typed];
}

/**
 * The props of a massager form's text field: its value, its message, and a change that keeps only the
 * characters the field allows (`strip`); the name field notes the characters it refused.
 */
export function useMassagerFields<Values extends Record<string, string>>(
  form: FormikProps<Values>,
  error: (name: keyof Values & string) => string | undefined,
) {
  const [nameNote, nameTyped] = useNameNote();
  const field = (name: keyof Values & string, strip?: (value: string) => string) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (name === 'name') nameTyped(event.target.value);
      void form.setFieldValue(name, strip ? strip(event.target.value) : event.target.value);
    },
    onBlur: form.handleBlur,
    error: error(name),
  });
  return { nameNote, field };
}
