import { addDays, todayInIndia } from '@wellness/shared';
import { Button, HStack, IconButton } from '@wellness/shared/chakra';
import { TextField } from '@wellness/shared/ui/field';

/** The day shown: the day before or after, any day, or today. */
export function DayPicker({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  return (
    <HStack gap="2" wrap="wrap" align="end">
      <IconButton aria-label="Previous day" variant="outline" onClick={() => onDate(addDays(date, -1))}>
        ‹
      </IconButton>
      <TextField
        label="Day"
        required={false}
        rootProps={{ w: 'auto' }}
        type="date"
        value={date}
        onChange={(event) => event.target.value && onDate(event.target.value)}
      />
      <IconButton aria-label="Next day" variant="outline" onClick={() => onDate(addDays(date, 1))}>
        ›
      </IconButton>
      <Button variant="ghost" onClick={() => onDate(todayInIndia())}>
        Today
      </Button>
    </HStack>
  );
}
