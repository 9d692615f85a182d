import { ADMIN_MESSAGES, ENDPOINTS, MASSAGER_MESSAGES, SERVER_MESSAGES, VALIDATION_MESSAGES } from '@wellness/shared/rules';
import { DEMO_ACCOUNTS } from '../src/services/seed';
import { addSignedInMassager, apiPath, bookNamed, type Client, type MassagerForm, sha256, type TestServer, withTwoMassagers } from './helpers';

let server: TestServer;
let admin: Client;
let massagerA: Client;
let massagerB: Client;
let idA: number;
let idB: number;

const B_EMAIL = 'priya.massager@example.com';

/** Registered Active: the test below sees that a new massager starts Pending all the same. */
const PRIYA: MassagerForm = {
  name: 'Priya Deshpande',
  contact: '981234567890',
  email: B_EMAIL,
  gender: 'female',
  username: 'priya',
  password: 'priya-secret',
  address: 'Baner Gaon, Pune',
  age: '27',
  status: 'Active',
};

/** Deleted by a test below. */
const TEMP_WORKER: MassagerForm = {
  name: 'Temp Worker',
  contact: '9822222222',
  email: 'temp@example.com',
  gender: 'Male',
  username: 'temp',
  password: 'temp-secret',
  address: 'Warje',
  age: 35,
};

const book = (name: string, extra: Record<string, unknown> = {}) => bookNamed(server, name, extra);

withTwoMassagers(PRIYA, (staff) => {
  ({ server, admin, first: massagerA, firstId: idA, second: massagerB, secondId: idB } = staff);
  expect(staff.added.body).toEqual({ status: 'success', message: ADMIN_MESSAGES.massagerRegistered });
});

describe('massager registration and edits (admin)', () => {
  test('a new massager starts Pending, with its gender capitalised', async () => {
    const list = await admin.get(apiPath(ENDPOINTS.massagerList));
    expect(list.body.status).toBe('success');
    expect(list.body.data.find((m: any) => m.id === idB)).toEqual({
      id: idB,
      m_id: idB,
      name: 'Priya Deshpande',
      contact: '981234567890',
      email: B_EMAIL,
      gender: 'Female',
      address: 'Baner Gaon, Pune',
      age: 27,
      username: 'priya',
      status: 'Pending',
      resetLockedUntil: null,
      loginWaitUntil: null,
    });
  });

  test('a taken e-mail or username answers status error with the message to show', async () => {
    const base = {
      name: 'Other Person',
      contact: '9812345678',
      gender: 'Male',
      password: sha256('another-secret'),
      address: 'Hadapsar',
      age: 40,
    };
    const email = await admin.post(apiPath(ENDPOINTS.addMassager), { ...base, email: B_EMAIL, username: 'other' });
    expect(email.body).toEqual({ status: 'error', message: SERVER_MESSAGES.emailTaken });
    const taken = await admin.post(apiPath(ENDPOINTS.addMassager), { ...base, email: DEMO_ACCOUNTS.admin.email, username: 'other' });
    expect(taken.body).toEqual({ status: 'error', message: SERVER_MESSAGES.emailTaken });
    const username = await admin.post(apiPath(ENDPOINTS.addMassager), { ...base, email: 'fresh@example.com', username: 'priya' });
    expect(username.body).toEqual({ status: 'error', message: SERVER_MESSAGES.usernameTaken });
  });

  test.each([
    [{ name: 'Bad1' }, 'name', VALIDATION_MESSAGES.massagerRegistration.nameInvalid],
    [{ contact: '98123' }, 'contact', VALIDATION_MESSAGES.massagerRegistration.contactMin],
    [{ contact: '9812345678901' }, 'contact', VALIDATION_MESSAGES.massagerRegistration.contactMax],
    [{ contact: '98123456a8' }, 'contact', VALIDATION_MESSAGES.massagerRegistration.contactNumber],
    [{ email: 'x@' }, 'email', VALIDATION_MESSAGES.massagerRegistration.emailInvalidSubmit],
    [{ gender: 'other' }, 'gender', undefined],
    [{ age: 0 }, 'age', undefined],
    [{ age: 121 }, 'age', undefined],
    [{ password: 'short' }, 'password', undefined],
  ])('registration refuses %j', async (change, field, message) => {
    const answer = await admin.post(apiPath(ENDPOINTS.addMassager), {
      name: 'Valid Name',
      contact: '9812345678',
      email: 'valid@example.com',
      gender: 'Male',
      username: 'valid',
      password: sha256('valid-secret'),
      address: 'Kothrud',
      age: 30,
      ...change,
    });
    expect(answer.status).toBe(400);
    if (message) expect(answer.body.errors[field]).toBe(message);
    else expect(answer.body.errors[field]).toBeDefined();
  });

  test('update_massager changes the profile and the login e-mail', async () => {
    const answer = await admin.post(apiPath(ENDPOINTS.updateMassager), {
      m_id: idB,
      name: 'Priya D',
      contact: '9812345678',
      email: 'PRIYA.D@example.com',
      address: 'Baner, Pune',
      age: 28,
    });
    expect(answer.body).toEqual({ status: 'success', message: ADMIN_MESSAGES.massagerUpdated });
    expect((await server.client().login('priya.d@example.com', 'priya-secret', 'massager')).body.status).toBe('success');
    const back = await admin.post(apiPath(ENDPOINTS.updateMassager), {
      m_id: idB,
      name: 'Priya Deshpande',
      contact: '9812345678',
      email: B_EMAIL,
      address: 'Baner Gaon, Pune',
      age: 27,
    });
    expect(back.body.status).toBe('success');
    // The e-mail changed twice: whoever was signed in under it was signed out, and signs in again.
    expect((await massagerB.get(apiPath(ENDPOINTS.session))).status).toBe(401);
    massagerB = await server.massager(B_EMAIL, 'priya-secret');
  });

  test('update_massager changes the gender when sent, and keeps it when not', async () => {
    const base = { m_id: idB, name: 'Priya Deshpande', contact: '9812345678', email: B_EMAIL, address: 'Baner Gaon, Pune', age: 27 };
    const genderOfB = async () => {
      const list = await admin.get(apiPath(ENDPOINTS.massagerList));
      return (list.body.data as Array<{ id: number; gender: string }>).find((row) => row.id === idB)?.gender;
    };
    const before = await genderOfB();
    const other = before === 'Male' ? 'Female' : 'Male';
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, gender: other.toLowerCase() })).body.status).toBe('success');
    expect(await genderOfB()).toBe(other);
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), base)).body.status).toBe('success');
    expect(await genderOfB()).toBe(other);
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, gender: 'robot' })).status).toBe(400);
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, gender: before })).body.status).toBe('success');
  });

  test('update_massager: the spec messages, an unknown id and a taken e-mail', async () => {
    const base = { m_id: idB, name: 'Priya', contact: '9812345678', email: B_EMAIL, address: 'Baner', age: 27 };
    const E = VALIDATION_MESSAGES.massagerEdit;
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, name: '' })).body.errors.name).toBe(E.nameEmpty);
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, contact: '981234567' })).body.errors.contact).toBe(E.contactDigits);
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, email: 'nope' })).body.errors.email).toBe(E.emailInvalid);
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, address: '' })).body.errors.address).toBe(E.addressRequired);
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, age: 'old' })).body.errors.age).toBe(E.ageNumber);
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, age: 0 })).body.errors.age).toBe(E.ageRange);
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, age: 121 })).body.errors.age).toBe(E.ageOnSave);
    expect((await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, m_id: 99999 })).status).toBe(404);
    const clash = await admin.post(apiPath(ENDPOINTS.updateMassager), { ...base, email: DEMO_ACCOUNTS.massager.email });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(SERVER_MESSAGES.emailTaken);
  });

  test('name and address filters answer bare lists, case-insensitively', async () => {
    const byName = await admin.post(apiPath(ENDPOINTS.massagerNameFilter), { name: 'PRIYA' });
    expect(Array.isArray(byName.body)).toBe(true);
    expect(byName.body.map((m: any) => m.id)).toEqual([idB]);
    const byAddress = await admin.post(apiPath(ENDPOINTS.massagerAddressFilter), { address: 'kothrud' });
    expect(byAddress.body.map((m: any) => m.id)).toEqual([idA]);
    expect((await admin.post(apiPath(ENDPOINTS.massagerAddressFilter), { address: '%' })).body).toEqual([]);
  });

  test('search_massagers filters by address text and gender', async () => {
    const all = await admin.post(apiPath(ENDPOINTS.searchMassagers), { address: '', gender: 'any' });
    expect(all.body.status).toBe('success');
    expect(all.body.data).toHaveLength(2);
    expect(all.body.data[0]).toEqual(
      expect.objectContaining({
        massager_id: expect.any(Number),
        massager_name: expect.any(String),
        massager_address: expect.any(String),
        massager_gender: expect.any(String),
      }),
    );
    const female = await admin.post(apiPath(ENDPOINTS.searchMassagers), { address: '', gender: 'female' });
    expect(female.body.data.map((m: any) => m.massager_id)).toEqual([idB]);
    const pune = await admin.post(apiPath(ENDPOINTS.searchMassagers), { address: 'baner', gender: 'male' });
    expect(pune.body.data).toEqual([]);
  });
});

describe('assignment and the massager workflow', () => {
  test('assign → massager notified → accept → complete; admins notified at each step', async () => {
    const customerId = await book('Workflow One');
    const assigned = await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idA, customer_id: customerId });
    expect(assigned.body).toEqual({ status: 'success', message: ADMIN_MESSAGES.assignSuccess });

    const assignments = await admin.get(apiPath(ENDPOINTS.assignedMassagers));
    expect(assignments.body.data).toContainEqual({ customerId, massagerId: idA });

    const inbox = await massagerA.post(apiPath(ENDPOINTS.notifications), { role: 'massager', email: 'ignored@example.com', notification: 'unread' });
    expect(inbox.body.status).toBe('success');
    expect(inbox.body.data.notifications[0]).toMatchObject({ customerName: 'Workflow One', notify: 'unread' });
    expect(inbox.body.data.count).toBeGreaterThanOrEqual(1);

    const list = await massagerA.post(apiPath(ENDPOINTS.assignedRequests), { role: 'massager', email: 'x', page: 1, records_per_page: 10 });
    expect(list.body.massager_id).toBe(idA);
    const row = list.body.data.find((r: any) => r.id === customerId);
    expect(row).toMatchObject({ requestId: customerId, name: 'Workflow One', status: 'pending' });
    expect(Object.keys(row).sort()).toEqual(
      ['id', 'requestId', 'requestTime', 'name', 'contact', 'email', 'issue', 'therapy', 'gender', 'address', 'appointment', 'status'].sort(),
    );

    const complete = await massagerA.post(apiPath(ENDPOINTS.updateRequestStatus), {
      requestId: customerId,
      status: 'completed',
      customerId,
      massagerEmail: '',
    });
    expect(complete.status).toBe(409);

    const accept = await massagerA.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: customerId, status: 'accepted', customerId, massagerEmail: '' });
    expect(accept.body).toEqual({ status: 'success', message: MASSAGER_MESSAGES.accepted });
    expect((await massagerA.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: customerId, status: 'rejected' })).status).toBe(409);

    const reassign = await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idB, customer_id: customerId });
    expect(reassign.status).toBe(409);
    expect(reassign.body.message).toBe(SERVER_MESSAGES.assignLocked);

    const done = await massagerA.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: customerId, status: 'Completed' });
    expect(done.body).toEqual({ status: 'success', message: MASSAGER_MESSAGES.completed });
    expect((await massagerA.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: customerId, status: 'accepted' })).status).toBe(409);

    const view = await admin.get(apiPath(ENDPOINTS.combinedList));
    const item = view.body.data.find((i: any) => i.type === 'Customer' && i.id === customerId);
    expect(item).toMatchObject({ status: 'completed', massagerName: DEMO_ACCOUNTS.massager.name, massagerId: idA });
    expect(view.body.data).toContainEqual({ type: 'Request', id: customerId, request_status: 'completed', massagerId: idA });

    const adminInbox = await admin.post(apiPath(ENDPOINTS.notifications), { role: 'admin', email: '', notification: 'all' });
    const messages = adminInbox.body.data.notifications.filter((n: any) => n.customerName === 'Workflow One').map((n: any) => n.message);
    expect(messages).toEqual([
      `${DEMO_ACCOUNTS.massager.name} completed the request of Workflow One.`,
      `${DEMO_ACCOUNTS.massager.name} accepted the request of Workflow One.`,
      'New booking request from Workflow One.',
    ]);

    const afterList = await massagerA.post(apiPath(ENDPOINTS.assignedRequests), { page: 1, records_per_page: 10 });
    expect(afterList.body.data.find((r: any) => r.id === customerId)).toBeUndefined();
  });

  test('reject, then reassigning the rejected request sets it back to pending for the new massager', async () => {
    const customerId = await book('Workflow Two');
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idA, customer_id: customerId });
    const reject = await massagerA.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: customerId, status: 'rejected' });
    expect(reject.body).toEqual({ status: 'success', message: MASSAGER_MESSAGES.rejected });
    const reassign = await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idB, customer_id: customerId });
    expect(reassign.body.status).toBe('success');
    const request = await server.app.db.selectFrom('requests').selectAll().where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'pending', massager_id: idB, rejected_at: null });
  });

  test("a massager never touches another massager's request, whatever the body names", async () => {
    const customerId = await book('Workflow Three');
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idA, customer_id: customerId });
    const steal = await massagerB.post(apiPath(ENDPOINTS.updateRequestStatus), {
      requestId: customerId,
      status: 'accepted',
      customerId,
      massagerEmail: DEMO_ACCOUNTS.massager.email,
    });
    expect(steal.status).toBe(404);
    const listB = await massagerB.post(apiPath(ENDPOINTS.assignedRequests), {
      role: 'massager',
      email: DEMO_ACCOUNTS.massager.email,
      page: 1,
      records_per_page: 10,
    });
    expect(listB.body.massager_id).toBe(idB);
    expect(listB.body.data.find((r: any) => r.id === customerId)).toBeUndefined();
    const reportB = await massagerB.post(apiPath(ENDPOINTS.massagerReport), {
      start_date: '2000-01-01',
      end_date: '2100-01-01',
      massager_email: DEMO_ACCOUNTS.massager.email,
      report_type: 'total_customers_by_massager',
      page: 1,
      records_per_page: 10,
    });
    expect(reportB.body.data.every((r: any) => r.massager_name !== DEMO_ACCOUNTS.massager.name)).toBe(true);
    const status = await server.app.db.selectFrom('requests').select('status').where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    expect(status.status).toBe('pending');
  });

  test('assignment refuses unknown customers and massagers', async () => {
    const customerId = await book('Workflow Four');
    expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: 99999, customer_id: customerId })).status).toBe(404);
    expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idA, customer_id: 99999 })).status).toBe(404);
    expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idA })).status).toBe(400);
  });

  test('dashboard counts follow the statuses', async () => {
    const counts = await admin.get(apiPath(ENDPOINTS.adminCounts));
    const view = await admin.get(apiPath(ENDPOINTS.combinedList));
    const customers = view.body.data.filter((i: any) => i.type === 'Customer');
    const by = (s: string) => customers.filter((c: any) => c.status === s).length;
    expect(counts.body.data).toEqual({
      totalCustomerCount: customers.length,
      totalMassagerCount: 2,
      totalPendingStatus: by('pending'),
      totalAcceptedStatus: by('accepted'),
      totalCompletedStatus: by('completed'),
    });
    const mine = await massagerA.post(apiPath(ENDPOINTS.massagerCounts), { email: 'someone.else@example.com' });
    // Two customers, one of them completed: Total Customers counts the one the panel's list shows.
    expect(mine.body.data).toEqual({ totalCustomerCount: 1, totalAcceptedOrders: 0, totalCompletedOrders: 1 });
  });

  test('the massager list pages on the server, 10 a page', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const id = await book(`Paging Customer ${String.fromCharCode(65 + i)}`);
      await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idB, customer_id: id });
      ids.push(id);
    }
    const page1 = await massagerB.post(apiPath(ENDPOINTS.assignedRequests), { role: 'massager', email: B_EMAIL, page: 1, records_per_page: 10 });
    const page2 = await massagerB.post(apiPath(ENDPOINTS.assignedRequests), { role: 'massager', email: B_EMAIL, page: 2, records_per_page: 10 });
    expect(page1.body.data).toHaveLength(10);
    expect(page1.body.totalRecords).toBe(page1.body.data.concat(page2.body.data).length);
    expect(page1.body.data[0].id).toBe(ids[ids.length - 1]);
  });
});

describe('customers (admin)', () => {
  test('name and address filters answer {status, data} of customer items', async () => {
    await book('Filter Target', { address: 'Flat 9, Wagholi, 412207' });
    const byName = await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'filter TARGET' });
    expect(byName.body.status).toBe('success');
    expect(byName.body.data.map((c: any) => c.name)).toEqual(['Filter Target']);
    const byAddress = await admin.post(apiPath(ENDPOINTS.customerAddressFilter), { address: 'wagholi' });
    expect(byAddress.body.data.map((c: any) => c.name)).toEqual(['Filter Target']);
    expect((await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'zzzz' })).body).toEqual({ status: 'success', data: [] });
    expect((await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: '_' })).body.data).toEqual([]);
  });

  test('update_customer saves the edit, appointment date and time included', async () => {
    const id = await book('Edit Me');
    const answer = await admin.post(apiPath(ENDPOINTS.updateCustomer), {
      c_id: id,
      name: 'Edited Name',
      contact: '9000000000',
      email: 'edited@example.com',
      address: 'Aundh, Pune, 411007',
      prefgender: 'any',
      issue: 'Neck pain',
      therapy: 'Ayurvedic body massage',
      appointment: '',
      age: 45,
      adate: '2026-12-01',
      atime: '17:30',
    });
    expect(answer.body).toEqual({ status: 'success', message: ADMIN_MESSAGES.customerUpdated });
    const view = await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'Edited Name' });
    expect(view.body.data[0]).toMatchObject({
      email: 'edited@example.com',
      prefgender: 'any',
      age: 45,
      appointment: '2026-12-01 17:30',
      adate: '2026-12-01',
      atime: '17:30',
    });
  });

  test("update_customer: an 'Any time' booking's contact number is corrected without giving it a time", async () => {
    const id = await book('Any Time');
    const edit = {
      c_id: id,
      name: 'Any Time',
      contact: '9000000001',
      email: 'any.time@example.com',
      address: 'Aundh, Pune, 411007',
      prefgender: 'any',
      age: 45,
    };
    // Without anyTime the spec's rule holds: date and time are required.
    const refused = await admin.post(apiPath(ENDPOINTS.updateCustomer), { ...edit, adate: '', atime: '' });
    expect(refused.status).toBe(400);
    const answer = await admin.post(apiPath(ENDPOINTS.updateCustomer), { ...edit, adate: '', atime: '', anyTime: true });
    expect(answer.body).toEqual({ status: 'success', message: ADMIN_MESSAGES.customerUpdated });
    const view = await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'Any Time' });
    expect(view.body.data[0]).toMatchObject({ contact: '9000000001', appointment: '', adate: null, atime: null });
    // A day with any time on it.
    expect((await admin.post(apiPath(ENDPOINTS.updateCustomer), { ...edit, adate: '2026-12-01', atime: '', anyTime: true })).status).toBe(200);
    expect((await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'Any Time' })).body.data[0]).toMatchObject({
      appointment: '2026-12-01',
      adate: '2026-12-01',
    });
  });

  test('update_customer: the spec messages and an unknown id', async () => {
    const E = VALIDATION_MESSAGES.customerEdit;
    const base = {
      c_id: 1,
      name: 'Ok Name',
      contact: '9000000000',
      email: 'ok@example.com',
      address: 'Pune',
      prefgender: 'male',
      age: 30,
      adate: '2026-12-01',
      atime: '10:00',
    };
    const check = async (change: object, field: string, message: string) => {
      const answer = await admin.post(apiPath(ENDPOINTS.updateCustomer), { ...base, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[field]).toBe(message);
    };
    await check({ name: '' }, 'name', E.nameRequired);
    await check({ name: 'N4me' }, 'name', E.nameInvalid);
    await check({ email: '' }, 'email', E.emailRequired);
    await check({ email: 'a@' }, 'email', E.emailInvalid);
    await check({ contact: '' }, 'contact', E.contactRequired);
    await check({ contact: '90000' }, 'contact', E.contactInvalid);
    expect((await admin.post(apiPath(ENDPOINTS.updateCustomer), { ...base, adate: '2026-02-30' })).status).toBe(400);
    expect((await admin.post(apiPath(ENDPOINTS.updateCustomer), { ...base, atime: '25:00' })).status).toBe(400);
    expect((await admin.post(apiPath(ENDPOINTS.updateCustomer), { ...base, c_id: 999999 })).status).toBe(404);
  });

  test('delete_customer removes the customer with its request and notifications', async () => {
    const id = await book('Delete Me');
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idA, customer_id: id });
    const answer = await admin.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: id });
    expect(answer.body).toEqual({ status: 'customer deleted' });
    expect(await server.app.db.selectFrom('requests').select('customer_id').where('customer_id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await server.app.db.selectFrom('notifications').select('id').where('customer_id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await admin.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: id })).status).toBe(404);
  });

  test('with page, the customer list and filters answer one page (completed hidden) and totalRecords', async () => {
    const whole = await admin.get(apiPath(ENDPOINTS.combinedList));
    const open = whole.body.data.filter((i: any) => i.type === 'Customer' && i.status !== 'completed');
    const page1 = await admin.post(apiPath(ENDPOINTS.combinedListPage), { page: 1, per_page: 5 });
    expect(page1.body.totalRecords).toBe(open.length);
    expect(page1.body.data.map((i: any) => i.id)).toEqual(open.slice(0, 5).map((i: any) => i.id));
    const page2 = await admin.post(apiPath(ENDPOINTS.combinedListPage), { page: 2, per_page: 5 });
    expect(page2.body.data.map((i: any) => i.id)).toEqual(open.slice(5, 10).map((i: any) => i.id));
    const filtered = await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'paging customer', page: 1, per_page: 3 });
    expect(filtered.body.status).toBe('success');
    expect(filtered.body.data).toHaveLength(3);
    expect(filtered.body.totalRecords).toBe(12);
    expect((await admin.post(apiPath(ENDPOINTS.combinedListPage), { page: 0 })).status).toBe(400);
  });

  test('cust_mas_requests_view answers the same on GET and POST', async () => {
    const get = await admin.get(apiPath(ENDPOINTS.combinedList));
    const post = await admin.post(apiPath(ENDPOINTS.combinedListPage));
    expect(post.body).toEqual(get.body);
    const types = new Set(get.body.data.map((i: any) => i.type));
    expect(types).toEqual(new Set(['Customer', 'Massager', 'Request']));
  });
});

describe('video links', () => {
  test('the public list and the admin list hold the seeded links; the admin updates one', async () => {
    const pub = await server.client().get(apiPath(ENDPOINTS.feedbackVideos));
    expect(pub.body.data.length).toBeGreaterThan(0);
    const first = pub.body.data[0];
    expect(Object.keys(first).sort()).toEqual(['feedbackID', 'feedbackLink', 'feedbackName']);
    const update = await admin.post(apiPath(ENDPOINTS.updateVideo), {
      feedbackID: first.feedbackID,
      feedbackName: 'Happy customer',
      feedbackLink: 'https://youtu.be/aqz-KE-bpKQ',
    });
    expect(update.body).toEqual({ status: 'success', message: ADMIN_MESSAGES.videoUpdated });
    const list = await admin.get(apiPath(ENDPOINTS.adminVideos));
    expect(list.body.data[0]).toEqual({ feedbackID: first.feedbackID, feedbackName: 'Happy customer', feedbackLink: 'https://youtu.be/aqz-KE-bpKQ' });
  });

  test('a link that is not YouTube, or an unknown id, is refused', async () => {
    const bad = await admin.post(apiPath(ENDPOINTS.updateVideo), { feedbackID: 1, feedbackName: 'x', feedbackLink: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.feedbackLink).toBeDefined();
    const unknown = await admin.post(apiPath(ENDPOINTS.updateVideo), {
      feedbackID: 9999,
      feedbackName: 'x',
      feedbackLink: 'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('notifications', () => {
  test('marking as read empties the unread list and the count', async () => {
    await book('Notify Me');
    const unread = await admin.post(apiPath(ENDPOINTS.notifications), { role: 'admin', email: '', notification: 'unread' });
    expect(unread.body.data.count).toBeGreaterThan(0);
    expect(unread.body.data.notifications.every((n: any) => n.notify === 'unread')).toBe(true);
    expect(Object.keys(unread.body.data.notifications[0]).sort()).toEqual(['customerName', 'id', 'massagerName', 'message', 'notify', 'time']);
    const read = await admin.post(apiPath(ENDPOINTS.notifications), { role: 'admin', email: '', notification: 'read' });
    expect(read.body).toEqual({ status: 'success', data: { count: 0, notifications: [] } });
    const after = await admin.post(apiPath(ENDPOINTS.notifications), { role: 'admin', email: '', notification: 'unread' });
    expect(after.body.data).toEqual({ count: 0, notifications: [] });
    const massagerInbox = await massagerA.post(apiPath(ENDPOINTS.notifications), { role: 'massager', email: '', notification: 'all' });
    expect(massagerInbox.body.data.notifications.length).toBeGreaterThan(0);
  });

  test('the unread count is right through bookings, assignments, answers, reading and deletions', async () => {
    const counted = async (who: Client, role: 'admin' | 'massager') =>
      (await who.post(apiPath(ENDPOINTS.notifications), { role, email: '', notification: 'unread' })).body.data.count as number;
    // What the rows themselves say, for each inbox.
    const rows = async (role: 'admin' | 'massager', massagerId: number | null) => {
      let query = server.app.db.selectFrom('notifications').select('id').where('recipient_role', '=', role).where('is_read', '=', 0);
      if (massagerId !== null) query = query.where('massager_id', '=', massagerId);
      return (await query.execute()).length;
    };
    const expectCountsRight = async () => {
      expect(await counted(admin, 'admin')).toBe(await rows('admin', null));
      expect(await counted(massagerA, 'massager')).toBe(await rows('massager', idA));
      expect(await counted(massagerB, 'massager')).toBe(await rows('massager', idB));
    };
    await admin.post(apiPath(ENDPOINTS.notifications), { role: 'admin', email: '', notification: 'read' });
    await massagerA.post(apiPath(ENDPOINTS.notifications), { role: 'massager', email: '', notification: 'read' });
    expect(await counted(admin, 'admin')).toBe(0);
    expect(await counted(massagerA, 'massager')).toBe(0);
    const first = await book('Counted One');
    const second = await book('Counted Two');
    expect(await counted(admin, 'admin')).toBe(2);
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idA, customer_id: first });
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idA, customer_id: second });
    expect(await counted(massagerA, 'massager')).toBe(2);
    await massagerA.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: first, status: 'accepted' });
    expect(await counted(admin, 'admin')).toBe(3);
    await expectCountsRight();
    // Deleting a customer takes its notifications, read or not, out of every inbox's count.
    await admin.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: second });
    expect(await counted(admin, 'admin')).toBe(2);
    expect(await counted(massagerA, 'massager')).toBe(1);
    await expectCountsRight();
    await massagerA.post(apiPath(ENDPOINTS.notifications), { role: 'massager', email: '', notification: 'read' });
    expect(await counted(massagerA, 'massager')).toBe(0);
    expect(await counted(admin, 'admin')).toBe(2);
    await expectCountsRight();
  });

  test('each massager sees only its own notifications, and the role must be the signed-in one', async () => {
    const id = await book('Only For B');
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idB, customer_id: id });
    const a = await massagerA.post(apiPath(ENDPOINTS.notifications), { role: 'massager', email: B_EMAIL, notification: 'all' });
    expect(a.body.data.notifications.some((n: any) => n.customerName === 'Only For B')).toBe(false);
    const b = await massagerB.post(apiPath(ENDPOINTS.notifications), { role: 'massager', email: B_EMAIL, notification: 'all' });
    expect(b.body.data.notifications.some((n: any) => n.customerName === 'Only For B')).toBe(true);
    expect((await massagerA.post(apiPath(ENDPOINTS.notifications), { role: 'admin', email: '', notification: 'unread' })).status).toBe(403);
  });
});

describe('deleting a massager', () => {
  test('its open requests go back to unassigned; completed history keeps its name; it can no longer log in', async () => {
    const { added, client: temp, id: tempId } = await addSignedInMassager(server, admin, TEMP_WORKER);
    expect(added.body.status).toBe('success');
    const open = await book('Open Request');
    const finished = await book('Finished Request');
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: tempId, customer_id: open });
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: tempId, customer_id: finished });
    await temp.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: open, status: 'accepted' });
    await temp.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: finished, status: 'accepted' });
    await temp.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: finished, status: 'completed' });

    expect((await admin.post(apiPath(ENDPOINTS.deleteMassager), { m_id: tempId })).body).toEqual({ status: 'massager deleted' });

    const view = await admin.get(apiPath(ENDPOINTS.combinedList));
    const openItem = view.body.data.find((i: any) => i.type === 'Customer' && i.id === open);
    expect(openItem).toMatchObject({ status: 'pending', massagerId: null, massagerName: null });
    const finishedItem = view.body.data.find((i: any) => i.type === 'Customer' && i.id === finished);
    expect(finishedItem).toMatchObject({ status: 'completed', massagerName: 'Temp Worker' });
    expect((await temp.get(apiPath(ENDPOINTS.session))).status).toBe(401);
    expect((await server.client().login('temp@example.com', 'temp-secret', 'massager')).body.status).toBe('error');
    expect((await admin.post(apiPath(ENDPOINTS.deleteMassager), { m_id: tempId })).status).toBe(404);
  });
});
