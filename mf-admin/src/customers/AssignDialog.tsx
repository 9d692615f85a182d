import { ADMIN_MESSAGES, formatAppointment, PREFERRED_GENDERS, VISIT_MINUTES } from '@wellness/shared';
import { Box, Button, HStack, NativeSelect, RadioGroup, Stack, Text } from '@wellness/shared/chakra';
import { type AssignOption, failedMessage, type MassagerMatch } from '@wellness/shared/client';
import { notify } from '@wellness/shared/ui';
import { LabelledField, TextField } from '@wellness/shared/ui/field';
import { useEffect, useState } from 'react';
import { FormDialog } from '../common/FormDialog';
import { assignMassager, assignOptions, searchMassagers } from './api';
import { assignStateText, bySchedule } from './assignOptions';
import type { Customer } from './customerRules';
import { VisitLengthField } from './VisitLengthField';

/** The locality of a booking address: the area before the pin code ("12 Karve Road, Kothrud, 411038" → "Kothrud"). */
function localityOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const withoutPin = /^\d{6}$/.test(parts.at(-1) ?? '') ? parts.slice(0, -1) : parts;
  return withoutPin.at(-1) ?? '';
}

type Filters = { address: string; gender: string };

const ALL: Filters = { address: '', gender: 'any' };

/**
 * The searches the dialog tries when it opens, narrowest first: the customer's area and preferred
 * gender, then the gender anywhere, then everyone. The first that finds someone is shown, so the
 * dialog never opens on an empty list because of the suggestion.
 */
export function suggestedSearches(customer: Pick<Customer, 'address' | 'prefgender'>): Filters[] {
  const area = localityOf(customer.address);
  const gender = (PREFERRED_GENDERS as readonly string[]).includes(customer.prefgender) ? customer.prefgender : 'any';
  const tries: Filters[] = [{ address: area, gender }, { address: '', gender }, ALL];
  return tries.filter((next, i) => tries.findIndex((other) => other.address === next.address && other.gender === next.gender) === i);
}

/** 'female massager in Kothrud', 'massagers', … */
const whoIs = ({ address, gender }: Filters, plural: boolean) =>
  `${gender === 'any' ? '' : `${gender} `}massager${plural ? 's' : ''}${address ? ` in ${address}` : ''}`;

/** A massager's standing for the booking's time: green when free, orange when not. */
function ScheduleState({ option }: { option: AssignOption | undefined }) {
  const text = assignStateText(option);
  if (!text) return null;
  const good = option?.state === 'free' || option?.state === 'no-time';
  return (
    <Text as="span" display="block" fontSize="sm" fontWeight="medium" color={good ? 'green.700' : 'orange.700'}>
      {text}
    </Text>
  );
}

/** Finds massagers by address and gender (the customer's area and preferred gender first) and assigns one. */
export function AssignDialog({ customer, onClose, onAssigned }: { customer: Customer | null; onClose: () => void; onAssigned: () => void }) {
  const [address, setAddress] = useState('');
  const [gender, setGender] = useState('any');
  const [matches, setMatches] = useState<MassagerMatch[] | null>(null);
  /** Set when the suggestion found nobody and a wider search is shown instead. */
  const [widened, setWidened] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** How each massager stands for the booking's time, and the visit's length (the admin may change it). */
  const [schedule, setSchedule] = useState<AssignOption[] | null>(null);
  const [minutes, setMinutes] = useState(VISIT_MINUTES);

  const find = async ({ address: wantedAddress, gender: wantedGender }: Filters): Promise<MassagerMatch[]> => {
    const data = await searchMassagers(wantedAddress, wantedGender);
    return Array.isArray(data.data) ? data.data : [];
  };

  const show = (filters: Filters, found: MassagerMatch[]) => {
    setAddress(filters.address);
    setGender(filters.gender);
    setMatches(found);
  };

  const search = async (filters: Filters) => {
    setWidened(null);
    setMatches(null);
    try {
      show(filters, await find(filters));
    } catch {
      notify('error', ADMIN_MESSAGES.fetchFailed);
      setMatches([]);
    }
  };

  useEffect(() => {
    if (!customer) return;
    let current = true;
    setSchedule(null);
    assignOptions(customer.id).then(
      (answer) => {
        if (!current) return;
        setSchedule(answer.data);
        setMinutes(answer.minutes);
      },
      () => undefined,
    );
    const tries = suggestedSearches(customer);
    const [first = ALL] = tries;
    setChosen(customer.massagerId ? String(customer.massagerId) : null);
    setWidened(null);
    setMatches(null);
    setAddress(first.address);
    setGender(first.gender);
    void (async () => {
      try {
        for (const [i, filters] of tries.entries()) {
          const found = await find(filters);
          if (!current) return;
          if (found.length > 0 || i === tries.length - 1) {
            show(filters, found);
            if (i > 0)
              setWidened(`No ${whoIs(first, false)}; showing ${!filters.address && filters.gender === 'any' ? 'all massagers' : whoIs(filters, true)}.`);
            return;
          }
        }
      } catch {
        if (!current) return;
        notify('error', ADMIN_MESSAGES.fetchFailed);
        setMatches([]);
      }
    })();
    return () => {
      current = false;
    };
  }, [customer]);

  const assign = async () => {
    if (!customer) return;
    if (!chosen) {
      notify('error', ADMIN_MESSAGES.selectMassager);
      return;
    }
    setBusy(true);
    try {
      await assignMassager(Number(chosen), customer.id, minutes);
      notify('success', ADMIN_MESSAGES.assignSuccess);
      onAssigned();
      onClose();
    } catch (error) {
      // A clash names the other visit; a refusal says why.
      notify('error', failedMessage(error) || ADMIN_MESSAGES.assignFailed);
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
        {/* The visitor's preferred visit, so that the admin picks someone free then. */}
        {customer?.appointment ? (
          <Text>
            Preferred visit:{' '}
            <Text as="span" fontWeight="semibold">
              {formatAppointment(customer.appointment)}
            </Text>
          </Text>
        ) : null}
        <VisitLengthField value={minutes} onChange={setMinutes} />
        <HStack gap="3" align="end" wrap="wrap">
          <TextField
            label="Search address"
            required={false}
            rootProps={{ flex: '1', minW: '40' }}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <LabelledField label="Massager gender" rootProps={{ w: 'auto' }}>
            <NativeSelect.Root>
              <NativeSelect.Field value={gender} onChange={(event) => setGender(event.target.value)}>
                {PREFERRED_GENDERS.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice.charAt(0).toUpperCase() + choice.slice(1)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
          <Button variant="outline" onClick={() => void search({ address, gender })}>
            Search
          </Button>
          <Button variant="ghost" colorPalette="green" onClick={() => void search(ALL)}>
            Show all
          </Button>
        </HStack>
        {widened && (
          <Text role="status" fontSize="sm" color="fg.muted">
            {widened}
          </Text>
        )}
        {matches === null ? (
          <Text color="fg.muted">Searching…</Text>
        ) : matches.length === 0 ? (
          <Text color="fg.muted">No massager matches this address and gender. Press Show all to see every massager.</Text>
        ) : (
          <RadioGroup.Root value={chosen} onValueChange={(details) => setChosen(details.value)} colorPalette="green" aria-label="Massagers">
            <Stack gap="2">
              {bySchedule(matches, (match) => match.massager_id, schedule).map((match) => (
                <Box key={match.massager_id} borderWidth="1px" rounded="md" p="3">
                  <RadioGroup.Item value={String(match.massager_id)}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {match.massager_name}
                      <Text as="span" display="block" fontSize="sm" color="fg.muted">
                        {match.massager_gender} · {match.massager_address}
                      </Text>
                      <ScheduleState option={schedule?.find((option) => option.massagerId === match.massager_id)} />
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
