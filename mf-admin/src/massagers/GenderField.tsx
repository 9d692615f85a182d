import { MASSAGER_GENDERS } from '@wellness/shared';
import { NativeSelect } from '@wellness/shared/chakra';
import { LabelledField } from '@wellness/shared/ui/field';
import type { ChangeEvent, FocusEvent } from 'react';

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
    <LabelledField label="Gender" required error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field name="gender" value={value} onChange={onChange} onBlur={onBlur}>
          <option value="">Choose</option>
          {MASSAGER_GENDERS.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
