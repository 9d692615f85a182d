import { TIME_OFF_MESSAGES as T } from '@wellness/shared';
import { Heading, Stack } from '@wellness/shared/chakra';
import type { TimeOffItem } from '@wellness/shared/client';
import { TimeOffItems } from '@wellness/shared/ui';

/** The time off ahead, each with its note and Remove button. */
export function TimeOffList({ items, onRemove }: { items: TimeOffItem[]; onRemove: (item: TimeOffItem) => void }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="time-off-list">
      <Heading as="h2" size="lg" id="time-off-list">
        {T.upcoming}
      </Heading>
      <TimeOffItems items={items} onRemove={onRemove} />
    </Stack>
  );
}
