import { BOOKING_MESSAGES, ENDPOINTS, EXTRA_VALIDATION_MESSAGES, SERVER_MESSAGES, VALIDATION_MESSAGES } from '@wellness/shared/rules';
import { apiPath, newestCustomer, rowCount, serverForFile, startServer, validBooking } from './helpers';

const M = VALIDATION_MESSAGES.booking;

const server = serverForFile();

describe('POST /api/add_customer.php (Book Now)', () => {
  test('stores the booking and notifies the admins', async () => {
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Meera Joshi', contact: '9876543210' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      message: BOOKING_MESSAGES.success,
      reference: expect.stringMatching(/^KW-[2-9A-HJKMNP-Z]{7}$/),
      link: expect.stringMatching(/^\/booking\/[\w-]{43}$/),
    });
    const customer = await newestCustomer(server, 'Meera Joshi');
    expect(customer).toMatchObject({ name: 'Meera Joshi', contact: '9876543210', age: 34, gender: 'female', prefgender: 'female' });
    expect(Date.now() - Date.parse(customer.created_at)).toBeLessThan(60_000);
    const note = await server.app.db.selectFrom('notifications').selectAll().where('customer_id', '=', customer.id).executeTakeFirstOrThrow();
    expect(note).toMatchObject({ recipient_role: 'admin', customer_name: 'Meera Joshi', is_read: 0 });
  });

  test.each([
    ['name', { name: '' }, M.nameRequired],
    ['name', { name: 'R2-D2' }, M.nameChars],
    ['contact', { contact: '' }, M.contactRequired],
    ['contact', { contact: '987654321' }, M.contactDigits],
    ['contact', { contact: '98765432ab' }, M.contactDigits],
    ['email', { email: '' }, M.emailRequired],
    ['email', { email: 'asha@' }, M.emailInvalid],
    ['email', { email: 'a@b' }, M.emailInvalid],
    ['gender', { gender: '' }, M.genderRequired],
    ['preferGender', { preferGender: '' }, M.preferGenderRequired],
    ['address', { address: '   ' }, M.addressRequired],
    ['age', { age: '' }, M.ageRequired],
    ['age', { age: '121' }, M.ageRange],
    ['age', { age: -1 }, M.ageRange],
    ['age', { age: '1e2' }, M.ageRange],
    ['name', { name: { $ne: 1 } }, EXTRA_VALIDATION_MESSAGES.notText],
    ['issue', { issue: 'x'.repeat(5000) }, EXTRA_VALIDATION_MESSAGES.tooLong],
  ])('refuses a bad %s with 400 and the spec message (%j)', async (field, change, message) => {
    const before = await rowCount(server, 'customers');
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking(change));
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('error');
    expect(answer.body.message).toBe(SERVER_MESSAGES.validationFailed);
    expect(answer.body.errors[field]).toBe(message);
    const after = await rowCount(server, 'customers');
    expect(after).toBe(before);
  });

  test('issue, therapy and appointment are optional; unknown fields are ignored', async () => {
    const { issue: _i, therapy: _t, appointment: _a, ...rest } = validBooking();
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), { ...rest, isAdmin: true });
    expect(answer.body.status).toBe('success');
  });

  test('a booking whose hidden honeypot field is filled in is answered like any other and not stored (a real one beside it is)', async () => {
    const before = await rowCount(server, 'customers');
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Spam Bot', website: 'http://spam.example' }));
    const person = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Real Person' }));
    expect(answer.status).toBe(200);
    // Word for word what a person is answered, a reference of the same shape, and no id in either: a
    // bot learns nothing from it.
    const shape = {
      status: 'success',
      message: BOOKING_MESSAGES.success,
      reference: expect.stringMatching(/^KW-[2-9A-HJKMNP-Z]{7}$/),
      link: expect.stringMatching(/^\/booking\/[\w-]{43}$/),
    };
    expect(answer.body).toEqual(shape);
    expect(person.body).toEqual(shape);
    expect(answer.headers.get('content-length')).toBe(person.headers.get('content-length'));
    const after = await rowCount(server, 'customers');
    expect(after).toBe(before + 1);
  });

  test('SQL and script payloads are stored verbatim', async () => {
    const issue = `'); DROP TABLE customers; -- <script>alert(1)</script>`;
    const answer = await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ issue }));
    expect(answer.status).toBe(200);
    expect((await newestCustomer(server, 'Asha Kulkarni')).issue).toBe(issue);
  });

  test('200 parallel bookings give 200 customers and 200 notifications', async () => {
    const count = (table: 'customers' | 'notifications') => rowCount(server, table);
    const [customers, notifications] = [await count('customers'), await count('notifications')];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: `Parallel Customer ${String.fromCharCode(65 + (i % 26))}` })),
      ),
    );
    expect(answers.every((a) => a.status === 200 && a.body.status === 'success')).toBe(true);
    expect(await count('customers')).toBe(customers + 200);
    expect(await count('notifications')).toBe(notifications + 200);
  });

  test('bookings are rate limited per client address (RATE_LIMIT_BOOKINGS)', async () => {
    const limited = await startServer({ RATE_LIMIT_BOOKINGS: '2' });
    try {
      expect((await limited.client().post(apiPath(ENDPOINTS.addCustomer), validBooking())).status).toBe(200);
      expect((await limited.client().post(apiPath(ENDPOINTS.addCustomer), validBooking())).status).toBe(200);
      const third = await limited.client().post(apiPath(ENDPOINTS.addCustomer), validBooking());
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
