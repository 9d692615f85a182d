import { Button, Field, HStack, Input } from '@chakra-ui/react';

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
        <Field.Root w={{ base: 'full', sm: '56' }}>
          <Field.Label>Search by name</Field.Label>
          <Input value={name} onChange={(event) => onName(event.target.value)} />
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '56' }}>
          <Field.Label>Search by address</Field.Label>
          <Input value={address} onChange={(event) => onAddress(event.target.value)} />
        </Field.Root>
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
