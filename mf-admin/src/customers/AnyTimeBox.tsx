import { Checkbox } from '@wellness/shared/chakra';

/** 'Any time': the booking has no time yet, so the edit does not ask for one. */
export function AnyTimeBox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" colorPalette="green" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput name="anyTime" />
      <Checkbox.Control />
      <Checkbox.Label>Any time</Checkbox.Label>
    </Checkbox.Root>
  );
}
