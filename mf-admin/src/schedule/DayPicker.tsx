import { addDays, SCHEDULE_SCREEN_MESSAGES as M, todayInIndia } from '@wellness/shared';
import { Button, HStack, IconButton } from '@wellness/shared/chakra';
import { TextField } from '@wellness/shared/ui/field';

/** The day shown: the day before or after, any day, or today. */
export function DayPicker({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  return (
    <HStack gap="2" wrap="wrap" align="end">
      <IconButton aria-label={M.previousDay} variant="outline" onClick={() => onDate(addDays(date, -1))}>
        ‹
      </IconButton>
      <TextField
        label={M.day}
        required={false}
        rootProps={{ w: 'auto' }}
        type="date"
        value={date}
        onChange={(event) => event.target.value && onDate(event.target.value)}
      />
      <IconButton aria-label={M.nextDay} variant="outline" onClick={() => onDate(addDays(date, 1))}>
        ›
      </IconButton>
      <Button variant="ghost" onClick={() => onDate(todayInIndia())}>
        {M.today}
      </Button>
    </HStack>
  );
}
