import { Box, RadioGroup, Stack, Text } from '@wellness/shared/chakra';
import type { AssignOption, MassagerMatch } from '@wellness/shared/client';
import { assignStateText, bySchedule } from './assignOptions';

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

/**
 * The massagers found, in schedule order, to choose one from; or why there are none yet. One the server
 * would refuse (`refused`) stays listed with its reason but cannot be chosen.
 */
export function MassagerChoices({
  matches,
  schedule,
  refused,
  chosen,
  onChoose,
}: {
  matches: MassagerMatch[] | null;
  schedule: readonly AssignOption[] | null;
  refused: ReadonlySet<string>;
  chosen: string | null;
  onChoose: (massagerId: string | null) => void;
}) {
  if (matches === null) return <Text color="fg.muted">Searching…</Text>;
  if (matches.length === 0) return <Text color="fg.muted">No massager matches this address and gender. Press Show all to see every massager.</Text>;
  return (
    <RadioGroup.Root value={chosen} onValueChange={(details) => onChoose(details.value)} colorPalette="green" aria-label="Massagers">
      <Stack gap="2">
        {bySchedule(matches, (match) => match.massager_id, schedule).map((match) => {
          const disabled = refused.has(String(match.massager_id));
          // Keyed by its state too: the radio group leaves a disabled input's checked state as it was, so a
          // chosen radio that turns disabled would still read as checked; a fresh one starts unchecked.
          return (
            <Box key={`${match.massager_id}-${disabled}`} borderWidth="1px" rounded="md" p="3" bg={disabled ? 'bg.muted' : undefined}>
              <RadioGroup.Item value={String(match.massager_id)} disabled={disabled}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                {/* The recipe fades a disabled label to half; the reason must stay readable, the name says it is out. */}
                <RadioGroup.ItemText _disabled={{ opacity: 1, color: 'fg.muted' }}>
                  {match.massager_name}
                  <Text as="span" display="block" fontSize="sm" color="fg.muted">
                    {match.massager_gender} · {match.massager_address}
                  </Text>
                  <ScheduleState option={schedule?.find((option) => option.massagerId === match.massager_id)} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            </Box>
          );
        })}
      </Stack>
    </RadioGroup.Root>
  );
}
