import { SCHEDULE_SCREEN_MESSAGES as M } from '@wellness/shared';
import { Box, HStack } from '@wellness/shared/chakra';
import type { ScheduleVisit } from '@wellness/shared/client';
import { SelectField } from '@wellness/shared/ui/field';
import { type Column, HourAxis, MassagerColumn } from './MassagerColumn';

/** The massagers' columns: one at a time, chosen from a list, on a phone; side by side at a desk. */
export function DayColumns({
  massagers,
  date,
  chosen,
  onChoose,
  onOpen,
}: {
  massagers: Column[];
  date: string;
  /** The phone's massager, kept by the screen from day to day (the first while none is chosen). */
  chosen: number | null;
  onChoose: (massagerId: number) => void;
  onOpen: (visit: ScheduleVisit) => void;
}) {
  const phoneColumn = massagers.find((m) => m.id === chosen) ?? massagers[0];
  return (
    <>
      <Box hideFrom="md">
        <SelectField
          label={M.massager}
          rootProps={{ mb: '3' }}
          options={massagers.map((m) => ({ value: String(m.id), label: m.name }))}
          value={phoneColumn?.id}
          onChange={(event) => onChoose(Number(event.target.value))}
        />
        <HStack align="start" gap="1">
          <HourAxis />
          {phoneColumn ? <MassagerColumn column={phoneColumn} date={date} onOpen={onOpen} /> : null}
        </HStack>
      </Box>
      <HStack hideBelow="md" align="start" gap="1" overflowX="auto" role="region" aria-label={M.sideBySide} tabIndex={0}>
        <HourAxis />
        {massagers.map((column) => (
          <MassagerColumn key={column.id} column={column} date={date} onOpen={onOpen} />
        ))}
      </HStack>
    </>
  );
}
