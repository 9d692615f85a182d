import { Button, HStack } from '@wellness/shared/chakra';
import { SelectField, TextField } from '@wellness/shared/ui/field';
import { ALL, type Filters } from './assignSearch';
import { PREFERRED_GENDER_OPTIONS } from './customerRules';

/** The Assign dialog's search: address and gender, Search, and Show all (every massager). */
export function MassagerSearchBar({
  address,
  gender,
  onAddress,
  onGender,
  onSearch,
}: Filters & { onAddress: (address: string) => void; onGender: (gender: string) => void; onSearch: (filters: Filters) => void }) {
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <TextField
        label="Search address"
        required={false}
        rootProps={{ flex: '1', minW: '40' }}
        value={address}
        onChange={(event) => onAddress(event.target.value)}
      />
      <SelectField
        label="Massager gender"
        rootProps={{ w: 'auto' }}
        options={PREFERRED_GENDER_OPTIONS}
        value={gender}
        onChange={(event) => onGender(event.target.value)}
      />
      <Button variant="outline" onClick={() => onSearch({ address, gender })}>
        Search
      </Button>
      <Button variant="ghost" colorPalette="green" onClick={() => onSearch(ALL)}>
        Show all
      </Button>
    </HStack>
  );
}
