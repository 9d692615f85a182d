import { Field, Input, type InputProps } from '@chakra-ui/react';

/** A labelled input with its error beneath. */
export function TextField({
  label,
  error,
  note,
  required = true,
  ...input
}: { label: string; error?: string; note?: string; required?: boolean } & InputProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
      {note !== undefined && <Field.HelperText aria-live="polite">{note}</Field.HelperText>}
    </Field.Root>
  );
}
