import { AUTH_MESSAGES, SERVER_MESSAGES } from '@wellness/shared/rules';
import { DEMO_ACCOUNTS } from '../src/services/seed';
import { codeFromMail, sha256, startServer, type TestServer, validBooking } from './helpers';

/** Two API processes behind one address share sessions, codes and rate limits through the database. */
let one: TestServer;
let two: TestServer;
beforeAll(async () => {
  one = await startServer({ RATE_LIMIT_BOOKINGS: '3' });
  two = await startServer({}, one);
});
afterAll(async () => {
  await two.close();
  await one.close();
});

test('a session started on one instance works on the other, and logout on either ends it', async () => {
  const viaOne = await one.admin();
  const viaTwo = two.client();
  viaTwo.cookie = viaOne.cookie;
  expect((await viaTwo.get('/api/AdminPanelCount.php')).status).toBe(200);
  await viaTwo.post('/api/ApiLogout.php');
  expect((await viaOne.get('/api/AdminPanelCount.php')).status).toBe(401);
});

test('a code requested on one instance is accepted on the other', async () => {
  const email = DEMO_ACCOUNTS.massager.email;
  expect((await one.client().post('/api/EmailForgetPassword.php', { email, role: 'massager' })).body.message).toBe(AUTH_MESSAGES.otpSent);
  const code = codeFromMail(one.smtp.mails, email);
  const answer = await two.client().post('/api/NewPassword.php', { role: 'massager', email, otp: code, newPassword: sha256(DEMO_ACCOUNTS.massager.password) });
  expect(answer.body.data.status).toBe('success');
  const again = await one.client().post('/api/NewPassword.php', { role: 'massager', email, otp: code, newPassword: sha256('another') });
  expect(again.body.data).toEqual({ status: 'error', message: SERVER_MESSAGES.otpExpired });
});

test('rate limits count across instances', async () => {
  const answers = [];
  for (const server of [one, two, one, two]) answers.push((await server.client().post('/api/add_customer.php', validBooking())).status);
  expect(answers).toEqual([200, 200, 200, 429]);
});
