import {
  ADMIN_MESSAGES,
  digitsOnly,
  lettersAndSpaces,
  LIMITS,
  MASSAGER_INITIAL_STATUS,
  PASSWORD_STRENGTH_MESSAGES,
  SERVER_MESSAGES,
  TIMINGS,
} from '@wellness/shared';
import { Alert, SimpleGrid, Stack } from '@wellness/shared/chakra';
import { failedMessage, sha256Hex } from '@wellness/shared/client';
import { massagerRegistrationFormSchema } from '@wellness/shared/forms';
import { checkPasswordStrength, PasswordStrengthMeter, usePasswordStrength } from '@wellness/shared/ui';
import { TextField } from '@wellness/shared/ui/field';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '../common/FormDialog';
import { addMassager } from './api';
import { GenderField } from './GenderField';
import { useMassagerFields, whileTyping } from './massagerForms';

const EMPTY = { name: '', contact: '', email: '', gender: '', username: '', password: '', address: '', age: '' };
type Values = typeof EMPTY;

/** What the massager's own details give away: a password made of them is guessable. */
const personalWords = (values: Values) => [values.name, values.email, values.username, values.contact].filter(Boolean);

/**
 * The outcome shown beneath the form, and the timers that clear it (cleared in turn when the dialog goes).
 * The server's message goes after the spec's 2 s; a taken address goes on being named under the E-mail
 * field until it is changed.
 */
function useOutcome() {
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (work: () => void, ms: number) => timers.current.push(window.setTimeout(work, ms));
  const showError = (message: string, email: string) => {
    if (message === SERVER_MESSAGES.emailTaken) setTakenEmail(email.trim().toLowerCase());
    setOutcome({ kind: 'error', message });
    later(() => setOutcome(null), TIMINGS.massagerRegistrationErrorMs);
  };
  return { outcome, setOutcome, later, showError, takenEmail };
}

/** Registers a massager: success message, 3 s, then the list refreshes and the dialog closes. */
export function AddMassagerDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) {
  const { outcome, setOutcome, later, showError, takenEmail } = useOutcome();

  const form = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: massagerRegistrationFormSchema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      // A guessable password is refused here, before it is hashed and sent.
      if (!(await checkPasswordStrength(values.password, personalWords(values))).strongEnough) return;
      try {
        const data = await addMassager({
          ...values,
          age: Number(values.age),
          password: sha256Hex(values.password),
          status: MASSAGER_INITIAL_STATUS,
        });
        if (data.status === 'success') {
          setOutcome({ kind: 'success', message: ADMIN_MESSAGES.massagerRegistered });
          later(() => {
            setOutcome(null);
            helpers.resetForm();
            onAdded();
            onClose();
          }, TIMINGS.massagerRegistrationCloseMs);
          return;
        }
        showError(data.message || ADMIN_MESSAGES.massagerAddFailed, values.email);
      } catch (error) {
        showError(failedMessage(error) || ADMIN_MESSAGES.massagerAddFailed, values.email);
      }
    },
  });

  const error = (name: keyof Values) => {
    const message = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
    return form.submitCount > 0 ? message : whileTyping(message);
  };
  const taken = takenEmail !== null && form.values.email.trim().toLowerCase() === takenEmail;
  const strength = usePasswordStrength(form.values.password, personalWords(form.values));
  const weak = form.submitCount > 0 && strength !== null && !strength.strongEnough ? PASSWORD_STRENGTH_MESSAGES.tooWeak : undefined;
  const { nameNote, field } = useMassagerFields(
    form,
    (name) => error(name) ?? (name === 'email' && taken ? SERVER_MESSAGES.emailTaken : undefined) ?? (name === 'password' ? weak : undefined),
  );

  return (
    <FormDialog open={open} title="Add Massager" submitLabel="Register" busy={form.isSubmitting} onClose={onClose} onSubmit={form.handleSubmit}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField label="Name" autoComplete="off" note={nameNote} {...field('name', lettersAndSpaces)} />
          <TextField
            label="Contact"
            inputMode="numeric"
            maxLength={LIMITS.registrationContactInput}
            {...field('contact', (value) => digitsOnly(value, LIMITS.registrationContactInput))}
          />
          <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
          <GenderField value={form.values.gender} error={error('gender')} onChange={form.handleChange} onBlur={form.handleBlur} />
          <TextField label="Username" autoComplete="off" {...field('username')} />
          <Stack gap="1">
            <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
            <PasswordStrengthMeter strength={strength} />
          </Stack>
          <TextField label="Age" inputMode="numeric" maxLength={LIMITS.ageChars} {...field('age', (value) => digitsOnly(value, LIMITS.ageChars))} />
        </SimpleGrid>
        <TextField label="Address" {...field('address')} />
        {outcome && (
          <Alert.Root status={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
            <Alert.Indicator />
            <Alert.Title>{outcome.message}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </FormDialog>
  );
}
