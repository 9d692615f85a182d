import { Field, Input, type InputProps } from '@chakra-ui/react';

/** A labelled input with its error beneath. */
export function TextField({ label, error, required = true, ...input }: { label: string; error?: string; required?: boolean } & InputProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
