import { Box, Button, HStack, NativeSelect, RadioGroup, Stack, Text, Field, Input } from '@chakra-ui/react';
import { ADMIN_MESSAGES, PREFERRED_GENDERS } from '@wellness/shared';
import { api } from '@wellness/shared/client';
import { notify } from '@wellness/shared/ui';
import { useEffect, useState } from 'react';
import { FormDialog } from '../common/FormDialog';
import type { Customer } from './customerRules';

interface MassagerMatch {
  massager_id: number;
  massager_name: string;
  massager_address: string;
  massager_gender: string;
}

/** The locality of a booking address: the area before the pin code ("12 Karve Road, Kothrud, 411038" → "Kothrud"). */
export function localityOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim()).filter(Boolean);
  const withoutPin = /^\d{6}$/.test(parts.at(-1) ?? '') ? parts.slice(0, -1) : parts;
  return withoutPin.at(-1) ?? '';
}

/** Finds massagers by address and gender (the customer's preferred gender first) and assigns one. */
export function AssignDialog({ customer, onClose, onAssigned }: { customer: Customer | null; onClose: () => void; onAssigned: () => void }) {
  const [address, setAddress] = useState('');
  const [gender, setGender] = useState('any');
  const [matches, setMatches] = useState<MassagerMatch[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (wantedAddress: string, wantedGender: string) => {
    try {
      const { data } = await api.post<{ data?: MassagerMatch[] }>('/search_massagers.php', { address: wantedAddress, gender: wantedGender });
      setMatches(Array.isArray(data.data) ? data.data : []);
    } catch {
      notify('error', ADMIN_MESSAGES.fetchFailed);
      setMatches([]);
    }
  };

  useEffect(() => {
    if (!customer) return;
    const area = localityOf(customer.address);
    const preferred = (PREFERRED_GENDERS as readonly string[]).includes(customer.prefgender) ? customer.prefgender : 'any';
    setAddress(area);
    setGender(preferred);
    setChosen(customer.massagerId ? String(customer.massagerId) : null);
    setMatches(null);
    void search(area, preferred);
  }, [customer]);

  const assign = async () => {
    if (!customer) return;
    if (!chosen) {
      notify('error', ADMIN_MESSAGES.selectMassager);
      return;
    }
    setBusy(true);
    try {
      await api.post('/send_request.php', { massager_id: Number(chosen), customer_id: customer.id });
      notify('success', ADMIN_MESSAGES.assignSuccess);
      onAssigned();
      onClose();
    } catch {
      notify('error', ADMIN_MESSAGES.assignFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={customer !== null}
      title={customer ? `Assign a massager to ${customer.name}` : 'Assign a massager'}
      submitLabel="Assign"
      busy={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void assign();
      }}
    >
      <Stack gap="4">
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root flex="1" minW="40">
            <Field.Label>Search address</Field.Label>
            <Input value={address} onChange={(event) => setAddress(event.target.value)} />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>Massager gender</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={gender} onChange={(event) => setGender(event.target.value)}>
                {PREFERRED_GENDERS.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice[0]!.toUpperCase() + choice.slice(1)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button variant="outline" onClick={() => void search(address, gender)}>
            Search
          </Button>
        </HStack>
        {matches === null ? (
          <Text color="fg.muted">Searching…</Text>
        ) : matches.length === 0 ? (
          <Text color="fg.muted">No massager matches this address and gender. Widen the search.</Text>
        ) : (
          <RadioGroup.Root value={chosen} onValueChange={(details) => setChosen(details.value)} colorPalette="green" aria-label="Massagers">
            <Stack gap="2">
              {matches.map((match) => (
                <Box key={match.massager_id} borderWidth="1px" rounded="md" p="3">
                  <RadioGroup.Item value={String(match.massager_id)}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {match.massager_name}
                      <Text as="span" display="block" fontSize="sm" color="fg.muted">
                        {match.massager_gender} · {match.massager_address}
                      </Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                </Box>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
      </Stack>
    </FormDialog>
  );
}
