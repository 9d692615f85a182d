import { formatClock, statusLabel, statusPalette, visitTimeText } from '@wellness/shared';
import { Box, Text } from '@wellness/shared/chakra';
import type { ScheduleDayAnswer, ScheduleVisit } from '@wellness/shared/client';
import { AXIS, closedBlocks, HOUR_MARKS, place, PX_PER_MINUTE, timeOffBlock, visitBlock } from './dayLayout';

export type Column = ScheduleDayAnswer['massagers'][number];

const HEIGHT = (AXIS.to - AXIS.from) * PX_PER_MINUTE;
const hourText = (minutes: number) => formatClock(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:00`);

function VisitBlock({ visit, date, onOpen }: { visit: ScheduleVisit; date: string; onOpen: (visit: ScheduleVisit) => void }) {
  const block = visitBlock(visit, date);
  const palette = statusPalette(visit.status, 'list');
  return (
    <>
      {block.travel ? (
        <Box
          position="absolute"
          insetX="1"
          top={`${block.travel.top}px`}
          h={`${block.travel.height}px`}
          bgImage="repeating-linear-gradient(45deg, transparent 0 4px, rgba(0,0,0,0.08) 4px 8px)"
          fontSize="2xs"
          color="fg.muted"
          px="1"
          overflow="hidden"
          aria-hidden
        >
          {visit.travelBefore} min travel
        </Box>
      ) : null}
      <Box
        as="button"
        position="absolute"
        insetX="1"
        top={`${block.top}px`}
        h={`${block.height}px`}
        bg={`${palette}.100`}
        borderLeftWidth="4px"
        borderColor={`${palette}.600`}
        rounded="sm"
        px="1.5"
        py="0.5"
        textAlign="start"
        overflow="hidden"
        fontSize="xs"
        textDecoration={visit.status === 'cancelled' ? 'line-through' : undefined}
        onClick={() => onOpen(visit)}
        aria-label={`${visit.name}, ${visit.area ?? 'area not known'}, ${visitTimeText(visit.start, visit.minutes)}, ${statusLabel(visit.status)}. Open its history`}
      >
        <Text fontWeight="semibold" truncate>
          {visit.name}
        </Text>
        <Text truncate>
          {visit.area ?? '—'} · {statusLabel(visit.status)}
        </Text>
      </Box>
    </>
  );
}

/** One massager's day: working hours, closed hours, time off and visits on the hour axis. */
export function MassagerColumn({ column, date, onOpen }: { column: Column; date: string; onOpen: (visit: ScheduleVisit) => void }) {
  return (
    <Box minW="40" flex="1">
      <Text fontWeight="semibold" textAlign="center" truncate>
        {column.name}
      </Text>
      <Text fontSize="xs" color="fg.muted" textAlign="center">
        {column.hours ? `${formatClock(column.hours.opens)}–${formatClock(column.hours.closes)}` : 'Day off'}
      </Text>
      <Box position="relative" h={`${HEIGHT}px`} borderWidth="1px" bg="white" role="group" aria-label={`${column.name}'s day`}>
        {closedBlocks(column.hours).map((block) => (
          <Box key={block.top} position="absolute" insetX="0" top={`${block.top}px`} h={`${block.height}px`} bg="gray.100" aria-hidden />
        ))}
        {column.timeOff.map((off) => {
          const block = timeOffBlock(off, date);
          return (
            <Box key={off.id} position="absolute" insetX="0" top={`${block.top}px`} h={`${block.height}px`} bg="gray.300" px="1" fontSize="xs">
              Time off{off.note ? `: ${off.note}` : ''}
            </Box>
          );
        })}
        {column.visits.map((visit) => (
          <VisitBlock key={visit.customerId} visit={visit} date={date} onOpen={onOpen} />
        ))}
      </Box>
    </Box>
  );
}

/** The hours beside the columns. */
export function HourAxis() {
  return (
    <Box position="relative" w="16" flexShrink={0} h={`${HEIGHT}px`} mt="10" aria-hidden>
      {HOUR_MARKS.map((minutes) => (
        <Text key={minutes} position="absolute" top={`${place(minutes, minutes).top - 8}px`} fontSize="xs" color="fg.muted">
          {hourText(minutes)}
        </Text>
      ))}
    </Box>
  );
}
