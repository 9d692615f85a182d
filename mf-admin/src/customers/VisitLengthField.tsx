import { VISIT_LENGTHS } from '@wellness/shared';
import { NativeSelect } from '@wellness/shared/chakra';
import { LabelledField } from '@wellness/shared/ui/field';

/** How long one visit holds its therapist: chosen at assignment and in Edit. */
export function VisitLengthField({ value, onChange }: { value: number; onChange: (minutes: number) => void }) {
  return (
    <LabelledField label="Visit length" rootProps={{ w: 'auto' }}>
      <NativeSelect.Root w="40">
        <NativeSelect.Field name="minutes" value={value} onChange={(event) => onChange(Number(event.target.value))}>
          {VISIT_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {length} minutes
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
