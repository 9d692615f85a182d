import { digitsOnly, LIMITS } from '@wellness/shared';
import { SimpleGrid, Stack, Textarea } from '@wellness/shared/chakra';
import { LabelledField, SelectField, TextField } from '@wellness/shared/ui/field';
import { FormDialog } from '../common/FormDialog';
import { AnyTimeBox } from './AnyTimeBox';
import { type Customer, PREFERRED_GENDER_OPTIONS } from './customerRules';
import { useEditCustomerForm } from './useEditCustomerForm';
import { VisitLengthField } from './VisitLengthField';

/** Edits a customer, checking the rules of spec section 5 on change and on save; date and time are required. */
export function EditCustomerDialog({ customer, onClose, onSaved }: { customer: Customer | null; onClose: () => void; onSaved: () => void }) {
  const { form, field } = useEditCustomerForm(customer, onSaved, onClose);

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
          <SelectField label="Preferred Gender" required placeholder="Choose" options={PREFERRED_GENDER_OPTIONS} {...field('prefgender')} />
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
