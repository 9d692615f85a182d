import { ENDPOINTS } from '@wellness/shared/rules';
import { apiPath, openStream, startServer, type TestServer, validBooking } from './helpers';

/** Live notifications: an open panel hears of its new notifications within 2 s, from any instance. */
let one: TestServer;
let two: TestServer;
beforeAll(async () => {
  one = await startServer();
  // A second API instance on the same database (the same PostgreSQL database or SQLite file).
  two = await startServer({}, one);
});
afterAll(async () => {
  await two.close();
  await one.close();
});

test('an admin panel hears of a new booking within 2 s, and a massager panel does not', async () => {
  const admin = await one.admin();
  const massager = await one.massager();
  const adminStream = await openStream(admin, apiPath(ENDPOINTS.notificationStream));
  const massagerStream = await openStream(massager, apiPath(ENDPOINTS.notificationStream));
  try {
    expect(adminStream.status).toBe(200);
    expect(adminStream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await adminStream.next('ready');
    await massagerStream.next('ready');
    const sent = Date.now();
    expect((await one.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Live One', email: 'live.one@example.com' }))).status).toBe(200);
    const event = await adminStream.next('notification', 2000);
    expect(event.at - sent).toBeLessThanOrEqual(2000);
    const newest = await one.app.db
      .selectFrom('notifications')
      .select('id')
      .where('recipient_role', '=', 'admin')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.data)).toEqual({ id: newest.id });
    await expect(massagerStream.next('notification', 1200)).rejects.toThrow('no "notification" event');
  } finally {
    adminStream.close();
    massagerStream.close();
  }
});

test('a booking made through another instance reaches a panel streaming from this one', async () => {
  const admin = await one.admin();
  const stream = await openStream(admin, apiPath(ENDPOINTS.notificationStream));
  try {
    await stream.next('ready');
    expect((await two.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Live Two', email: 'live.two@example.com' }))).status).toBe(200);
    await stream.next('notification', 2000);
  } finally {
    stream.close();
  }
});

test('the assigned massager hears of its assignment; another massager does not', async () => {
  const admin = await one.admin();
  const massager = await one.massager();
  const massagerId = (await massager.get(apiPath(ENDPOINTS.session))).body.massager_id;
  const stream = await openStream(massager, apiPath(ENDPOINTS.notificationStream));
  try {
    await stream.next('ready');
    await one.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Live Three', email: 'live.three@example.com' }));
    const id = (await one.app.db.selectFrom('customers').select('id').where('name', '=', 'Live Three').executeTakeFirstOrThrow()).id;
    expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: massagerId, customer_id: id })).status).toBe(200);
    await stream.next('notification', 2000);
  } finally {
    stream.close();
  }
});

test('without a session the stream is refused', async () => {
  const admin = await one.admin();
  await admin.post(apiPath(ENDPOINTS.logout));
  const refused = await openStream(admin, apiPath(ENDPOINTS.notificationStream));
  expect(refused.status).toBe(401);
});

test('open streams do not hold a shutdown up: they are ended and the server closes', async () => {
  const third = await startServer({}, one);
  const stream = await openStream(await third.admin(), apiPath(ENDPOINTS.notificationStream));
  await stream.next('ready');
  const started = Date.now();
  await third.close();
  // Not the 20 s of a heartbeat, nor the socket timeout.
  expect(Date.now() - started).toBeLessThan(5000);
  stream.close();
});

test('HEAD is not answered with an endless stream', async () => {
  const admin = await one.admin();
  const started = Date.now();
  const answer = await fetch(`${one.url}/api${ENDPOINTS.notificationStream.path}`, { method: 'HEAD', headers: { cookie: admin.cookie! } });
  expect(answer.status).toBe(404);
  expect(Date.now() - started).toBeLessThan(5000);
});
