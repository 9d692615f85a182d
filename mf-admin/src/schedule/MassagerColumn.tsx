import { formatClock, SCHEDULE_SCREEN_MESSAGES as M, statusLabel, statusPalette, visitClockRange, visitTimeText } from '@wellness/shared';
import { Box, Text } from '@wellness/shared/chakra';
import type { ScheduleDayAnswer, ScheduleVisit } from '@wellness/shared/client';
import { closedBlocks, duringTimeOff, GRID_HEIGHT, HOUR_MARKS, hourLabelTop, LABEL_ROOM, THREE_LINES_PX, timeOffBlock, visitBlock } from './dayLayout';

export type Column = ScheduleDayAnswer['massagers'][number];

const hourText = (minutes: number) => formatClock(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:00`);

/** A warning triangle: the visit overlaps the massager's time off (the block's name says so in words). */
function OffWarning() {
  return (
    <Box as="span" display="inline-flex" color="red.700" flexShrink={0} me="1" title={M.duringTimeOff}>
      <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" fill="currentColor">
        <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
      </svg>
    </Box>
  );
}

function VisitBlock({ visit, date, offClash, onOpen }: { visit: ScheduleVisit; date: string; offClash: boolean; onOpen: (visit: ScheduleVisit) => void }) {
  const block = visitBlock(visit, date);
  const palette = statusPalette(visit.status, 'list');
  const time = visitClockRange(visit.start, visit.minutes);
  const area = visit.area ?? M.details.none;
  const tall = block.height >= THREE_LINES_PX;
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
          {M.travel(visit.travelBefore ?? 0)}
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
        outline={offClash ? '2px dashed' : undefined}
        outlineColor={offClash ? 'red.600' : undefined}
        outlineOffset="-2px"
        rounded="sm"
        px="1.5"
        py="0.5"
        display="flex"
        flexDirection="column"
        justifyContent="start"
        textAlign="start"
        overflow="hidden"
        fontSize="xs"
        lineHeight="1.3"
        textDecoration={visit.status === 'cancelled' ? 'line-through' : undefined}
        onClick={() => onOpen(visit)}
        aria-label={M.visitLabel({
          name: visit.name,
          area: visit.area ?? M.areaUnknown,
          time: visitTimeText(visit.start, visit.minutes),
          status: statusLabel(visit.status),
          duringTimeOff: offClash,
        })}
        data-during-time-off={offClash || undefined}
      >
        <Text display="flex" alignItems="center" truncate>
          {offClash ? <OffWarning /> : null}
          <Box as="span" truncate>
            {tall ? time : `${time} · `}
            {tall ? null : (
              <Box as="span" fontWeight="semibold">
                {visit.name}
              </Box>
            )}
          </Box>
        </Text>
        {tall ? (
          <Text fontWeight="semibold" truncate>
            {visit.name}
          </Text>
        ) : null}
        <Text truncate>
          {area} · {statusLabel(visit.status)}
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
        {column.hours ? `${formatClock(column.hours.opens)}–${formatClock(column.hours.closes)}` : M.dayOff}
      </Text>
      <Box position="relative" h={`${GRID_HEIGHT}px`} borderWidth="1px" bg="white" role="group" aria-label={M.columnLabel(column.name)}>
        {closedBlocks(column.hours).map((block) => (
          <Box key={block.top} position="absolute" insetX="0" top={`${block.top}px`} h={`${block.height}px`} bg="gray.100" aria-hidden />
        ))}
        {column.timeOff.map((off) => {
          const block = timeOffBlock(off, date);
          return (
            <Box key={off.id} position="absolute" insetX="0" top={`${block.top}px`} h={`${block.height}px`} bg="gray.300" px="1" fontSize="xs">
              {M.timeOff(off.note)}
            </Box>
          );
        })}
        {column.visits.map((visit) => (
          <VisitBlock key={visit.customerId} visit={visit} date={date} offClash={duringTimeOff(visit, column.timeOff)} onOpen={onOpen} />
        ))}
      </Box>
    </Box>
  );
}

/** The hours beside the columns, with room below the grid for the last one. */
export function HourAxis() {
  return (
    <Box position="relative" w="16" flexShrink={0} h={`${GRID_HEIGHT + LABEL_ROOM}px`} mt="10" aria-hidden>
      {HOUR_MARKS.map((minutes) => (
        <Text key={minutes} position="absolute" top={`${hourLabelTop(minutes)}px`} fontSize="xs" lineHeight="16px" color="fg.muted">
          {hourText(minutes)}
        </Text>
      ))}
    </Box>
  );
}
