import { AUTH_MESSAGES, ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import { DEMO_ACCOUNTS } from '../src/services/seed';
import { apiPath, codeFromMail, onPostgres, sha256, startServer, type TestServer, validBooking } from './helpers';

/** Two API processes behind one address share sessions, codes and rate limits through the database. */
let one: TestServer;
let two: TestServer;
beforeAll(async () => {
  // Four bookings per window: one by the 'works through the other' test, three by the rate-limit test.
  one = await startServer({ RATE_LIMIT_BOOKINGS: '4' });
  two = await startServer({}, one);
});
afterAll(async () => {
  await two.close();
  await one.close();
});

test('both instances use one database: the same PostgreSQL database, or the same SQLite file', () => {
  expect(two.env.DATABASE_URL).toBe(one.env.DATABASE_URL);
  expect(two.env.DATA_DIR).toBe(one.env.DATA_DIR);
  expect(one.env.DATABASE_URL !== '').toBe(onPostgres);
});

test('signed in through one instance, the admin works through the other: sees a booking made there', async () => {
  const viaOne = await one.admin();
  const viaTwo = two.client();
  viaTwo.cookie = viaOne.cookie;
  const booking = await one.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Two Instances', email: 'two.instances@example.com' }));
  expect(booking.status).toBe(200);
  const view = await viaTwo.get(apiPath(ENDPOINTS.combinedList));
  expect(view.status).toBe(200);
  expect(view.body.data.some((item: { type: string; name?: string }) => item.type === 'Customer' && item.name === 'Two Instances')).toBe(true);
  expect((await viaTwo.get(apiPath(ENDPOINTS.session))).body).toMatchObject({ role: 'admin', email: DEMO_ACCOUNTS.admin.email });
});

test('a session started on one instance works on the other, and logout on either ends it', async () => {
  const viaOne = await one.admin();
  const viaTwo = two.client();
  viaTwo.cookie = viaOne.cookie;
  expect((await viaTwo.get(apiPath(ENDPOINTS.adminCounts))).status).toBe(200);
  await viaTwo.post(apiPath(ENDPOINTS.logout));
  expect((await viaOne.get(apiPath(ENDPOINTS.adminCounts))).status).toBe(401);
});

test('a code requested on one instance is accepted on the other', async () => {
  const email = DEMO_ACCOUNTS.massager.email;
  expect((await one.client().post(apiPath(ENDPOINTS.forgotPassword), { email, role: 'massager' })).body.message).toBe(AUTH_MESSAGES.otpSent);
  const code = codeFromMail(one.smtp.mails, email);
  const answer = await two
    .client()
    .post(apiPath(ENDPOINTS.newPassword), { role: 'massager', email, otp: code, newPassword: sha256('Quiet river behind Kothrud 7') });
  expect(answer.body.data.status).toBe('success');
  const again = await one.client().post(apiPath(ENDPOINTS.newPassword), { role: 'massager', email, otp: code, newPassword: sha256('another one, 2nd') });
  expect(again.body.data).toEqual({ status: 'error', message: SERVER_MESSAGES.otpExpired });
});

test('rate limits count across instances', async () => {
  const answers = [];
  for (const server of [one, two, one, two]) answers.push((await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking())).status);
  expect(answers).toEqual([200, 200, 200, 429]);
});
