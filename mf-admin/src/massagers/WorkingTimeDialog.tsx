import { type DayHours, formatDateTime, SCHEDULE_MESSAGES, todayInIndia, WEEKDAYS } from '@wellness/shared';
import { Box, Button, Checkbox, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@wellness/shared/chakra';
import { call, ENDPOINTS, failedMessage, type TimeOffItem } from '@wellness/shared/client';
import { notify } from '@wellness/shared/ui';
import { DialogFrame } from '@wellness/shared/ui/dialog';
import { TextField } from '@wellness/shared/ui/field';
import { useEffect, useState } from 'react';

const EMPTY_OFF = { fromDate: '', fromTime: '', toDate: '', toTime: '', note: '' };
type TimeOffDraft = typeof EMPTY_OFF;

/** The two ends of a working day, each with its own input. */
const DAY_ENDS: ReadonlyArray<{ key: keyof NonNullable<DayHours>; word: string }> = [
  { key: 'opens', word: 'from' },
  { key: 'closes', word: 'to' },
];

/** The four inputs of the time off's two ends. */
const OFF_ENDS: ReadonlyArray<{ key: Exclude<keyof TimeOffDraft, 'note'>; label: string; type: 'date' | 'time' }> = [
  { key: 'fromDate', label: 'From date', type: 'date' },
  { key: 'fromTime', label: 'From time', type: 'time' },
  { key: 'toDate', label: 'To date', type: 'date' },
  { key: 'toTime', label: 'To time', type: 'time' },
];

/** Loads a massager's week and time off; `act` runs a change, says its answer and loads again, or shows the refusal. */
function useWorkingTime(id: number | null) {
  const [hours, setHours] = useState<DayHours[] | null>(null);
  const [offs, setOffs] = useState<TimeOffItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const load = async (massagerId: number) => {
    const [week, list] = await Promise.all([
      call(ENDPOINTS.massagerHours, { massager_id: massagerId }),
      call(ENDPOINTS.timeOffList, { massager_id: massagerId }),
    ]);
    setHours(week.hours);
    setOffs(list.data);
  };
  useEffect(() => {
    if (id === null) return;
    setHours(null);
    setProblem(null);
    load(id).catch((error: unknown) => setProblem(failedMessage(error) || SCHEDULE_MESSAGES.hoursFormat));
  }, [id]);

  const setDay = (weekday: number, day: DayHours) => setHours((week) => week?.map((old, i) => (i === weekday ? day : old)) ?? null);
  const act = async (work: () => Promise<{ message?: string }>) => {
    setProblem(null);
    try {
      const answer = await work();
      if (answer.message) notify('success', answer.message);
      if (id !== null) await load(id);
    } catch (error) {
      // A refusal names the accepted visit in the way.
      setProblem(failedMessage(error) || SCHEDULE_MESSAGES.hoursFormat);
    }
  };
  return { hours, offs, problem, setDay, act };
}

/** One weekday: worked or not, and its hours when worked. */
function DayHoursRow({ weekday, day, onChange }: { weekday: number; day: DayHours; onChange: (day: DayHours) => void }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Checkbox.Root w="32" checked={day !== null} onCheckedChange={(details) => onChange(details.checked ? { opens: '09:00', closes: '21:00' } : null)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{WEEKDAYS[weekday]}</Checkbox.Label>
      </Checkbox.Root>
      {day ? (
        DAY_ENDS.map(({ key, word }) => (
          <Input
            key={key}
            type="time"
            w="32"
            aria-label={`${WEEKDAYS[weekday]} ${word}`}
            value={day[key]}
            onChange={(event) => onChange({ ...day, [key]: event.target.value })}
          />
        ))
      ) : (
        <Text color="fg.muted">Day off</Text>
      )}
    </HStack>
  );
}

/** The time off ahead, each with Remove, and the form that adds one. */
function TimeOffSection({ offs, onRemove, onAdd }: { offs: TimeOffItem[]; onRemove: (item: TimeOffItem) => void; onAdd: (off: TimeOffDraft) => void }) {
  const [off, setOff] = useState(() => ({ ...EMPTY_OFF, fromDate: todayInIndia(), toDate: todayInIndia() }));
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Time off
      </Heading>
      {offs.length === 0 ? <Text color="fg.muted">No time off ahead.</Text> : null}
      {offs.map((item) => (
        <HStack key={item.id} justify="space-between" borderWidth="1px" rounded="md" p="2">
          <Text fontSize="sm">
            {formatDateTime(item.start)} – {formatDateTime(item.end)}
            {item.note ? ` · ${item.note}` : ''}
          </Text>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Remove time off from ${formatDateTime(item.start)}`}
            onClick={() => onRemove(item)}
          >
            Remove
          </Button>
        </HStack>
      ))}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        {OFF_ENDS.map(({ key, label, type }) => (
          <TextField
            key={key}
            label={label}
            required={false}
            type={type}
            value={off[key]}
            onChange={(event) => setOff({ ...off, [key]: event.target.value })}
          />
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        Leave the times empty for whole days.
      </Text>
      <TextField label="Note" required={false} value={off.note} onChange={(event) => setOff({ ...off, note: event.target.value })} />
      <Box>
        <Button size="sm" colorPalette="green" onClick={() => onAdd(off)}>
          Add time off
        </Button>
      </Box>
    </Stack>
  );
}

/** A massager's weekly hours and time off, from the massager list. */
export function WorkingTimeDialog({ massager, onClose }: { massager: { id: number; name: string } | null; onClose: () => void }) {
  const id = massager?.id ?? null;
  const { hours, offs, problem, setDay, act } = useWorkingTime(id);

  return (
    <DialogFrame
      open={massager !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      scrollBehavior="inside"
      title={massager ? `Hours and time off of ${massager.name}` : 'Hours and time off'}
    >
      <Stack gap="5">
        {problem ? (
          <Text role="alert" color="red.700" fontWeight="medium">
            {problem}
          </Text>
        ) : null}
        <Stack gap="2" as="fieldset">
          <Heading as="legend" size="sm" mb="2">
            Weekly working hours (India time)
          </Heading>
          {hours?.map((day, weekday) => (
            <DayHoursRow key={WEEKDAYS[weekday]} weekday={weekday} day={day} onChange={(next) => setDay(weekday, next)} />
          ))}
          <Box>
            <Button
              size="sm"
              colorPalette="green"
              disabled={!hours}
              onClick={() => void act(() => call(ENDPOINTS.updateMassagerHours, { massager_id: id ?? 0, hours: hours ?? [] }))}
            >
              Save hours
            </Button>
          </Box>
        </Stack>
        {/* Keyed by the massager, so that another massager's form starts afresh on today. */}
        <TimeOffSection
          key={id ?? 'none'}
          offs={offs}
          onRemove={(item) => void act(() => call(ENDPOINTS.deleteTimeOff, { id: item.id }))}
          onAdd={(off) => void act(() => call(ENDPOINTS.addTimeOff, { ...off, massager_id: id ?? 0 }))}
        />
      </Stack>
    </DialogFrame>
  );
}
