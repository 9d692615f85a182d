import { TextField } from '@wellness/shared/ui/field';
import type { ChangeEvent, FocusEvent } from 'react';

/** The staff member's e-mail, as the login and the password reset both ask for it (the browser offers the saved one). */
export function EmailField({
  value,
  error,
  readOnly,
  onChange,
  onBlur,
}: {
  value: string;
  error?: string;
  readOnly?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  return (
    <TextField
      label="Email"
      requiredMark={false}
      error={error}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="username"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      readOnly={readOnly}
    />
  );
}
