import fs from 'node:fs';
import path from 'node:path';
import { ENDPOINTS, ERASED_NAME } from '@wellness/shared/rules';
import { DEMO_ACCOUNTS } from '../../src/services/seed';
import { apiPath, massagerIdOf, newestCustomerId, noticesTo, onPostgres, serverForFile, validBooking } from '../helpers';

/**
 * Erasure that erases: after an admin's edit, erasing a customer leaves neither the old nor the new
 * name or e-mail in any table, in the database files (WAL included) or in the mail outbox, and its visit
 * not yet made is cancelled (the therapist is told) and can no longer be assigned.
 */
// Without SMTP_URL the mails go to the local outbox folder as .eml files.
const server = serverForFile({ SMTP_URL: '' });

const OLD = { name: 'Zubeida Oldname', email: 'zubeida.oldname@example.org', address: 'Oldlane 41, Kothrud' };
const NEW = { name: 'Yasmin Newname', email: 'yasmin.newname@example.org', address: 'Newlane 77, Kothrud' };
const TRACES = [OLD.name, 'Zubeida', 'Oldname', OLD.email, 'Oldlane', NEW.name, 'Yasmin', 'Newname', NEW.email, 'Newlane'];

/** Every row of every table of the database, as text. */
async function everyRow(): Promise<string> {
  const tables = onPostgres
    ? (
        await server.app.db
          .selectFrom('information_schema.tables' as never)
          .select('table_name' as never)
          .where('table_schema' as never, '=', 'public' as never)
          .execute()
      ).map((t) => (t as { table_name: string }).table_name)
    : (
        await server.app.db
          .selectFrom('sqlite_master' as never)
          .select('name' as never)
          .where('type' as never, '=', 'table' as never)
          .execute()
      ).map((t) => (t as { name: string }).name);
  const parts: string[] = [];
  for (const table of tables)
    parts.push(
      `${table}: ${JSON.stringify(
        await server.app.db
          .selectFrom(table as never)
          .selectAll()
          .execute(),
      )}`,
    );
  return parts.join('\n');
}

const found = (text: string) => TRACES.filter((trace) => text.toLowerCase().includes(trace.toLowerCase()));

test('after renaming a customer and erasing it, no old or new name or e-mail is left anywhere, and its visit is cancelled', async () => {
  const admin = await server.admin();
  const massager = await server.massager();
  await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ ...OLD, appointment: '2026-12-20 11:00' }));
  const id = await newestCustomerId(server, OLD.name);
  const massagerId = await massagerIdOf(admin, DEMO_ACCOUNTS.massager.email);
  expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: massagerId, customer_id: id })).status).toBe(200);
  expect((await massager.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: id, status: 'accepted' })).status).toBe(200);
  await server.app.outbox.flush();

  const row = await server.app.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const edit = {
    c_id: id,
    ...NEW,
    contact: row.contact,
    prefgender: row.prefgender,
    issue: row.issue,
    therapy: row.therapy,
    age: row.age,
    adate: '2026-12-20',
    atime: '11:00',
  };
  const edited = await admin.post(apiPath(ENDPOINTS.updateCustomer), edit);
  expect(edited.status).toBe(200);
  await server.client().post(apiPath(ENDPOINTS.forgotPassword), { email: DEMO_ACCOUNTS.admin.email, role: 'admin' });

  // Before: the traces are there (the test would find them).
  expect(found(await everyRow())).toEqual(expect.arrayContaining([OLD.name, OLD.email, NEW.name, NEW.email]));
  const outbox = path.join(server.dataDir, 'outbox');
  const outboxText = () =>
    fs
      .readdirSync(outbox)
      .map((f) => fs.readFileSync(path.join(outbox, f), 'latin1'))
      .join('\n');
  expect(found(outboxText())).toContain(OLD.email);

  expect((await admin.post(apiPath(ENDPOINTS.eraseCustomer), { customer_id: id })).status).toBe(200);

  // Neither name nor e-mail, old or new, in any table: notifications, mail log, history, consent included.
  expect(found(await everyRow())).toEqual([]);
  const erased = await server.app.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(erased).toMatchObject({ name: ERASED_NAME, email: '', contact: '', address: '', consent_at: null, consent_version: null });
  // The outbox files that held them are gone; the staff reset code's file stays.
  expect(found(outboxText())).toEqual([]);
  expect(fs.readdirSync(outbox).some((f) => f.includes('-otp-'))).toBe(true);
  if (!onPostgres) {
    // Nor on disk: the database file (deleted content zeroed) and its WAL (truncated).
    const database = path.join(server.dataDir, 'wellness.sqlite');
    for (const file of [database, `${database}-wal`].filter((f) => fs.existsSync(f))) {
      expect([file, found(fs.readFileSync(file).toString('latin1'))]).toEqual([file, []]);
    }
  }

  // The accepted visit is cancelled, its therapist told by reference, and it can no longer be assigned.
  const request = await server.app.db.selectFrom('requests').select('status').where('customer_id', '=', id).executeTakeFirstOrThrow();
  expect(request.status).toBe('cancelled');
  expect((await noticesTo(server, 'massager', id)).some((message) => message.includes(row.reference!))).toBe(true);
  expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: massagerId, customer_id: id })).status).toBe(409);
  expect((await massager.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: id, status: 'completed' })).status).toBe(409);
});

test("an erased customer's pending booking, never assigned, is cancelled and cannot be assigned", async () => {
  const admin = await server.admin();
  await server.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Pending Erased' }));
  const id = await newestCustomerId(server, 'Pending Erased');
  expect((await admin.post(apiPath(ENDPOINTS.eraseCustomer), { customer_id: id })).status).toBe(200);
  const massagerId = (await admin.get(apiPath(ENDPOINTS.massagerList))).body.data[0].id as number;
  expect((await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: massagerId, customer_id: id })).status).toBe(409);
});
