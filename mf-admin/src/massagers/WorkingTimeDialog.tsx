import {
  ADMIN_MESSAGES,
  type DayHours,
  SCHEDULE_MESSAGES,
  TIME_OFF_MESSAGES as T,
  timeOffProblem,
  timeOffSpan,
  timeOffText,
  todayInIndia,
  WEEKDAYS,
  weeklyHoursProblem,
} from '@wellness/shared';
import { Box, Button, Checkbox, Heading, Input, SimpleGrid, Stack, Text } from '@wellness/shared/chakra';
import { call, ENDPOINTS, failedMessage, failedStatus, type TimeOffItem } from '@wellness/shared/client';
import { ConfirmDialog, type ConfirmQuestion, notify, TimeOffItems } from '@wellness/shared/ui';
import { DialogFrame } from '@wellness/shared/ui/dialog';
import { TextField } from '@wellness/shared/ui/field';
import { Fragment, useEffect, useState } from 'react';

const EMPTY_OFF = { fromDate: '', fromTime: '', toDate: '', toTime: '', note: '' };
type TimeOffDraft = typeof EMPTY_OFF;
const freshOff = (): TimeOffDraft => ({ ...EMPTY_OFF, fromDate: todayInIndia(), toDate: todayInIndia() });

/** The two ends of a working day, each with its own input. */
const DAY_ENDS: ReadonlyArray<{ key: keyof NonNullable<DayHours>; word: string }> = [
  { key: 'opens', word: 'from' },
  { key: 'closes', word: 'to' },
];

/** The four inputs of the time off's two ends, in the massager's own words. */
const OFF_ENDS: ReadonlyArray<{ key: Exclude<keyof TimeOffDraft, 'note'>; label: string; type: 'date' | 'time' }> = [
  { key: 'fromDate', label: T.fromDate, type: 'date' },
  { key: 'fromTime', label: T.fromTime, type: 'time' },
  { key: 'toDate', label: T.toDate, type: 'date' },
  { key: 'toTime', label: T.toTime, type: 'time' },
];

/**
 * Why the server refused: a field's own reason (a 400 names the field, e.g. `hours`, beside its general
 * "Some fields are not valid."), else its message (a 409 names the visit in the way), else `fallback`.
 */
function refusalOf(error: unknown, fallback: string): string {
  const errors = (error as { response?: { data?: { errors?: unknown } } } | null)?.response?.data?.errors;
  const reason = errors && typeof errors === 'object' ? Object.values(errors as Record<string, unknown>).find((value) => typeof value === 'string') : undefined;
  const status = failedStatus(error);
  if (typeof reason === 'string' && reason) return reason;
  return (status === 400 || status === 409 ? failedMessage(error) : undefined) ?? fallback;
}

/** Loads a massager's week and time off, and makes the dialog's changes, each answered where it was made. */
function useWorkingTime(id: number | null) {
  const [hours, setHours] = useState<DayHours[] | null>(null);
  const [offs, setOffs] = useState<TimeOffItem[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [hoursProblem, setHoursProblem] = useState<string | null>(null);

  const load = async (massagerId: number) => {
    const [week, list] = await Promise.all([
      call(ENDPOINTS.massagerHours, { massager_id: massagerId }),
      call(ENDPOINTS.timeOffList, { massager_id: massagerId }),
    ]);
    setHours(week.hours);
    setOffs(list.data);
  };
  const reload = () => (id === null ? Promise.resolve() : load(id).catch(() => setLoadFailed(true)));
  useEffect(() => {
    if (id === null) return;
    setHours(null);
    setHoursProblem(null);
    setLoadFailed(false);
    load(id).catch(() => setLoadFailed(true));
  }, [id]);

  const setDay = (weekday: number, day: DayHours) => {
    setHoursProblem(null);
    setHours((week) => week?.map((old, i) => (i === weekday ? day : old)) ?? null);
  };

  /** The same rule as the server's, before sending: a day that closes before it opens is named at once. */
  const saveHours = async () => {
    if (!hours || id === null) return;
    const problem = weeklyHoursProblem(hours);
    setHoursProblem(problem);
    if (problem) return;
    try {
      const answer = await call(ENDPOINTS.updateMassagerHours, { massager_id: id, hours });
      notify('success', answer.message || SCHEDULE_MESSAGES.hoursSaved);
      await reload();
    } catch (error) {
      setHoursProblem(refusalOf(error, T.saveHoursFailed));
    }
  };

  /** Adds time off; answers what to show in the form (null when all is said by the toast), or throws the reason. */
  const addOff = async (off: TimeOffDraft): Promise<string | null> => {
    const answer = await call(ENDPOINTS.addTimeOff, { ...off, massager_id: id ?? 0 });
    await reload();
    // Over a pending visit the answer names it for reassignment: that stays in view, not in a passing toast.
    if (answer.message && answer.message !== SCHEDULE_MESSAGES.timeOffSaved) return answer.message;
    notify('success', SCHEDULE_MESSAGES.timeOffSaved);
    return null;
  };

  const removeOff = async (item: TimeOffItem) => {
    try {
      await call(ENDPOINTS.deleteTimeOff, { id: item.id });
      notify('success', SCHEDULE_MESSAGES.timeOffRemoved);
    } catch {
      notify('error', T.removeFailed);
    }
    await reload();
  };

  return { hours, offs, loadFailed, hoursProblem, setDay, saveHours, addOff, removeOff };
}

/** Day, opens, "to", closes: one grid, so the columns line up under their headings; on a phone the day has its own line. */
const HOURS_COLUMNS = { base: 'minmax(0, 1fr) auto minmax(0, 1fr)', sm: '8rem minmax(0, 9rem) auto minmax(0, 9rem)' };

function HoursHeadings() {
  return (
    <>
      <Text display={{ base: 'none', sm: 'block' }} fontSize="sm" fontWeight="semibold">
        {T.dayColumn}
      </Text>
      <Text fontSize="sm" fontWeight="semibold">
        {T.opensColumn}
      </Text>
      <span />
      <Text fontSize="sm" fontWeight="semibold">
        {T.closesColumn}
      </Text>
    </>
  );
}

/** One weekday: worked or not, and its hours when worked. */
function DayHoursRow({ weekday, day, onChange }: { weekday: number; day: DayHours; onChange: (day: DayHours) => void }) {
  const name = WEEKDAYS[weekday];
  return (
    <>
      <Checkbox.Root
        gridColumn={{ base: day ? '1 / -1' : '1', sm: 'auto' }}
        mt={{ base: '2', sm: '0' }}
        checked={day !== null}
        onCheckedChange={(details) => onChange(details.checked ? { opens: '09:00', closes: '21:00' } : null)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{name}</Checkbox.Label>
      </Checkbox.Root>
      {day ? (
        DAY_ENDS.map(({ key, word }, index) => (
          <Fragment key={key}>
            {index === 1 && (
              <Text aria-hidden="true" color="fg.muted">
                {T.until}
              </Text>
            )}
            <Input type="time" aria-label={`${name} ${word}`} value={day[key]} onChange={(event) => onChange({ ...day, [key]: event.target.value })} />
          </Fragment>
        ))
      ) : (
        <Text gridColumn={{ base: '2 / -1', sm: 'span 3' }} mt={{ base: '2', sm: '0' }} color="fg.muted">
          {T.dayOff}
        </Text>
      )}
    </>
  );
}

function WeeklyHours({
  hours,
  problem,
  setDay,
  onSave,
}: {
  hours: DayHours[] | null;
  problem: string | null;
  setDay: (weekday: number, day: DayHours) => void;
  onSave: () => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <Stack gap="2" as="fieldset">
      <Heading as="legend" size="sm" mb="2">
        {T.weekHeading}
      </Heading>
      {hours && (
        <Box display="grid" gridTemplateColumns={HOURS_COLUMNS} justifyContent="start" columnGap="3" rowGap="2" alignItems="center">
          <HoursHeadings />
          {hours.map((day, weekday) => (
            <DayHoursRow key={WEEKDAYS[weekday]} weekday={weekday} day={day} onChange={(next) => setDay(weekday, next)} />
          ))}
        </Box>
      )}
      {problem && (
        <Text role="alert" color="red.700" fontWeight="medium">
          {problem}
        </Text>
      )}
      <Box>
        <Button
          size="sm"
          colorPalette="green"
          disabled={!hours}
          loading={saving}
          onClick={() => {
            setSaving(true);
            void onSave().finally(() => setSaving(false));
          }}
        >
          {T.saveHours}
        </Button>
      </Box>
    </Stack>
  );
}

/** The time off ahead, each with Remove (asked first), and the form that adds one. */
function TimeOffSection({
  offs,
  onRemove,
  onAdd,
}: {
  offs: TimeOffItem[];
  onRemove: (item: TimeOffItem) => void;
  onAdd: (off: TimeOffDraft) => Promise<string | null>;
}) {
  const [off, setOff] = useState(freshOff);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = (change: Partial<TimeOffDraft>) => {
    setProblem(null);
    setNotice(null);
    setOff({ ...off, ...change });
  };
  const save = async () => {
    setNotice(null);
    // The API's own rule, before sending: the two ends in order, not over, not too long.
    const local = off.fromDate && off.toDate ? timeOffProblem(timeOffSpan(off), Date.now()) : null;
    setProblem(local);
    if (local) return;
    setSaving(true);
    try {
      setNotice(await onAdd(off));
      setOff(freshOff());
    } catch (error) {
      setProblem(refusalOf(error, T.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {T.title}
      </Heading>
      <TimeOffItems items={offs} onRemove={onRemove} compact />
      <Heading as="h4" size="xs" mt="2">
        {T.addHeading}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        {OFF_ENDS.map(({ key, label, type }) => (
          <TextField key={key} label={label} required={false} type={type} value={off[key]} onChange={(event) => edit({ [key]: event.target.value })} />
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {T.timesHint}
      </Text>
      <TextField label={T.note} required={false} value={off.note} onChange={(event) => edit({ note: event.target.value })} />
      {problem && (
        <Text role="alert" color="red.700" fontWeight="medium">
          {problem}
        </Text>
      )}
      {notice && (
        <Text role="status" color="orange.800" bg="orange.50" borderWidth="1px" borderColor="orange.300" rounded="md" p="2" fontWeight="medium">
          {notice}
        </Text>
      )}
      <Box>
        <Button size="sm" colorPalette="green" loading={saving} onClick={() => void save()}>
          {T.save}
        </Button>
      </Box>
    </Stack>
  );
}

/** A massager's weekly hours and time off, from the massager list. */
export function WorkingTimeDialog({ massager, onClose }: { massager: { id: number; name: string } | null; onClose: () => void }) {
  const id = massager?.id ?? null;
  const { hours, offs, loadFailed, hoursProblem, setDay, saveHours, addOff, removeOff } = useWorkingTime(id);
  const [removing, setRemoving] = useState<TimeOffItem | null>(null);
  const question: ConfirmQuestion | null = removing && massager ? { ...T.adminRemoveQuestion(massager.name, timeOffText(removing)), palette: 'red' } : null;

  return (
    <DialogFrame
      open={massager !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      scrollBehavior="inside"
      title={massager ? T.adminTitle(massager.name) : T.adminTitleNone}
    >
      <Stack gap="5">
        {loadFailed && (
          <Text role="alert" color="red.700" fontWeight="medium">
            {ADMIN_MESSAGES.fetchFailed}
          </Text>
        )}
        <WeeklyHours hours={hours} problem={hoursProblem} setDay={setDay} onSave={saveHours} />
        {/* Keyed by the massager, so that another massager's form starts afresh on today. */}
        <TimeOffSection key={id ?? 'none'} offs={offs} onRemove={setRemoving} onAdd={addOff} />
      </Stack>
      <ConfirmDialog
        question={question}
        onConfirm={async () => {
          if (removing) await removeOff(removing);
        }}
        onClose={() => setRemoving(null)}
      />
    </DialogFrame>
  );
}
