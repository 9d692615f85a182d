import { notify } from '@wellness/shared/ui';
import { type FormikProps, type FormikValues, getIn, useFormik } from 'formik';
import { useEffect } from 'react';

/**
 * The form of an Edit dialog: the item's values (again whenever another item is opened), checked with
 * its rules, and saved. A 'success' answer says `saved`, tells the list and closes the dialog; anything
 * else says `failed` and leaves the dialog open with what was typed.
 */
export function useEditForm<T, V extends FormikValues>({
  item,
  valuesOf,
  schema,
  save,
  saved,
  failed,
  onSaved,
  onClose,
}: {
  item: T | null;
  valuesOf: (item: T | null) => V;
  /** Formik's validationSchema: the form's yup rules. */
  schema: object;
  save: (item: T, values: V) => Promise<{ status: string }>;
  saved: string;
  failed: string;
  onSaved: () => void;
  onClose: () => void;
}) {
  const form = useFormik<V>({
    initialValues: valuesOf(item),
    validationSchema: schema,
    onSubmit: async (values) => {
      if (item === null) return;
      try {
        const answer = await save(item, values);
        if (answer.status !== 'success') throw new Error('not updated');
        notify('success', saved);
        onSaved();
        onClose();
      } catch {
        notify('error', failed);
      }
    },
  });

  useEffect(() => {
    form.resetForm({ values: valuesOf(item) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset whenever another item is opened
  }, [item]);

  /** A field's message: once it is touched, or after a save was tried. */
  const shownError = (name: keyof V & string): string | undefined =>
    getIn(form.touched, name) || form.submitCount > 0 ? (getIn(form.errors, name) as string | undefined) : undefined;

  return { form, shownError };
}

/** What a TextField takes for one field of a formik form: its name, value, handlers and the message to show. */
export function fieldOf<V extends FormikValues>(
  form: Pick<FormikProps<V>, 'values' | 'handleChange' | 'handleBlur'>,
  name: keyof V & string,
  error: string | undefined,
) {
  return { name, value: String(form.values[name] ?? ''), onChange: form.handleChange, onBlur: form.handleBlur, error };
}
