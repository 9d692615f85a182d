import { ADMIN_MESSAGES, digitsOnly, lettersAndSpaces, LIMITS } from '@wellness/shared';
import { SimpleGrid, Stack } from '@wellness/shared/chakra';
import { massagerEditFormSchema } from '@wellness/shared/forms';
import { TextField } from '@wellness/shared/ui/field';
import { FormDialog } from '../common/FormDialog';
import { useEditForm } from '../common/useEditForm';
import { updateMassager } from './api';
import { GenderField } from './GenderField';
import { type Massager, useMassagerFields, whileTyping } from './massagerForms';

const fromMassager = (massager: Massager | null) => ({
  name: massager?.name ?? '',
  contact: massager?.contact ?? '',
  email: massager?.email ?? '',
  gender: massager?.gender ?? '',
  address: massager?.address ?? '',
  age: massager ? String(massager.age) : '',
});
type Values = ReturnType<typeof fromMassager>;

/** Edits a massager with the rules of spec section 5 (age 1 to 120), and its gender. */
export function EditMassagerDialog({ massager, onClose, onSaved }: { massager: Massager | null; onClose: () => void; onSaved: () => void }) {
  const { form, shownError } = useEditForm({
    item: massager,
    valuesOf: fromMassager,
    schema: massagerEditFormSchema,
    save: (opened, values) => updateMassager({ m_id: opened.id, ...values, age: Number(values.age) }),
    saved: ADMIN_MESSAGES.massagerUpdated,
    failed: ADMIN_MESSAGES.massagerUpdateFailed,
    onSaved,
    onClose,
  });

  const error = (name: keyof Values) => {
    const message = shownError(name);
    return form.submitCount > 0 && !form.isValidating ? message : whileTyping(message);
  };
  const { nameNote, field } = useMassagerFields(form, error);

  return (
    <FormDialog open={massager !== null} title="Edit massager" submitLabel="Save" busy={form.isSubmitting} onClose={onClose} onSubmit={form.handleSubmit}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField label="Name" note={nameNote} {...field('name', lettersAndSpaces)} />
          <TextField
            label="Contact"
            inputMode="numeric"
            maxLength={LIMITS.editContactDigits}
            {...field('contact', (value) => digitsOnly(value, LIMITS.editContactDigits))}
          />
          <TextField label="Email" type="email" {...field('email')} />
          <GenderField value={form.values.gender} error={error('gender')} onChange={form.handleChange} onBlur={form.handleBlur} />
          <TextField label="Age" inputMode="numeric" maxLength={LIMITS.ageChars} {...field('age', (value) => digitsOnly(value, LIMITS.ageChars))} />
        </SimpleGrid>
        <TextField label="Address" {...field('address')} />
      </Stack>
    </FormDialog>
  );
}
