import { Button, HStack } from '@chakra-ui/react';
import { TextField } from '@wellness/shared/ui/field';

/** The filters' width: a row of two beside the buttons, or the whole width of a phone. */
const FILTER_WIDTH = { w: { base: 'full', sm: '56' } } as const;

/** Search by name and by address, Apply Filters and Clear Filters (customers and massagers lists). */
export function FilterForm({
  label,
  name,
  address,
  onName,
  onAddress,
  onApply,
  onClear,
}: {
  label: string;
  name: string;
  address: string;
  onName: (value: string) => void;
  onAddress: (value: string) => void;
  onApply: () => void;
  onClear: () => void;
}) {
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <HStack gap="3" align="end" wrap="wrap">
        <TextField label="Search by name" required={false} rootProps={FILTER_WIDTH} value={name} onChange={(event) => onName(event.target.value)} />
        <TextField label="Search by address" required={false} rootProps={FILTER_WIDTH} value={address} onChange={(event) => onAddress(event.target.value)} />
        <Button type="submit" colorPalette="green">
          Apply Filters
        </Button>
        <Button variant="outline" onClick={onClear}>
          Clear Filters
        </Button>
      </HStack>
    </form>
  );
}
