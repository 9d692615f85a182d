import {
  addDays,
  ADMIN_MESSAGES,
  assignOptionRank,
  type AssignOptionState,
  ENDPOINTS,
  EXTRA_VALIDATION_MESSAGES,
  formatAppointment,
  indiaNow,
  isoOf,
  SCHEDULE_MESSAGES,
  SERVER_MESSAGES,
  TIME_OFF_MAX_DAYS,
  TIME_OFF_MESSAGES,
} from '@wellness/shared/rules';
import { cancelBooking } from '../src/services/cancellation';
import { advanceClock, apiPath, type Client, type MassagerForm, newestCustomerId, type TestServer, validBooking, withTwoMassagers } from './helpers';

/**
 * The schedule over HTTP: who is free when, no visit placed twice with one therapist (also under
 * concurrency), travel between localities, working hours and time off, and the therapist's day.
 */
let server: TestServer;
let admin: Client;
let ravi: Client;
let raviId: number;
let meeraId: number;
let meera: Client;

const MEERA: MassagerForm = {
  name: 'Meera Joshi',
  contact: '981234567890',
  email: 'meera.massager@example.com',
  gender: 'female',
  username: 'meera',
  password: 'Meera-secret-2026',
  address: 'Aundh, Pune',
  age: '30',
  status: 'Active',
};
const tomorrow = () => addDays(indiaNow().date, 1);
const inDays = (n: number) => addDays(indiaNow().date, n);
let counter = 0;

/** A booking for a date and time in an area (the form writes "street, Area, pin"); answers its id and reference. */
async function book(date: string, time: string, area = 'Kothrud', extra: Record<string, unknown> = {}): Promise<{ id: number; reference: string }> {
  counter += 1;
  const name = `Visitor ${String.fromCharCode(65 + (counter % 26))}${String.fromCharCode(65 + Math.floor(counter / 26))}`;
  const answer = await server
    .client()
    .post(
      apiPath(ENDPOINTS.addCustomer),
      validBooking({ name, address: `Lane ${counter}, ${area}, 411038`, appointment: time ? `${date} ${time}` : date, ...extra }),
    );
  expect(answer.body.status).toBe('success');
  return { id: await newestCustomerId(server, name), reference: answer.body.reference };
}

const assign = (customerId: number, massagerId: number, extra: Record<string, unknown> = {}) =>
  admin.post(apiPath(ENDPOINTS.assignMassager), { customer_id: customerId, massager_id: massagerId, ...extra });
const move = (as: Client, requestId: number, status: string) => as.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId, status });
const availability = (query: Record<string, string>) => server.client().get(`${apiPath(ENDPOINTS.availability)}?${new URLSearchParams(query).toString()}`);

withTwoMassagers(MEERA, (staff) => {
  ({ server, admin, first: ravi, firstId: raviId, second: meera, secondId: meeraId } = staff);
  expect(staff.added.body).toEqual({ status: 'success', message: ADMIN_MESSAGES.massagerRegistered });
});

describe('no visit booked twice', () => {
  test('two bookings for the same slot tomorrow: the second assignment is refused with 409 naming the first', async () => {
    const first = await book(tomorrow(), '11:00');
    const second = await book(tomorrow(), '11:00');
    expect((await assign(first.id, raviId)).body).toEqual({ status: 'success', message: ADMIN_MESSAGES.assignSuccess });
    const refused = await assign(second.id, raviId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(first.reference);
    expect(refused.body.message).toContain('11:00 AM');
    // Another therapist is free then.
    expect((await assign(second.id, meeraId)).status).toBe(200);
  });

  test('visits at 10:00 and 10:30 clash for one massager; 10:00 and 14:00 in the same area do not', async () => {
    const day = inDays(2);
    const ten = await book(day, '10:00');
    const halfPast = await book(day, '10:30');
    const two = await book(day, '14:00');
    expect((await assign(ten.id, raviId)).status).toBe(200);
    expect((await assign(halfPast.id, raviId)).status).toBe(409);
    expect((await assign(two.id, raviId)).status).toBe(200);
  });

  test('travel between localities counts: Kothrud 10:00 then Wagholi 12:00 clash, Kothrud 12:00 does not', async () => {
    const day = inDays(3);
    const kothrud = await book(day, '10:00', 'Kothrud');
    const wagholi = await book(day, '12:00', 'Wagholi');
    const nextDoor = await book(day, '12:00', 'Kothrud');
    expect((await assign(kothrud.id, raviId)).status).toBe(200);
    const refused = await assign(wagholi.id, raviId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SCHEDULE_MESSAGES.busy(kothrud.reference, `${formatAppointment(`${day} 10:00`)}–11:30 AM`));
    expect((await assign(nextDoor.id, raviId)).status).toBe(200);
  });

  test('20 parallel clashing assignments: exactly one succeeds', async () => {
    const day = inDays(4);
    const bookings = [];
    for (let i = 0; i < 20; i += 1) bookings.push(await book(day, '15:00'));
    const answers = await Promise.all(bookings.map((b) => assign(b.id, meeraId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
  });

  test("a longer visit set at assignment holds the therapist's time for its length", async () => {
    const day = inDays(5);
    const long = await book(day, '09:00');
    const after = await book(day, '11:00');
    expect((await assign(long.id, meeraId, { minutes: 150 })).status).toBe(200);
    expect((await assign(after.id, meeraId)).status).toBe(409);
    expect((await assign(long.id, meeraId, { minutes: 7 })).status).toBe(400);
  });

  test("editing a visit's time into a clash is refused, naming the other visit", async () => {
    const day = inDays(6);
    const morning = await book(day, '10:00');
    const evening = await book(day, '17:00');
    expect((await assign(morning.id, raviId)).status).toBe(200);
    expect((await assign(evening.id, raviId)).status).toBe(200);
    const customers = await admin.get(apiPath(ENDPOINTS.combinedList));
    const editOf = (id: number, atime: string) => {
      const row = customers.body.data.find((item: any) => item.type === 'Customer' && item.id === id);
      const { name, email, contact, address, prefgender, age, issue, therapy } = row;
      return { c_id: id, name, email, contact, address, prefgender, age, issue, therapy, adate: day, atime };
    };
    const edit = editOf(evening.id, '10:30');
    const refused = await admin.post(apiPath(ENDPOINTS.updateCustomer), edit);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(morning.reference);
    expect((await admin.post(apiPath(ENDPOINTS.updateCustomer), { ...edit, atime: '13:00' })).status).toBe(200);
    // A longer visit in Edit is checked the same way: 10:00 for 4 hours runs into 13:00.
    const first = editOf(morning.id, '10:00');
    const tooLong = await admin.post(apiPath(ENDPOINTS.updateCustomer), { ...first, minutes: 240 });
    expect(tooLong.status).toBe(409);
    expect(tooLong.body.message).toContain(evening.reference);
    expect((await admin.post(apiPath(ENDPOINTS.updateCustomer), { ...first, minutes: 120 })).status).toBe(200);
    const listed = (await admin.get(apiPath(ENDPOINTS.combinedList))).body.data.find((item: any) => item.type === 'Customer' && item.id === morning.id);
    expect(listed.minutes).toBe(120);
  });

  test("a booking with no time ('Any time') is assigned as today, outside the schedule", async () => {
    const anyTime = await book('', '');
    expect((await assign(anyTime.id, raviId)).status).toBe(200);
  });
});

describe('what the visitor is offered', () => {
  test('with one female massager busy tomorrow at 11:00, 11:00 is offered as full and 14:00 as free', async () => {
    const busy = await book(tomorrow(), '11:00', 'Aundh', { preferGender: 'female' });
    // The first test already gave Meera a visit at 11:00 tomorrow; this one finds her taken.
    expect((await assign(busy.id, meeraId)).status).toBe(409);
    const answer = await availability({ from: tomorrow(), days: '1', area: 'Aundh', gender: 'female' });
    expect(answer.status).toBe(200);
    const slots = answer.body.days[0].slots as { time: string; free: number }[];
    expect(slots.find((s) => s.time === '11:00')?.free).toBe(0);
    expect(slots.find((s) => s.time === '14:00')?.free).toBe(1);
    // Any gender: Ravi is free at 14:00 tomorrow too.
    const any = await availability({ from: tomorrow(), days: '1', area: 'Aundh', gender: 'any' });
    expect(any.body.days[0].slots.find((s: any) => s.time === '14:00').free).toBe(2);
  });

  test('an assignment or accepted time off shows in the next answer at once, though answers are kept in memory', async () => {
    const day = inDays(6);
    const ask = async () =>
      (await availability({ from: day, days: '1', area: 'Pashan', gender: 'any' })).body.days[0].slots.find((s: any) => s.time === '17:00').free;
    const before = await ask();
    expect(before).toBeGreaterThan(0);
    expect(await ask()).toBe(before);
    const visit = await book(day, '17:00', 'Pashan');
    expect((await assign(visit.id, raviId)).status).toBe(200);
    expect(await ask()).toBe(before - 1);
    const admin = await server.admin();
    const evening = { massager_id: meeraId, fromDate: day, fromTime: '16:00', toDate: day, toTime: '20:00', note: '' };
    expect((await admin.post(apiPath(ENDPOINTS.addTimeOff), evening)).status).toBe(200);
    expect(await ask()).toBe(before - 2);
  });

  test('the answer holds counts only, may be cached briefly, and names the next free day', async () => {
    const answer = await availability({ from: tomorrow(), days: '60', area: 'Kothrud', gender: 'any' });
    expect(answer.headers.get('cache-control')).toMatch(/max-age=(\d|[1-5]\d|60)\b/);
    expect(answer.body.days).toHaveLength(60);
    expect(JSON.stringify(answer.body)).not.toMatch(/Ravi|Meera/);
    expect(answer.body.nextFreeDay).toBe(tomorrow());
  });

  test('a kept answer goes out in the encoding the client accepts, and reads the same in each', async () => {
    const path = `${apiPath(ENDPOINTS.availability)}?${new URLSearchParams({ from: tomorrow(), days: '30', area: 'Baner', gender: 'any' }).toString()}`;
    const plain = await server.client().get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ]) {
      // Twice: the second answer is the copy compressed for the first.
      for (let i = 0; i < 2; i += 1) {
        const answer = await server.client().get(path, { 'accept-encoding': accepted! });
        expect(answer.headers.get('content-encoding')).toBe(encoding);
        expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        expect(answer.body).toEqual(plain.body);
      }
    }
  });

  test('bad questions get 400 and a message', async () => {
    expect((await availability({ from: 'tomorrow', days: '1', area: 'Kothrud' })).status).toBe(400);
    expect((await availability({ from: tomorrow(), days: '500', area: 'Kothrud' })).status).toBe(400);
    expect((await availability({ from: tomorrow(), days: '1', area: '' })).status).toBe(400);
  });

  test('a span of days outside 1 to 62, or a date past 2199, is refused in words that say so', async () => {
    for (const days of ['63', '0', '-1', 'abc']) {
      const answer = await availability({ from: tomorrow(), days, area: 'Kothrud' });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ days: SCHEDULE_MESSAGES.daysRange });
    }
    for (const from of ['9999-12-31', '0000-01-01', '2026-02-30']) {
      const answer = await availability({ from, days: '3', area: 'Kothrud' });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ from: EXTRA_VALIDATION_MESSAGES.dateInvalid });
    }
    expect((await admin.post(apiPath(ENDPOINTS.scheduleDay), { date: '9999-12-31' })).body.errors).toEqual({ date: EXTRA_VALIDATION_MESSAGES.dateInvalid });
  });
});

describe('working hours and time off', () => {
  test('time off that would cover an accepted visit is refused, naming it, until it is reassigned', async () => {
    const day = inDays(8);
    const visit = await book(day, '12:00');
    expect((await assign(visit.id, raviId)).status).toBe(200);
    expect((await move(ravi, visit.id, 'accepted')).status).toBe(200);
    const refused = await ravi.post(apiPath(ENDPOINTS.addTimeOff), { fromDate: day, fromTime: '', toDate: day, toTime: '' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(visit.reference);
    // Hours that do not cover the visit: refused too.
    const week = Array.from({ length: 7 }, () => ({ opens: '14:00', closes: '21:00' }));
    expect((await admin.post(apiPath(ENDPOINTS.updateMassagerHours), { massager_id: raviId, hours: week })).status).toBe(409);
  });

  test('a massager adds and removes its own time off; a visit then is refused as off', async () => {
    const day = inDays(9);
    const added = await meera.post(apiPath(ENDPOINTS.addTimeOff), { fromDate: day, fromTime: '13:00', toDate: day, toTime: '17:00', note: 'Family' });
    expect(added.body).toEqual({ status: 'success', message: SCHEDULE_MESSAGES.timeOffSaved });
    const list = await meera.post(apiPath(ENDPOINTS.timeOffList), {});
    const off = list.body.data.find((item: any) => item.start === isoOf(day, '13:00'));
    expect(off).toMatchObject({ end: isoOf(day, '17:00'), note: 'Family' });
    const during = await book(day, '14:00');
    const refused = await assign(during.id, meeraId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SCHEDULE_MESSAGES.offDuring);
    // Another massager cannot remove it; she can.
    expect((await ravi.post(apiPath(ENDPOINTS.deleteTimeOff), { id: off.id })).status).toBe(404);
    expect((await meera.post(apiPath(ENDPOINTS.deleteTimeOff), { id: off.id })).status).toBe(200);
    expect((await assign(during.id, meeraId)).status).toBe(200);
  });

  test('the admin sets weekly hours; a visit outside them is refused', async () => {
    const day = inDays(10);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const week: ({ opens: string; closes: string } | null)[] = Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '21:00' }));
    week[weekday] = null;
    const saved = await admin.post(apiPath(ENDPOINTS.updateMassagerHours), { massager_id: meeraId, hours: week });
    expect(saved.body).toEqual({ status: 'success', message: SCHEDULE_MESSAGES.hoursSaved });
    expect((await admin.post(apiPath(ENDPOINTS.massagerHours), { massager_id: meeraId })).body).toMatchObject({ custom: true, hours: week });
    const visit = await book(day, '10:00');
    const refused = await assign(visit.id, meeraId);
    expect(refused.body.message).toBe(SCHEDULE_MESSAGES.outsideHours);
    const bad = await admin.post(apiPath(ENDPOINTS.updateMassagerHours), { massager_id: meeraId, hours: [{ opens: '18:00', closes: '09:00' }] });
    expect(bad.status).toBe(400);
    // A massager cannot set hours.
    expect((await meera.post(apiPath(ENDPOINTS.updateMassagerHours), { massager_id: meeraId, hours: week })).status).toBe(403);
  });

  test('hours close at midnight at the latest; a malformed week or no massager is refused in plain words', async () => {
    const setHours = (body: Record<string, unknown>) => admin.post(apiPath(ENDPOINTS.updateMassagerHours), body);
    const late = await setHours({ massager_id: meeraId, hours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '24:30' })) });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({ hours: SCHEDULE_MESSAGES.hoursFormat });
    const midnight = Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '24:00' }));
    expect((await setHours({ massager_id: meeraId, hours: midnight })).status).toBe(200);
    expect((await setHours({ massager_id: meeraId, hours: '09:00-21:00' })).body.errors).toEqual({ hours: SCHEDULE_MESSAGES.hoursWeek });
    const numbers = await setHours({ massager_id: meeraId, hours: [1, 2, 3, 4, 5, 6, 7] });
    expect(Object.values(numbers.body.errors as Record<string, string>)).toEqual(expect.arrayContaining([SCHEDULE_MESSAGES.hoursFormat]));
    expect(JSON.stringify(numbers.body)).not.toMatch(/type|final value/);
    // The admin's hours and time off name the massager.
    for (const endpoint of [ENDPOINTS.massagerHours, ENDPOINTS.timeOffList]) {
      const unnamed = await admin.post(apiPath(endpoint), {});
      expect(unnamed.status).toBe(400);
      expect(unnamed.body.errors).toEqual({ massager_id: SCHEDULE_MESSAGES.chooseMassager });
    }
    const week = Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '21:00' }));
    expect((await setHours({ massager_id: meeraId, hours: week })).status).toBe(200);
  });

  test('time off that has ended, lasts over a year, or names a year 0 day is refused and not saved', async () => {
    const before: number = (await meera.post(apiPath(ENDPOINTS.timeOffList), {})).body.data.length;
    const refusals: [Record<string, string>, string, string][] = [
      [{ fromDate: '2020-01-01', toDate: '2020-01-02' }, 'message', SCHEDULE_MESSAGES.timeOffPast],
      [{ fromDate: inDays(1), toDate: addDays(inDays(1), TIME_OFF_MAX_DAYS) }, 'message', SCHEDULE_MESSAGES.timeOffTooLong],
      [{ fromDate: '0000-01-01', toDate: '0001-01-01' }, 'fromDate', EXTRA_VALIDATION_MESSAGES.dateInvalid],
      [{ fromDate: inDays(1), toDate: '9999-12-31' }, 'toDate', EXTRA_VALIDATION_MESSAGES.dateInvalid],
    ];
    for (const [dates, where, message] of refusals) {
      const answer = await meera.post(apiPath(ENDPOINTS.addTimeOff), { fromTime: '', toTime: '', ...dates });
      expect(answer.status).toBe(400);
      expect(where === 'message' ? answer.body.message : answer.body.errors[where]).toBe(message);
    }
    // A whole year from tomorrow is allowed.
    const year = await meera.post(apiPath(ENDPOINTS.addTimeOff), {
      fromDate: inDays(400),
      fromTime: '',
      toDate: addDays(inDays(400), TIME_OFF_MAX_DAYS - 1),
      toTime: '',
    });
    expect(year.status).toBe(200);
    const list = (await meera.post(apiPath(ENDPOINTS.timeOffList), {})).body.data;
    expect(list).toHaveLength(before + 1);
    expect((await meera.post(apiPath(ENDPOINTS.deleteTimeOff), { id: list.find((item: any) => item.start === isoOf(inDays(400), '00:00')).id })).status).toBe(
      200,
    );
  });

  test("a visit length or id sent as a list or a flag is refused; no length keeps the booking's", async () => {
    const visit = await book(inDays(11), '16:00');
    for (const minutes of [[90], true, '90x']) {
      const answer = await assign(visit.id, meeraId, { minutes });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ minutes: SCHEDULE_MESSAGES.minutesRange });
    }
    expect((await assign(visit.id, [meeraId] as unknown as number)).status).toBe(400);
    expect((await assign(visit.id, meeraId, { minutes: null })).status).toBe(200);
  });
});

describe("the therapist's day", () => {
  test('My visits lists today and the next 7 days in time order, with address and phone', async () => {
    const answer = await ravi.post(apiPath(ENDPOINTS.myVisits));
    expect(answer.status).toBe(200);
    const timed = answer.body.data.filter((v: any) => v.start !== null);
    expect(timed.length).toBeGreaterThan(2);
    expect(timed.map((v: any) => v.start)).toEqual([...timed.map((v: any) => v.start)].sort());
    expect(timed.every((v: any) => v.start < isoOf(inDays(8), '00:00'))).toBe(true);
    expect(timed[0]).toMatchObject({ contact: expect.stringMatching(/^\d{10}$/), address: expect.stringContaining('411038') });
    expect(Date.parse(answer.body.fetchedAt)).not.toBeNaN();
    expect((await admin.post(apiPath(ENDPOINTS.myVisits))).status).toBe(403);
  });

  test("the Assign dialog's options: free first, busy with the clashing visit, gender told", async () => {
    const visit = await book(tomorrow(), '11:30', 'Kothrud', { preferGender: 'any' });
    const answer = await admin.post(apiPath(ENDPOINTS.assignOptions), { customer_id: visit.id });
    expect(answer.status).toBe(200);
    const states = Object.fromEntries(answer.body.data.map((o: any) => [o.massagerId, o]));
    expect(states[raviId].state).toBe('busy');
    expect(states[meeraId].state).toBe('busy');
    const female = await book(inDays(20), '11:30', 'Kothrud', { preferGender: 'female' });
    const forFemale = await admin.post(apiPath(ENDPOINTS.assignOptions), { customer_id: female.id });
    expect(forFemale.body.data[0]).toEqual({ massagerId: meeraId, state: 'free', clash: null });
    expect(forFemale.body.data.find((o: any) => o.massagerId === raviId).state).toBe('gender');
  });

  test('a massager of the other gender who is busy is told busy (Assign would refuse), not only the gender', async () => {
    const taken = await book(inDays(21), '15:00', 'Kothrud', { preferGender: 'any' });
    expect((await assign(taken.id, raviId)).status).toBe(200);
    const female = await book(inDays(21), '15:30', 'Kothrud', { preferGender: 'female' });
    const answer = await admin.post(apiPath(ENDPOINTS.assignOptions), { customer_id: female.id });
    const states = answer.body.data.map((o: any) => [o.massagerId, o.state]);
    expect(states).toContainEqual([raviId, 'busy']);
    expect(answer.body.data.find((o: any) => o.massagerId === raviId).clash.reference).toBe(taken.reference);
    // Free ones first, then those who could take it against the wish, then those Assign would refuse.
    const ranks = states.map(([, state]: [number, AssignOptionState]) => assignOptionRank(state));
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
    expect((await assign(female.id, raviId)).status).toBe(409);
  });

  test("the Assign dialog's options answer for the length the admin chose, as Assign checks it", async () => {
    const later = await book(inDays(30), '15:00', 'Kothrud', { preferGender: 'any' });
    expect((await assign(later.id, raviId)).status).toBe(200);
    const visit = await book(inDays(30), '12:00', 'Kothrud', { preferGender: 'any' });
    const stateOf = (answer: any) => answer.body.data.find((o: any) => o.massagerId === raviId);
    // 90 minutes end at 13:30: with 15 minutes to the next visit, Ravi is free before 15:00.
    const asBooked = await admin.post(apiPath(ENDPOINTS.assignOptions), { customer_id: visit.id });
    expect(asBooked.body.minutes).toBe(90);
    expect(stateOf(asBooked).state).toBe('free');
    // Three hours run into the 15:00 visit: busy, naming it, and Assign refuses that length.
    const longer = await admin.post(apiPath(ENDPOINTS.assignOptions), { customer_id: visit.id, minutes: 180 });
    expect(longer.status).toBe(200);
    expect(longer.body.minutes).toBe(180);
    expect(stateOf(longer)).toMatchObject({ state: 'busy', clash: { reference: later.reference } });
    expect((await assign(visit.id, raviId, { minutes: 180 })).status).toBe(409);
    const wrong = await admin.post(apiPath(ENDPOINTS.assignOptions), { customer_id: visit.id, minutes: 7 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ minutes: SCHEDULE_MESSAGES.minutesRange });
  });

  test("the admin's day view shows each massager's visits with travel between them", async () => {
    const day = inDays(3);
    const answer = await admin.post(apiPath(ENDPOINTS.scheduleDay), { date: day });
    expect(answer.status).toBe(200);
    const column = answer.body.massagers.find((m: any) => m.id === raviId);
    expect(column.visits.map((v: any) => [v.start, v.travelBefore])).toEqual([
      [isoOf(day, '10:00'), null],
      [isoOf(day, '12:00'), 15],
    ]);
    // Each visit says where to go and whom to call (the Schedule's details of a visit).
    expect(column.visits[0]).toMatchObject({ address: expect.stringContaining('Kothrud'), contact: expect.stringMatching(/^\d{10}$/) });
    expect(answer.body.unassigned.some((v: any) => v.area === 'Wagholi')).toBe(true);
    expect((await ravi.post(apiPath(ENDPOINTS.scheduleDay), { date: day })).status).toBe(403);
  });

  test('the day view, kept in memory between changes, shows a new booking and its assignment at once', async () => {
    const day = inDays(24);
    const dayView = async () => (await admin.post(apiPath(ENDPOINTS.scheduleDay), { date: day })).body;
    expect((await dayView()).unassigned).toEqual([]);
    const visit = await book(day, '15:00');
    expect((await dayView()).unassigned.map((v: any) => v.customerId)).toEqual([visit.id]);
    expect((await assign(visit.id, raviId)).status).toBe(200);
    const after = await dayView();
    expect(after.unassigned).toEqual([]);
    expect(after.massagers.find((m: any) => m.id === raviId).visits.map((v: any) => v.customerId)).toEqual([visit.id]);
  });

  test('a cancelled booking cannot be assigned', async () => {
    const visit = await book(inDays(11), '10:00');
    await server.app.db.transaction().execute(async (trx) => {
      await cancelBooking(trx, visit.id, { role: 'admin', name: 'test' }, { reason: null, tellAdmins: false });
    });
    const refused = await assign(visit.id, raviId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SERVER_MESSAGES.assignCancelled);
  });

  test("'Complete' before the visit's start is refused by the server, and allowed from its start on", async () => {
    const visit = await book(tomorrow(), '18:00');
    expect((await assign(visit.id, raviId)).status).toBe(200);
    expect((await move(ravi, visit.id, 'accepted')).status).toBe(200);
    const early = await move(ravi, visit.id, 'completed');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(SCHEDULE_MESSAGES.completeTooEarly);
    advanceClock(2 * 86_400_000);
    try {
      // Two days on, the morning's session has ended: a new one.
      expect((await move(await server.massager(), visit.id, 'completed')).status).toBe(200);
    } finally {
      advanceClock(-2 * 86_400_000);
    }
  });
});

describe('time off over a pending visit', () => {
  const visitWords = (date: string, from: string, to: string) => `${formatAppointment(`${date} ${from}`)}–${to}`;

  test("the massager's time off over a pending visit is saved; the answer names it for the admin to reassign, and the admin is told", async () => {
    const day = inDays(12);
    const visit = await book(day, '11:00');
    expect((await assign(visit.id, meeraId)).status).toBe(200);
    const added = await meera.post(apiPath(ENDPOINTS.addTimeOff), { fromDate: day, fromTime: '10:00', toDate: day, toTime: '12:00', note: '' });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      status: 'success',
      message: TIME_OFF_MESSAGES.savedOverPending([{ reference: visit.reference, when: visitWords(day, '11:00', '12:30 PM') }]),
    });
    expect(added.body.message).toBe(
      `Time off saved. It covers the pending visit ${visit.reference} at ${visitWords(day, '11:00', '12:30 PM')}: the admin must reassign it.`,
    );
    const list = (await meera.post(apiPath(ENDPOINTS.timeOffList), {})).body.data;
    const off = list.find((item: any) => item.start === isoOf(day, '10:00'));
    expect(off).toMatchObject({ end: isoOf(day, '12:00') });
    const inbox = await admin.post(apiPath(ENDPOINTS.notifications), { role: 'admin', email: '', notification: 'all' });
    expect(JSON.stringify(inbox.body)).toContain(TIME_OFF_MESSAGES.pendingUnderTimeOff(MEERA.name, visit.reference, visitWords(day, '11:00', '12:30 PM')));
    expect((await meera.post(apiPath(ENDPOINTS.deleteTimeOff), { id: off.id })).status).toBe(200);
  });

  test("the admin's time off names every pending visit it covers, and not one it only touches", async () => {
    const day = inDays(13);
    const morning = await book(day, '09:00');
    const noon = await book(day, '12:00');
    const evening = await book(day, '17:00');
    for (const { id } of [morning, noon, evening]) expect((await assign(id, raviId)).status).toBe(200);
    // Ends as the evening visit starts: that one is not covered.
    const added = await admin.post(apiPath(ENDPOINTS.addTimeOff), { massager_id: raviId, fromDate: day, fromTime: '10:00', toDate: day, toTime: '17:00' });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(
      `Time off saved. It covers the pending visits ${morning.reference} at ${visitWords(day, '09:00', '10:30 AM')}, ` +
        `${noon.reference} at ${visitWords(day, '12:00', '1:30 PM')}: the admin must reassign them.`,
    );
    expect(added.body.message).not.toContain(evening.reference);
    const list = (await admin.post(apiPath(ENDPOINTS.timeOffList), { massager_id: raviId })).body.data;
    const off = list.find((item: any) => item.start === isoOf(day, '10:00'));
    expect((await admin.post(apiPath(ENDPOINTS.deleteTimeOff), { id: off.id })).status).toBe(200);
  });

  test('time off over no visit answers the plain saved text; over an accepted one it is still refused and not saved', async () => {
    const day = inDays(14);
    const free = await meera.post(apiPath(ENDPOINTS.addTimeOff), { fromDate: day, fromTime: '18:00', toDate: day, toTime: '19:00' });
    expect(free.body).toEqual({ status: 'success', message: SCHEDULE_MESSAGES.timeOffSaved });
    const visit = await book(day, '11:00');
    expect((await assign(visit.id, meeraId)).status).toBe(200);
    expect((await move(meera, visit.id, 'accepted')).status).toBe(200);
    const before = (await meera.post(apiPath(ENDPOINTS.timeOffList), {})).body.data;
    const refused = await meera.post(apiPath(ENDPOINTS.addTimeOff), { fromDate: day, fromTime: '10:00', toDate: day, toTime: '12:00' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SCHEDULE_MESSAGES.timeOffCoversVisit(visit.reference, visitWords(day, '11:00', '12:30 PM')));
    const after = (await meera.post(apiPath(ENDPOINTS.timeOffList), {})).body.data;
    expect(after).toEqual(before);
    const evening = after.find((item: any) => item.start === isoOf(day, '18:00'));
    expect((await meera.post(apiPath(ENDPOINTS.deleteTimeOff), { id: evening.id })).status).toBe(200);
  });
});
