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

/** The massagers found, in schedule order, to choose one from; or why there are none yet. */
export function MassagerChoices({
  matches,
  schedule,
  chosen,
  onChoose,
}: {
  matches: MassagerMatch[] | null;
  schedule: AssignOption[] | null;
  chosen: string | null;
  onChoose: (massagerId: string | null) => void;
}) {
  if (matches === null) return <Text color="fg.muted">Searching…</Text>;
  if (matches.length === 0) return <Text color="fg.muted">No massager matches this address and gender. Press Show all to see every massager.</Text>;
  return (
    <RadioGroup.Root value={chosen} onValueChange={(details) => onChoose(details.value)} colorPalette="green" aria-label="Massagers">
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
  );
}
