import { MASSAGER_GENDERS } from '@wellness/shared';
import { SelectField } from '@wellness/shared/ui/field';
import type { ChangeEvent, FocusEvent } from 'react';

const OPTIONS = MASSAGER_GENDERS.map((choice) => ({ value: choice, label: choice }));

/** A massager's gender (Male or Female), which decides the requests a massager is offered. */
export function GenderField({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLSelectElement>) => void;
}) {
  return (
    <SelectField label="Gender" required error={error} placeholder="Choose" options={OPTIONS} name="gender" value={value} onChange={onChange} onBlur={onBlur} />
  );
}
