import { addDays, APPOINTMENT_MESSAGES, ENDPOINTS, indiaNow, SERVER_MESSAGES } from '@wellness/shared/rules';
import { advanceClock, apiPath, newestCustomer, newestCustomerId, pdfText, rowCount, startServer, type TestServer, validBooking } from './helpers';

/**
 * The visitor's preferred date and time, sent in the booking's `appointment` text, checked against
 * the server's clock, and shown wherever the spec shows the appointment.
 */
let server: TestServer;
/** The server's "today" in Pune, with its clock put at 15:10 India time (so that 15:00 is past and 15:30 is not). */
let today: string;

beforeAll(async () => {
  // Tomorrow 15:10 in India (UTC+5:30, no daylight saving) is always ahead of the real clock.
  const tomorrow = addDays(indiaNow().date, 1);
  advanceClock(Date.parse(`${tomorrow}T15:10:00+05:30`) - Date.now());
  server = await startServer();
  today = tomorrow;
});
afterAll(async () => {
  await server.close();
});

describe('booking with a preferred date and time', () => {
  test("a slot later today is stored as the appointment and as the admin's adate and atime", async () => {
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Later Today', appointment: `${today} 15:30` }));
    expect(answer.body.status).toBe('success');
    const row = await newestCustomer(server, 'Later Today');
    expect(row).toMatchObject({ appointment: `${today} 15:30`, appointment_date: today, appointment_time: '15:30' });
  });

  test('a day without a time is kept as a day', async () => {
    const day = addDays(today, 60);
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Some Day', appointment: day }));
    expect(answer.body.status).toBe('success');
    const row = await newestCustomer(server, 'Some Day');
    expect(row).toMatchObject({ appointment: day, appointment_date: day, appointment_time: null });
  });

  test.each([
    ['a slot already past today', () => `${today} 15:00`, APPOINTMENT_MESSAGES.past],
    ['yesterday', () => `${addDays(today, -1)} 10:00`, APPOINTMENT_MESSAGES.dateRange],
    ['61 days ahead', () => `${addDays(today, 61)} 10:00`, APPOINTMENT_MESSAGES.dateRange],
    ['a day that does not exist', () => '2027-02-30 10:00', APPOINTMENT_MESSAGES.dateRange],
    ['a time off the half hour', () => `${addDays(today, 1)} 10:15`, APPOINTMENT_MESSAGES.timeSlot],
    ['a time before opening', () => `${addDays(today, 1)} 08:30`, APPOINTMENT_MESSAGES.timeSlot],
    ['closing time itself', () => `${addDays(today, 1)} 21:00`, APPOINTMENT_MESSAGES.timeSlot],
    ['a time without a day', () => '10:30', APPOINTMENT_MESSAGES.shape],
    ['free text', () => 'tomorrow evening', APPOINTMENT_MESSAGES.shape],
  ])('%s is refused with a clear message and nothing is stored', async (_case, appointment, message) => {
    const before = await rowCount(server, 'customers');
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ appointment: appointment() }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 'error', message: SERVER_MESSAGES.validationFailed, errors: { appointment: message } });
    expect(await rowCount(server, 'customers')).toBe(before);
  });

  test("the admin's list, the assign and edit data, the massager's list, the reports and the PDF show it", async () => {
    const day = addDays(today, 3);
    await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Shown Everywhere', appointment: `${day} 18:30` }));
    const id = await newestCustomerId(server, 'Shown Everywhere');
    const admin = await server.admin();

    const list = await admin.get(apiPath(ENDPOINTS.combinedList));
    const row = (list.body.data as Record<string, unknown>[]).find((r) => r.id === id);
    expect(row).toMatchObject({ appointment: `${day} 18:30`, adate: day, atime: '18:30' });

    const massager = await server.massager();
    const massagerId = (await massager.get(apiPath(ENDPOINTS.session))).body.massager_id;
    expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: massagerId, customer_id: id })).body.status).toBe('success');
    const panel = await massager.post(apiPath(ENDPOINTS.assignedRequests), { role: 'massager', email: '', page: 1, records_per_page: 10 });
    expect((panel.body.data as Record<string, unknown>[]).find((r) => r.name === 'Shown Everywhere')).toMatchObject({ appointment: `${day} 18:30` });

    const range = { start_date: '2000-01-01', end_date: '2100-12-31' };
    const report = await admin.post(apiPath(ENDPOINTS.adminReport), { ...range, report_type: 'general', page: 1, per_page: 50 });
    expect((report.body.data as Record<string, unknown>[]).find((r) => r.c_name === 'Shown Everywhere')).toMatchObject({ c_appointment: `${day} 18:30` });

    const pdf = await admin.post(apiPath(ENDPOINTS.totalReportPdf), range);
    expect(pdf.status).toBe(200);
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const shortMonth = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month - 1];
    // The cell wraps: compare the text with its line breaks as spaces.
    expect((await pdfText(pdf.buffer)).replace(/\s+/g, ' ')).toContain(
      `${String(date).padStart(2, '0')} ${shortMonth} ${String(year % 100).padStart(2, '0')}, 6:30 PM`,
    );
  });
});
