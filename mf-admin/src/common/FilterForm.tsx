import { Button, HStack } from '@wellness/shared/chakra';
import { TextField } from '@wellness/shared/ui/field';
import { useState } from 'react';

/** The filters' width: a row of two beside the buttons, or the whole width of a phone. */
const FILTER_WIDTH = { w: { base: 'full', sm: '56' } } as const;

/** What the filters ask for, trimmed. */
export interface ListFilters {
  name: string;
  address: string;
}

/**
 * Search by name and by address, Apply Filters and Clear Filters (customers and massagers lists). The
 * filters as typed are kept here: they take effect on Apply Filters.
 */
export function FilterForm({ label, onApply, onClear }: { label: string; onApply: (filters: ListFilters) => void; onClear: () => void }) {
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ name: name.trim(), address: address.trim() });
      }}
    >
      <HStack gap="3" align="end" wrap="wrap">
        <TextField label="Search by name" required={false} rootProps={FILTER_WIDTH} value={name} onChange={(event) => setName(event.target.value)} />
        <TextField label="Search by address" required={false} rootProps={FILTER_WIDTH} value={address} onChange={(event) => setAddress(event.target.value)} />
        <Button type="submit" colorPalette="green">
          Apply Filters
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setName('');
            setAddress('');
            onClear();
          }}
        >
          Clear Filters
        </Button>
      </HStack>
    </form>
  );
}
