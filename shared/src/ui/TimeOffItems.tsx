import { TIME_OFF_MESSAGES as T, timeOffText } from '@wellness/shared';
import { Button, HStack, Stack, Text } from '@wellness/shared/chakra';
import type { TimeOffItem } from '@wellness/shared/client';

/**
 * The time off ahead as a list, each with its note and Remove (or that there is none). `compact`: inside
 * the admin's dialog; else the therapist's page, whose buttons are sized for a thumb.
 */
export function TimeOffItems({ items, onRemove, compact = false }: { items: TimeOffItem[]; onRemove: (item: TimeOffItem) => void; compact?: boolean }) {
  if (items.length === 0) return <Text color="fg.muted">{T.none}</Text>;
  return (
    <Stack as="ul" listStyleType="none" p="0" m="0" gap="2" aria-label={T.upcoming}>
      {items.map((item) => (
        <HStack
          as="li"
          key={item.id}
          justify="space-between"
          gap="3"
          bg="white"
          borderWidth="1px"
          rounded="md"
          {...(compact ? { p: '2' } : { px: '4', py: '3' })}
        >
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" fontSize={compact ? 'sm' : undefined}>
              {timeOffText(item)}
            </Text>
            {item.note && (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {item.note}
              </Text>
            )}
          </Stack>
          <Button
            size={compact ? 'xs' : 'lg'}
            variant="outline"
            colorPalette="red"
            aria-label={T.removeLabel(timeOffText(item))}
            onClick={() => onRemove(item)}
          >
            {T.remove}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
