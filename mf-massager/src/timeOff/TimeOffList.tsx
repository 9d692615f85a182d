import { TIME_OFF_MESSAGES as T, timeOffText } from '@wellness/shared';
import { Button, Heading, HStack, Stack, Text } from '@wellness/shared/chakra';
import type { TimeOffItem } from '@wellness/shared/client';

/** The time off ahead, each with its note and Remove button. */
export function TimeOffList({ items, onRemove }: { items: TimeOffItem[]; onRemove: (item: TimeOffItem) => void }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="time-off-list">
      <Heading as="h2" size="lg" id="time-off-list">
        {T.upcoming}
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">{T.none}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" p="0" m="0" gap="2" aria-label={T.upcoming}>
          {items.map((item) => (
            <HStack as="li" key={item.id} justify="space-between" gap="3" bg="white" borderWidth="1px" rounded="md" px="4" py="3">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{timeOffText(item)}</Text>
                {item.note && (
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                    {item.note}
                  </Text>
                )}
              </Stack>
              <Button size="lg" variant="outline" colorPalette="red" aria-label={T.removeLabel(timeOffText(item))} onClick={() => onRemove(item)}>
                {T.remove}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
