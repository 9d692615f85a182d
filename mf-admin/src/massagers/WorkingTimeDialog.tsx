import { Box, Button, Checkbox, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type DayHours, formatDateTime, SCHEDULE_MESSAGES, todayInIndia, WEEKDAYS } from '@wellness/shared';
import { call, ENDPOINTS, failedMessage, type TimeOffItem } from '@wellness/shared/client';
import { notify } from '@wellness/shared/ui';
import { DialogFrame } from '@wellness/shared/ui/dialog';
import { TextField } from '@wellness/shared/ui/field';
import { useEffect, useState } from 'react';

const EMPTY_OFF = { fromDate: '', fromTime: '', toDate: '', toTime: '', note: '' };

/** A massager's weekly hours and time off, from the massager list. */
export function WorkingTimeDialog({ massager, onClose }: { massager: { id: number; name: string } | null; onClose: () => void }) {
  const [hours, setHours] = useState<DayHours[] | null>(null);
  const [offs, setOffs] = useState<TimeOffItem[]>([]);
  const [off, setOff] = useState(EMPTY_OFF);
  const [problem, setProblem] = useState<string | null>(null);
  const id = massager?.id ?? null;

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
    setOff({ ...EMPTY_OFF, fromDate: todayInIndia(), toDate: todayInIndia() });
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
            <HStack key={WEEKDAYS[weekday]} gap="2" wrap="wrap">
              <Checkbox.Root
                w="32"
                checked={day !== null}
                onCheckedChange={(details) => setDay(weekday, details.checked ? { opens: '09:00', closes: '21:00' } : null)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{WEEKDAYS[weekday]}</Checkbox.Label>
              </Checkbox.Root>
              {day ? (
                <>
                  <Input
                    type="time"
                    w="32"
                    aria-label={`${WEEKDAYS[weekday]} from`}
                    value={day.opens}
                    onChange={(event) => setDay(weekday, { ...day, opens: event.target.value })}
                  />
                  <Input
                    type="time"
                    w="32"
                    aria-label={`${WEEKDAYS[weekday]} to`}
                    value={day.closes}
                    onChange={(event) => setDay(weekday, { ...day, closes: event.target.value })}
                  />
                </>
              ) : (
                <Text color="fg.muted">Day off</Text>
              )}
            </HStack>
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
                onClick={() => void act(() => call(ENDPOINTS.deleteTimeOff, { id: item.id }))}
              >
                Remove
              </Button>
            </HStack>
          ))}
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
            <TextField
              label="From date"
              required={false}
              type="date"
              value={off.fromDate}
              onChange={(event) => setOff({ ...off, fromDate: event.target.value })}
            />
            <TextField
              label="From time"
              required={false}
              type="time"
              value={off.fromTime}
              onChange={(event) => setOff({ ...off, fromTime: event.target.value })}
            />
            <TextField label="To date" required={false} type="date" value={off.toDate} onChange={(event) => setOff({ ...off, toDate: event.target.value })} />
            <TextField label="To time" required={false} type="time" value={off.toTime} onChange={(event) => setOff({ ...off, toTime: event.target.value })} />
          </SimpleGrid>
          <Text fontSize="xs" color="fg.muted">
            Leave the times empty for whole days.
          </Text>
          <TextField label="Note" required={false} value={off.note} onChange={(event) => setOff({ ...off, note: event.target.value })} />
          <Box>
            <Button size="sm" colorPalette="green" onClick={() => void act(() => call(ENDPOINTS.addTimeOff, { ...off, massager_id: id ?? 0 }))}>
              Add time off
            </Button>
          </Box>
        </Stack>
      </Stack>
    </DialogFrame>
  );
}
