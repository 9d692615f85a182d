import { ADMIN_MESSAGES, digitsOnly, LIMITS, PREFERRED_GENDERS, VISIT_MINUTES } from '@wellness/shared';
import { NativeSelect, SimpleGrid, Stack, Textarea } from '@wellness/shared/chakra';
import { customerEditSchema } from '@wellness/shared/forms';
import { notify } from '@wellness/shared/ui';
import { LabelledField, TextField } from '@wellness/shared/ui/field';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { FormDialog } from '../common/FormDialog';
import { AnyTimeBox } from './AnyTimeBox';
import { updateCustomer } from './api';
import type { Customer } from './customerRules';
import { VisitLengthField } from './VisitLengthField';

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

/** Edits a customer, checking the rules of spec section 5 on change and on save; date and time are required. */
export function EditCustomerDialog({ customer, onClose, onSaved }: { customer: Customer | null; onClose: () => void; onSaved: () => void }) {
  const form = useFormik<EditValues>({
    initialValues: fromCustomer(customer),
    validationSchema: customerEditSchema,
    validateOnChange: true,
    onSubmit: async (values) => {
      if (!customer) return;
      try {
        const data = await updateCustomer({
          c_id: customer.id,
          ...values,
          appointment: [values.adate, values.anyTime ? '' : values.atime].filter(Boolean).join(' '),
        });
        if (data.status !== 'success') throw new Error('not updated');
        notify('success', ADMIN_MESSAGES.customerUpdated);
        onSaved();
        onClose();
      } catch {
        notify('error', ADMIN_MESSAGES.customerUpdateFailed);
      }
    },
  });

  useEffect(() => {
    form.resetForm({ values: fromCustomer(customer) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset whenever another customer is opened
  }, [customer]);

  const error = (name: keyof EditValues) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);
  const field = (name: Exclude<keyof EditValues, 'anyTime' | 'minutes'>) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: error(name),
  });

  return (
    <FormDialog open={customer !== null} title="Edit customer" submitLabel="Save" busy={form.isSubmitting} onClose={onClose} onSubmit={form.handleSubmit}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField label="Name" {...field('name')} />
          <TextField
            label="Contact"
            {...field('contact')}
            inputMode="numeric"
            maxLength={LIMITS.editContactDigits}
            onChange={(event) => void form.setFieldValue('contact', digitsOnly(event.target.value, LIMITS.editContactDigits))}
          />
          <TextField label="Email" type="email" {...field('email')} />
          <TextField
            label="Age"
            {...field('age')}
            inputMode="numeric"
            maxLength={LIMITS.ageChars}
            onChange={(event) => void form.setFieldValue('age', digitsOnly(event.target.value, LIMITS.ageChars))}
          />
        </SimpleGrid>
        <TextField label="Address" {...field('address')} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <LabelledField label="Preferred Gender" required error={error('prefgender')}>
            <NativeSelect.Root>
              <NativeSelect.Field name="prefgender" value={form.values.prefgender} onChange={form.handleChange} onBlur={form.handleBlur}>
                <option value="">Choose</option>
                {PREFERRED_GENDERS.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice.charAt(0).toUpperCase() + choice.slice(1)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
          <TextField label="Appointment date" type="date" required={!form.values.anyTime} {...field('adate')} />
          <Stack gap="2">
            <TextField label="Appointment time" type="time" required={!form.values.anyTime} disabled={form.values.anyTime} {...field('atime')} />
            <AnyTimeBox
              checked={form.values.anyTime}
              onChange={(anyTime) => {
                void form.setFieldValue('anyTime', anyTime);
                if (anyTime) void form.setFieldValue('atime', '');
              }}
            />
          </Stack>
        </SimpleGrid>
        <VisitLengthField value={form.values.minutes} onChange={(minutes) => void form.setFieldValue('minutes', minutes)} />
        <LabelledField label="Issue">
          <Textarea name="issue" value={form.values.issue} onChange={form.handleChange} rows={2} />
        </LabelledField>
        <TextField label="Therapy" required={false} {...field('therapy')} />
      </Stack>
    </FormDialog>
  );
}
