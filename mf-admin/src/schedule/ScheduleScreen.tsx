import {
  addDays,
  ADMIN_MESSAGES,
  formatAppointment,
  formatClock,
  LoadingDots,
  statusLabel,
  statusPalette,
  todayInIndia,
  visitTimeText,
} from '@wellness/shared';
import { Box, Button, Heading, HStack, IconButton, NativeSelect, Stack, Text } from '@wellness/shared/chakra';
import type { ScheduleDayAnswer, ScheduleVisit } from '@wellness/shared/client';
import { HistoryDialog, notify } from '@wellness/shared/ui';
import { LabelledField, TextField } from '@wellness/shared/ui/field';
import { useEffect, useState } from 'react';
import { scheduleDay } from './api';
import { AXIS, closedBlocks, HOUR_MARKS, place, PX_PER_MINUTE, timeOffBlock, visitBlock } from './dayLayout';

type Column = ScheduleDayAnswer['massagers'][number];

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

function MassagerColumn({ column, date, onOpen }: { column: Column; date: string; onOpen: (visit: ScheduleVisit) => void }) {
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

function HourAxis() {
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

/** The admin's day: massagers side by side at a desk, one at a time on a phone; a block opens the booking's history. */
export function ScheduleScreen() {
  const [date, setDate] = useState(todayInIndia());
  const [day, setDay] = useState<ScheduleDayAnswer | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [opened, setOpened] = useState<{ id: number; name: string } | null>(null);

  useEffect(() => {
    document.title = 'Schedule | Admin Panel';
  }, []);
  useEffect(() => {
    let live = true;
    setDay(null);
    scheduleDay(date).then(
      (answer) => live && setDay(answer),
      () => {
        if (!live) return;
        notify('error', ADMIN_MESSAGES.fetchFailed);
        setDay({ date, massagers: [], unassigned: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [date]);

  const open = (visit: ScheduleVisit) => setOpened({ id: visit.customerId, name: visit.name });
  const phoneColumn = day?.massagers.find((m) => m.id === chosen) ?? day?.massagers[0];

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Schedule
      </Heading>
      <HStack gap="2" wrap="wrap" align="end">
        <IconButton aria-label="Previous day" variant="outline" onClick={() => setDate(addDays(date, -1))}>
          ‹
        </IconButton>
        <TextField
          label="Day"
          required={false}
          rootProps={{ w: 'auto' }}
          type="date"
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
        />
        <IconButton aria-label="Next day" variant="outline" onClick={() => setDate(addDays(date, 1))}>
          ›
        </IconButton>
        <Button variant="ghost" onClick={() => setDate(todayInIndia())}>
          Today
        </Button>
      </HStack>
      <Text fontWeight="medium">{formatAppointment(date)}</Text>
      {day === null ? (
        <LoadingDots />
      ) : day.massagers.length === 0 ? (
        <Text color="fg.muted">No massagers yet.</Text>
      ) : (
        <>
          <Box hideFrom="md">
            <LabelledField label="Massager" rootProps={{ mb: '3' }}>
              <NativeSelect.Root>
                <NativeSelect.Field value={phoneColumn?.id} onChange={(event) => setChosen(Number(event.target.value))}>
                  {day.massagers.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </LabelledField>
            <HStack align="start" gap="1">
              <HourAxis />
              {phoneColumn ? <MassagerColumn column={phoneColumn} date={date} onOpen={open} /> : null}
            </HStack>
          </Box>
          <HStack hideBelow="md" align="start" gap="1" overflowX="auto" role="region" aria-label="Massagers side by side" tabIndex={0}>
            <HourAxis />
            {day.massagers.map((column) => (
              <MassagerColumn key={column.id} column={column} date={date} onOpen={open} />
            ))}
          </HStack>
        </>
      )}
      {day && day.unassigned.length > 0 ? (
        <Stack gap="2">
          <Heading as="h2" size="md">
            Not assigned yet
          </Heading>
          {day.unassigned.map((visit) => (
            <Button key={visit.customerId} variant="outline" justifyContent="start" onClick={() => open(visit)}>
              {visitTimeText(visit.start, visit.minutes)} · {visit.name} · {visit.area ?? '—'}
            </Button>
          ))}
        </Stack>
      ) : null}
      <HistoryDialog customer={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
