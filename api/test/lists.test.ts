import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@wellness/shared/rules';
import { type Kysely, Migrator, sql } from 'kysely';
import { Client as PgClient } from 'pg';
import { createDatabase, migrateToLatest, MIGRATIONS } from '../src/db/database';
import * as initial from '../src/db/migrations/0001_initial';
import type { Database } from '../src/db/schema';
import { customerPage } from '../src/services/customers';
import { locatePage } from '../src/services/paging';
import { runReport } from '../src/services/reports';
import { matchesWordStart, rebuildSearchTerms, rewriteSearchTerms } from '../src/services/text-search';
import {
  addSignedInMassager,
  apiPath,
  bookNamed,
  type Client,
  customerRow,
  type MassagerForm,
  onPostgres,
  POSTGRES_ADMIN_URL,
  startServer,
  type TestServer,
  withTwoMassagers,
} from './helpers';

/**
 * The paged lists, filters and reports read counters and indexes kept by
 * triggers (migration 0002). Every total and page here is checked against the same figures computed
 * from the base tables (customers and requests) after each kind of write.
 */

type Status = 'pending' | 'accepted' | 'rejected' | 'completed' | 'cancelled';
interface Truth {
  id: number;
  name: string;
  address: string;
  created_at: string;
  status: Status;
  massager_id: number | null;
}

/** The customers as the base tables say, newest first. */
async function truthOf(db: Kysely<Database>): Promise<Truth[]> {
  const rows = await db
    .selectFrom('customers as c')
    .leftJoin('requests as r', 'r.customer_id', 'c.id')
    .select(['c.id', 'c.name', 'c.address', 'c.created_at', 'r.status', 'r.massager_id'])
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), status: r.status ?? 'pending', massager_id: r.massager_id ?? null })).sort(newestFirst);
}

function newestFirst(a: { created_at: string; id: number }, b: { created_at: string; id: number }): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

const IST_MS = 330 * 60 * 1000;
const indiaDay = (iso: string) => new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 10);

function group<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return out;
}

async function grouped(db: Kysely<Database>, query: string): Promise<Map<string, number>> {
  const rows = (await sql.raw<{ k: string; n: number }>(query).execute(db)).rows;
  return new Map(rows.map((r) => [String(r.k), Number(r.n)]));
}

/** The copies on customers and the three counter tables equal what the base tables say. */
async function expectCountersMatch(db: Kysely<Database>, truth: Truth[]): Promise<void> {
  const copies = await db.selectFrom('customers').select(['id', 'status', 'massager_id']).execute();
  const byId = new Map(truth.map((t) => [t.id, t]));
  for (const c of copies) {
    expect({ id: Number(c.id), status: c.status, massager_id: c.massager_id ?? null }).toEqual({
      id: Number(c.id),
      status: byId.get(Number(c.id))?.status,
      massager_id: byId.get(Number(c.id))?.massager_id,
    });
  }
  const cat = (...parts: string[]) => (onPostgres ? `concat_ws('|', ${parts.join(', ')})` : parts.join(` || '|' || `));
  expect(
    await grouped(db, `select ${cat('massager_id', 'status')} as k, sum(n) as n from customer_totals group by massager_id, status having sum(n) <> 0`),
  ).toEqual(group(truth, (t) => `${t.massager_id ?? 0}|${t.status}`));
  expect(await grouped(db, `select ${cat('status', 'day')} as k, sum(n) as n from customer_days group by status, day having sum(n) <> 0`)).toEqual(
    group(truth, (t) => `${t.status}|${indiaDay(t.created_at)}`),
  );
  expect(
    await grouped(
      db,
      `select ${cat('massager_id', 'status', 'day')} as k, sum(n) as n from massager_customer_days group by massager_id, status, day having sum(n) <> 0`,
    ),
  ).toEqual(
    group(
      truth.filter((t) => t.massager_id !== null),
      (t) => `${t.massager_id}|${t.status}|${indiaDay(t.created_at)}`,
    ),
  );
}

const open = (truth: Truth[]) => truth.filter((t) => t.status !== 'completed');
const ids = (rows: any[], key = 'id') => rows.map((r) => Number(r[key]));

// ------------------------------------------------------------------------------------------------

let server: TestServer;
let admin: Client;
let massagerA: Client;
let massagerB: Client;
let idA: number;
let idB: number;

/** The second massager, B. */
const LEELA: MassagerForm = {
  name: 'Leela Joshi',
  contact: '981234567890',
  email: 'lists.b@example.com',
  gender: 'female',
  username: 'leela',
  password: 'leela-secret',
  address: 'Aundh, Pune',
  age: '31',
  status: 'Active',
};

/** Deleted through the API by a test below. */
const TEMP_WORKER: MassagerForm = {
  name: 'Temp Worker',
  contact: '981234567891',
  email: 'temp.worker@example.com',
  gender: 'male',
  username: 'tempw',
  password: 'temp-secret',
  address: 'Warje',
  age: '40',
  status: 'Active',
};

/** Deleted straight from its table by a test below. */
const GONE_DIRECT: MassagerForm = {
  name: 'Gone Direct',
  contact: '981234567892',
  email: 'gone.direct@example.com',
  gender: 'female',
  username: 'goned',
  password: 'gone-secret',
  address: 'Bavdhan',
  age: '35',
  status: 'Active',
};

const book = (name: string, extra: Record<string, unknown> = {}) => bookNamed(server, name, extra);

const db = () => server.app.db;
const setBookedAt = (id: number, at: string) => db().updateTable('customers').set({ created_at: at }).where('id', '=', id).execute();

/** Every total (and the first page of each list) the API answers, against the base tables. */
async function expectEverythingMatches(): Promise<void> {
  const truth = await truthOf(db());
  await expectCountersMatch(db(), truth);
  const by = (status: Status, rows = truth) => rows.filter((t) => t.status === status).length;

  const massagerCount = Number(
    (
      await db()
        .selectFrom('massagers')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  expect((await admin.get(apiPath(ENDPOINTS.adminCounts))).body.data).toEqual({
    totalCustomerCount: truth.length,
    totalMassagerCount: massagerCount,
    totalPendingStatus: by('pending'),
    totalAcceptedStatus: by('accepted'),
    totalCompletedStatus: by('completed'),
  });

  const list = await admin.post(apiPath(ENDPOINTS.combinedListPage), { page: 1, per_page: 7 });
  expect(list.body.totalRecords).toBe(open(truth).length);
  expect(ids(list.body.data)).toEqual(ids(open(truth).slice(0, 7)));

  for (const [client, id] of [
    [massagerA, idA],
    [massagerB, idB],
  ] as const) {
    const mine = truth.filter((t) => t.massager_id === id);
    const panel = mine.filter((t) => t.status === 'pending' || t.status === 'accepted');
    // Total Customers opens the panel's list: it counts what that list shows.
    expect((await client.post(apiPath(ENDPOINTS.massagerCounts), {})).body.data).toEqual({
      totalCustomerCount: panel.length,
      totalAcceptedOrders: by('accepted', mine),
      totalCompletedOrders: by('completed', mine),
    });
    const answer = await client.post(apiPath(ENDPOINTS.assignedRequests), { role: 'massager', email: '', page: 1, records_per_page: 5 });
    expect(answer.body.totalRecords).toBe(panel.length);
    expect(ids(answer.body.data)).toEqual(ids(panel.slice(0, 5)));
  }

  for (const range of [
    { start_date: '2000-01-01', end_date: '2100-12-31' },
    { start_date: '2026-11-01', end_date: '2026-11-02' },
  ]) {
    const from = istStart(range.start_date);
    const to = istStart(range.end_date, 1);
    const inRange = truth.filter((t) => t.created_at >= from && t.created_at < to);
    for (const type of ['general', 'pending', 'accepted', 'completed'] as const) {
      const expected = type === 'general' ? inRange : inRange.filter((t) => t.status === type);
      const answer = await admin.post(apiPath(ENDPOINTS.adminReport), { ...range, report_type: type, page: 1, per_page: 4 });
      expect(answer.body.totalRecords).toBe(expected.length);
      expect(ids(answer.body.data, type === 'general' ? 'c_id' : 'customer_id')).toEqual(ids(expected.slice(0, 4)));
    }
    for (const [client, id] of [
      [massagerA, idA],
      [massagerB, idB],
    ] as const) {
      for (const [type, status] of [
        ['total_customers_by_massager', null],
        ['accepted_customers_by_massager', 'accepted'],
        ['completed_customers_by_massager', 'completed'],
      ] as const) {
        const expected = inRange.filter((t) => t.massager_id === id && (!status || t.status === status));
        const answer = await client.post(apiPath(ENDPOINTS.massagerReport), { ...range, report_type: type, page: 1, records_per_page: 4 });
        expect(answer.body.totalRecords).toBe(expected.length);
        expect(ids(answer.body.data, 'customer_id')).toEqual(ids(expected.slice(0, 4)));
      }
    }
  }
}

/** The UTC bound at the start of an India-time day (plus `days`). */
function istStart(day: string, days = 0): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_MS + days * 86_400_000).toISOString();
}

withTwoMassagers(LEELA, (staff) => {
  ({ server, admin, first: massagerA, firstId: idA, second: massagerB, secondId: idB } = staff);
  expect(staff.added.body.status).toBe('success');
});

describe('totals stay exact after every kind of write', () => {
  test('bookings, assignments, accept, reject, reassign, complete, edits, deletions and direct SQL', async () => {
    await expectEverythingMatches();
    const c: number[] = [];
    for (let i = 0; i < 12; i += 1) c.push(await book(`Customer ${String.fromCharCode(65 + i)} Kulkarni`));
    await expectEverythingMatches();

    // Booking times around the India-time midnight of 1-2 Nov 2026 (18:30 UTC).
    await setBookedAt(c[0]!, '2026-10-31T18:29:59.999Z');
    await setBookedAt(c[1]!, '2026-10-31T18:30:00.000Z');
    await setBookedAt(c[2]!, '2026-11-02T18:29:59.999Z');
    await setBookedAt(c[3]!, '2026-11-02T18:30:00.000Z');
    await setBookedAt(c[4]!, '2026-11-01T10:00:00.000Z');
    await expectEverythingMatches();

    const assign = (customer: number, massager: number) => admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: massager, customer_id: customer });
    for (const id of c.slice(0, 8)) expect((await assign(id, idA)).status).toBe(200);
    for (const id of c.slice(8, 11)) expect((await assign(id, idB)).status).toBe(200);
    await expectEverythingMatches();

    const act = (client: Client, requestId: number, status: string) => client.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId, status });
    expect((await act(massagerA, c[0]!, 'accepted')).status).toBe(200);
    expect((await act(massagerA, c[1]!, 'accepted')).status).toBe(200);
    expect((await act(massagerA, c[2]!, 'rejected')).status).toBe(200);
    expect((await act(massagerB, c[8]!, 'accepted')).status).toBe(200);
    await expectEverythingMatches();
    expect((await act(massagerA, c[1]!, 'completed')).status).toBe(200);
    expect((await act(massagerB, c[8]!, 'completed')).status).toBe(200);
    await expectEverythingMatches();

    // A rejected request assigned again (to the other massager) is pending again.
    expect((await assign(c[2]!, idB)).status).toBe(200);
    // Reassigning a pending one moves it between the massagers' counts.
    expect((await assign(c[3]!, idB)).status).toBe(200);
    await expectEverythingMatches();

    // Editing a customer (name and address) and deleting one with its request.
    const edit = await admin.post(apiPath(ENDPOINTS.updateCustomer), {
      c_id: c[4],
      name: 'Edited Person',
      contact: '9000000000',
      email: 'edited@example.com',
      address: 'Baner, Pune, 411045',
      prefgender: 'any',
      issue: '',
      therapy: '',
      appointment: '',
      age: 45,
      adate: '2026-12-01',
      atime: '17:30',
    });
    expect(edit.status).toBe(200);
    expect((await admin.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: c[0] })).status).toBe(200);
    expect((await admin.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: c[5] })).status).toBe(200);
    await expectEverythingMatches();

    // Writes that bypass the API (a script, psql): the triggers keep everything in step.
    await db().updateTable('requests').set({ status: 'completed' }).where('customer_id', '=', c[6]!).execute();
    await db().deleteFrom('requests').where('customer_id', '=', c[7]!).execute();
    await db()
      .insertInto('requests')
      .values({
        customer_id: c[11]!,
        massager_id: idB,
        massager_name: 'Leela Joshi',
        status: 'accepted',
        assigned_at: '2026-11-01T00:00:00.000Z',
        status_changed_at: '2026-11-01T00:00:00.000Z',
        accepted_at: null,
        rejected_at: null,
        completed_at: null,
      })
      .execute();
    await db().updateTable('requests').set({ massager_id: idA }).where('customer_id', '=', c[10]!).execute();
    await expectEverythingMatches();
    await db().deleteFrom('notifications').where('customer_id', '=', c[9]!).execute();
    await db().deleteFrom('requests').where('customer_id', '=', c[9]!).execute();
    await db().deleteFrom('customers').where('id', '=', c[9]!).execute();
    await expectEverythingMatches();
  });

  test('deleting a massager: open requests back to unassigned, completed history without a massager', async () => {
    const { added, client: temp, id: tempId } = await addSignedInMassager(server, admin, TEMP_WORKER);
    expect(added.body.status).toBe('success');
    const done = await book('Finished Client');
    const openOne = await book('Open Client');
    for (const id of [done, openOne]) await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: tempId, customer_id: id });
    await temp.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: done, status: 'accepted' });
    await temp.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: done, status: 'completed' });
    await temp.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: openOne, status: 'accepted' });
    await expectEverythingMatches();
    expect((await admin.post(apiPath(ENDPOINTS.deleteMassager), { m_id: tempId })).status).toBe(200);
    await expectEverythingMatches();
    const rows = await db().selectFrom('customers').select(['id', 'status', 'massager_id']).where('id', 'in', [done, openOne]).orderBy('id').execute();
    expect(rows.map((r) => ({ ...r, id: Number(r.id) }))).toEqual([
      { id: done, status: 'completed', massager_id: null },
      { id: openOne, status: 'pending', massager_id: null },
    ]);
  });

  test("a massager row deleted directly: the foreign key empties its requests' massager, and the copies follow", async () => {
    const { added, client: gone, id: goneId } = await addSignedInMassager(server, admin, GONE_DIRECT);
    expect(added.body.status).toBe('success');
    const customer = await book('Orphaned Client');
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: goneId, customer_id: customer });
    await gone.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: customer, status: 'accepted' });
    await expectEverythingMatches();
    await db().deleteFrom('massagers').where('id', '=', goneId).execute();
    const row = await db().selectFrom('customers').select(['status', 'massager_id']).where('id', '=', customer).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'accepted', massager_id: null });
    await expectEverythingMatches();
  });

  test('a random run of 120 writes keeps every total exact', async () => {
    let seed = 20261101;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
    const clients = [
      [massagerA, idA],
      [massagerB, idB],
    ] as const;
    for (let step = 0; step < 120; step += 1) {
      const customers = (await db().selectFrom('customers').select('id').execute()).map((r) => Number(r.id));
      const kind = random();
      if (kind < 0.25 || customers.length < 5) {
        const id = await book(pick(['Asha', 'Ravi', 'Sneha', 'Amit']) + ' ' + pick(['Patil', 'Joshi', 'Shinde']));
        if (random() < 0.5) await setBookedAt(id, new Date(Date.parse('2026-11-01T18:30:00.000Z') + Math.floor(random() * 4 - 2) * 3_600_000).toISOString());
      } else if (kind < 0.5) {
        await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: pick([idA, idB]), customer_id: pick(customers) });
      } else if (kind < 0.8) {
        const [client] = pick([...clients]);
        await client.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: pick(customers), status: pick(['accepted', 'rejected', 'completed']) });
      } else if (kind < 0.9) {
        await admin.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: pick(customers) });
      } else {
        await setBookedAt(pick(customers), new Date(Date.parse('2026-10-30T00:00:00.000Z') + Math.floor(random() * 96) * 3_600_000).toISOString());
      }
      if (step % 15 === 14) await expectEverythingMatches();
    }
  });
});

// ------------------------------------------------------------------------------------------------

/** Every page of a filter, concatenated; each page answers the same total; past the end: none. */
async function allPages(path: string, body: Record<string, string>, perPage: number): Promise<{ ids: number[]; total: number }> {
  const first = await admin.post(path, { ...body, page: 1, per_page: perPage });
  expect(first.status).toBe(200);
  const total = first.body.totalRecords as number;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const all = ids(first.body.data);
  for (let page = 2; page <= pages; page += 1) {
    const answer = await admin.post(path, { ...body, page, per_page: perPage });
    expect(answer.body.totalRecords).toBe(total);
    // Full pages, then the rest on the last one.
    expect(answer.body.data).toHaveLength(page < pages ? perPage : total - perPage * (pages - 1));
    all.push(...ids(answer.body.data));
  }
  const past = await admin.post(path, { ...body, page: pages + 1, per_page: perPage });
  expect(past.body).toEqual({ status: 'success', data: [], totalRecords: total });
  return { ids: all, total };
}

/** The whole-list form of the same filter (the spec's client paging), completed customers hidden as the screen hides them. */
async function wholeList(path: string, body: Record<string, string>): Promise<number[]> {
  const answer = await admin.post(path, body);
  return answer.body.data.filter((c: any) => c.status !== 'completed').map((c: any) => Number(c.id));
}

describe('name and address filters, paged on the server', () => {
  const addresses = [
    'Flat 4, Kothrud, Pune, 411038',
    'Lane 5, Karve Nagar, Kothrud, 411038',
    'Bungalow "Shanti", Warje, Pune, 411058',
    '100% Wellness Lane, Baner_Gaon, Pune',
    'Café Ærø, Müllerstraße 7, Zürich',
    'कोथरूड, पुणे, 411038',
    'Room 9, 😀 Tower, Aundh, Pune',
    "O'Brien House, Hadapsar",
  ];
  let made: number[] = [];

  beforeAll(async () => {
    made = [];
    for (let i = 0; i < 40; i += 1) {
      made.push(
        await book(`${['Asha', 'Sneha', 'Ravi', 'Vikram', 'Priya'][i % 5]} ${['Kulkarni', 'Patil', 'Deshpande', 'Gokhale'][i % 4]}`, {
          address: addresses[i % addresses.length],
        }),
      );
    }
    // Names with letters outside ASCII cannot be booked (letters and spaces only) but may be stored otherwise.
    for (const [i, name] of ['Zoë Ødegaard', 'ÉLODIE Durand', 'राहुल शर्मा'].entries()) {
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('customers').set({ name }).where('id', '=', made[i]!).execute();
          await rewriteSearchTerms(trx, made[i]!);
        });
    }
    // Some completed (hidden from the list) and spread booking times.
    for (const id of made.slice(3, 9)) await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idA, customer_id: id });
    for (const id of made.slice(3, 6)) {
      await massagerA.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: id, status: 'accepted' });
      await massagerA.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: id, status: 'completed' });
    }
    for (const [i, id] of made.entries()) await setBookedAt(id, new Date(Date.parse('2026-11-05T12:00:00.000Z') - (i % 7) * 3_600_000).toISOString());
  });

  const cases: [string, 'name' | 'address', string][] = [
    ['1 character', 'name', 'a'],
    ['1 character, upper case', 'name', 'K'],
    ['2 characters', 'name', 'sh'],
    ['2 characters, no match', 'name', 'qx'],
    ['3 characters', 'name', 'ash'],
    ['3+ characters, mixed case', 'name', 'kULKarni'],
    ['3+ characters with a space', 'name', 'ha kul'],
    ['rare: one customer', 'name', 'ødeg'],
    ['non-ASCII upper case as stored', 'name', 'ÉLODIE'],
    ['Devanagari', 'name', 'राहुल'],
    ['no match', 'name', 'zzzz'],
    ['address, 1 character', 'address', '9'],
    ['address, 2 characters', 'address', 'ko'],
    ['address, 3+ characters', 'address', 'kothrud'],
    ['address, pin code', 'address', '411038'],
    ['address, LIKE wildcards taken literally', 'address', '100%'],
    ['address, underscore taken literally', 'address', 'r_g'],
    ['address, a double quote', 'address', '"shanti"'],
    ['address, an apostrophe', 'address', "o'brien"],
    ['address, non-ASCII lower case', 'address', 'müller'],
    ['address, non-ASCII in another case', 'address', 'CAFÉ ærø'],
    ['address, Devanagari 2 characters', 'address', 'पु'],
    ['address, Devanagari', 'address', 'कोथरूड'],
    ['address, emoji', 'address', '😀 tow'],
  ];

  test.each(cases)('%s (%s, %p): every page equals the whole filtered list', async (_title, column, text) => {
    const path = column === 'name' ? apiPath(ENDPOINTS.customerNameFilter) : apiPath(ENDPOINTS.customerAddressFilter);
    const expected = await wholeList(path, { [column]: text });
    for (const perPage of [3, 10]) {
      const paged = await allPages(path, { [column]: text }, perPage);
      expect(paged.total).toBe(expected.length);
      expect(paged.ids).toEqual(expected);
    }
  });

  test.each([
    ['kulkarni', 'kothrud'],
    ['p', 'pune'],
    ['sneha', 'ko'],
    ['pa', '411038'],
    ['zzzz', 'pune'],
  ])('name %p and address %p together: the customers matching both, every page equal to the whole list', async (name, address) => {
    const expected = ids(open(await truthOf(db())).filter((t) => matchesWordStart(t.name, name) && matchesWordStart(t.address, address)));
    if (name !== 'zzzz') expect(expected.length).toBeGreaterThan(3);
    for (const path of [apiPath(ENDPOINTS.customerNameFilter), apiPath(ENDPOINTS.customerAddressFilter)]) {
      expect(await wholeList(path, { name, address })).toEqual(expected);
      for (const perPage of [3, 10]) {
        const paged = await allPages(path, { name, address }, perPage);
        expect(paged.total).toBe(expected.length);
        expect(paged.ids).toEqual(expected);
      }
    }
  });

  test('the text is found where it starts a word, whatever the case and the marks between words (examples)', async () => {
    const names = async (body: object) =>
      new Set((await admin.post(apiPath(ENDPOINTS.customerNameFilter), { ...body, page: 1, per_page: 100 })).body.data.map((c: any) => c.name));
    expect([...(await names({ name: 'KULKARNI' }))]).toEqual(expect.arrayContaining(['Asha Kulkarni', 'Ravi Kulkarni', 'Sneha Kulkarni']));
    expect([...(await names({ name: 'KULKARNI' }))].every((n) => /(^| )kulkarni/i.test(String(n)))).toBe(true);
    expect(await names({ name: 'kul' })).toEqual(await names({ name: 'KULKARNI' }));
    expect(await names({ name: 'asha k' })).toEqual(new Set(['Asha Kulkarni']));
    expect(await names({ name: '  Asha   KUL ' })).toEqual(new Set(['Asha Kulkarni']));
    // Inside a word is not the start of one.
    expect(await names({ name: 'ulkarni' })).toEqual(new Set());
    expect(await names({ name: 'ha kul' })).toEqual(new Set());
    // Letters outside ASCII fold the same way on both databases (JavaScript lower-cases both sides).
    expect(await names({ name: 'zoë ø' })).toEqual(new Set(['Zoë Ødegaard']));
    expect(await names({ name: 'ZOË' })).toEqual(new Set(['Zoë Ødegaard']));
    expect(await names({ name: 'élodie' })).toEqual(new Set(['ÉLODIE Durand']));
    expect(await names({ name: 'राहुल' })).toEqual(new Set(['राहुल शर्मा']));
    expect(await names({ name: 'शर्' })).toEqual(new Set(['राहुल शर्मा']));
    const addresses = async (address: string) =>
      new Set((await admin.post(apiPath(ENDPOINTS.customerAddressFilter), { address, page: 1, per_page: 100 })).body.data.map((c: any) => c.address));
    expect(await addresses('MÜLLER')).toEqual(new Set(['Café Ærø, Müllerstraße 7, Zürich']));
    expect(await addresses('gaon')).toEqual(new Set(['100% Wellness Lane, Baner_Gaon, Pune']));
    expect(await addresses('shanti warje')).toEqual(new Set(['Bungalow "Shanti", Warje, Pune, 411058']));
    expect(await addresses("o'brien")).toEqual(new Set(["O'Brien House, Hadapsar"]));
    expect(await addresses('brien')).toEqual(new Set(["O'Brien House, Hadapsar"]));
    // Only marks between words: no word to find.
    expect(await addresses('_')).toEqual(new Set());
    expect(await addresses('%')).toEqual(new Set());
  });

  test('a customer whose words start alike is found once', async () => {
    const id = await book('Sneha Snehal', { address: 'Snehal Villa, Sneha Lane, Kothrud' });
    for (const [path, body] of [
      [apiPath(ENDPOINTS.customerNameFilter), { name: 'sneh' }],
      [apiPath(ENDPOINTS.customerAddressFilter), { address: 'sneha' }],
      [apiPath(ENDPOINTS.customerNameFilter), { name: 'sneha', address: 's' }],
    ] as const) {
      const whole = await wholeList(path, body);
      expect(whole.filter((found) => found === id)).toEqual([id]);
      const paged = await allPages(path, body, 3);
      expect(paged.ids).toEqual(whole);
      expect(paged.total).toBe(new Set(whole).size);
    }
    await admin.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: id });
  });

  test('a customer written outside the API is found once its terms are written again', async () => {
    const { id } = await db()
      .insertInto('customers')
      .values(customerRow({ name: 'Imported Ingle', address: 'Imported Lane, Kothrud', created_at: '2026-11-05T13:00:00.000Z' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const path = apiPath(ENDPOINTS.customerNameFilter);
    const before = await allPages(path, { name: 'kul' }, 10);
    expect(await wholeList(path, { name: 'ingle' })).toEqual([]);
    expect(await rebuildSearchTerms(db())).toBeGreaterThan(40);
    expect(await wholeList(path, { name: 'ingle' })).toEqual([Number(id)]);
    expect((await allPages(path, { name: 'imported ing' }, 10)).ids).toEqual([Number(id)]);
    // Everyone else's terms are what they were.
    expect(await allPages(path, { name: 'kul' }, 10)).toEqual(before);
    await admin.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: Number(id) });
  });

  test('an empty filter is the whole open list', async () => {
    const truth = await truthOf(db());
    const paged = await allPages(apiPath(ENDPOINTS.customerNameFilter), { name: '' }, 10);
    expect(paged.ids).toEqual(ids(open(truth)));
  });

  test('right after writes', async () => {
    const check = async () => {
      for (const [column, text] of [
        ['name', 'kulkarni'],
        ['name', 'fresh'],
        ['address', 'kothrud'],
        ['address', 'brand new'],
      ] as const) {
        const path = column === 'name' ? apiPath(ENDPOINTS.customerNameFilter) : apiPath(ENDPOINTS.customerAddressFilter);
        const paged = await allPages(path, { [column]: text }, 4);
        expect(paged.ids).toEqual(await wholeList(path, { [column]: text }));
      }
    };
    const a = await book('Fresh Kulkarni', { address: 'Brand New Lane, Kothrud' });
    const b = await book('Another Fresh', { address: 'Brand New Road' });
    // Written as the API writes a change of name or address: with the customer's terms.
    const rename = (id: number, values: { name?: string; address?: string }) =>
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('customers').set(values).where('id', '=', id).execute();
          await rewriteSearchTerms(trx, id);
        });
    await rename(made[10]!, { name: 'Renamed Person', address: 'Elsewhere' });
    await admin.post(apiPath(ENDPOINTS.deleteCustomer), { customer_id: made[11] });
    await check();
    await admin.post(apiPath(ENDPOINTS.assignMassager), { massager_id: idA, customer_id: a });
    await massagerA.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: a, status: 'accepted' });
    await massagerA.post(apiPath(ENDPOINTS.updateRequestStatus), { requestId: a, status: 'completed' });
    await rename(b, { address: 'Brand New Avenue' });
    await check();
    expect(await wholeList(apiPath(ENDPOINTS.customerNameFilter), { name: 'renamed' })).toEqual([made[10]]);
    expect(await wholeList(apiPath(ENDPOINTS.customerAddressFilter), { address: 'brand new av' })).toEqual([b]);
    expect(await wholeList(apiPath(ENDPOINTS.customerAddressFilter), { address: 'brand new road' })).toEqual([]);
    // Completed: found by the whole list (which the screen filters), not by the paged one.
    expect((await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'fresh kul' })).body.data.map((c: any) => [c.id, c.status])).toEqual([
      [a, 'completed'],
    ]);
    expect((await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'fresh kul', page: 1, per_page: 10 })).body.totalRecords).toBe(0);
  });
});

// ------------------------------------------------------------------------------------------------

describe('migration 0002 upgrades an existing database', () => {
  test('counters, copies and search tables are backfilled from the data already there', async () => {
    let database: Kysely<Database>;
    let cleanup: () => Promise<void>;
    if (onPostgres) {
      const name = `wellness_upgrade_${process.pid}_${Date.now()}`;
      const adminClient = new PgClient({ connectionString: POSTGRES_ADMIN_URL });
      await adminClient.connect();
      await adminClient.query(`create database ${name}`);
      await adminClient.end();
      const url = new URL(POSTGRES_ADMIN_URL);
      url.pathname = `/${name}`;
      database = createDatabase({ databaseUrl: url.toString(), dataDir: '' });
      cleanup = async () => {
        await database.destroy();
        const c = new PgClient({ connectionString: POSTGRES_ADMIN_URL });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellness-upgrade-'));
      database = createDatabase({ databaseUrl: null, dataDir: dir });
      cleanup = async () => {
        await database.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      };
    }
    try {
      // A database of the first release: migration 0001 only, with data.
      const old = new Migrator({ db: database, provider: { getMigrations: async () => ({ '0001_initial': initial }) } });
      expect((await old.migrateToLatest()).error).toBeUndefined();
      const staff = async (email: string) =>
        Number(
          (
            await database
              .insertInto('staff')
              .values({ email, role: 'massager', password_hash: 'x', created_at: '2026-01-01T00:00:00.000Z' })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      const massager = async (email: string, name: string) =>
        Number(
          (
            await database
              .insertInto('massagers')
              .values({
                staff_id: await staff(email),
                name,
                contact: '9000000000',
                email,
                gender: 'Male',
                address: 'Pune',
                age: 30,
                username: email,
                status: 'Pending',
                created_at: '2026-01-01T00:00:00.000Z',
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      const m1 = await massager('m1@example.com', 'First Massager');
      const m2 = await massager('m2@example.com', 'Second Massager');
      const statuses: (Status | null)[] = [null, 'pending', 'accepted', 'rejected', 'completed'];
      for (let i = 0; i < 60; i += 1) {
        const created = new Date(Date.parse('2026-11-01T18:00:00.000Z') + i * 47 * 60_000).toISOString();
        const { id } = await database
          .insertInto('customers')
          .values(
            customerRow({
              name: `${['Asha', 'Ravi', 'Sneha'][i % 3]} ${['Kulkarni', 'Patil'][i % 2]}`,
              email: `c${i}@example.com`,
              address: `House ${i}, ${['Kothrud', 'Warje', 'Baner'][i % 3]}, Pune`,
              created_at: created,
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        const status = statuses[i % 5]!;
        if (status) {
          await database
            .insertInto('requests')
            .values({
              customer_id: Number(id),
              massager_id: i % 7 === 0 && status === 'completed' ? null : i % 2 ? m1 : m2,
              massager_name: 'Someone',
              status,
              assigned_at: created,
              status_changed_at: created,
              accepted_at: null,
              rejected_at: null,
              completed_at: null,
            })
            .execute();
        }
      }
      // Every migration after the first runs, in order.
      expect(await migrateToLatest(database)).toEqual(Object.keys(MIGRATIONS).slice(1));
      const truth = await truthOf(database);
      await expectCountersMatch(database, truth);
      if (!onPostgres) expect((await sql`select name from sqlite_master where name like 'customer_%_search%'`.execute(database)).rows).toEqual([]);
      if (onPostgres) {
        // Made by 0002, dropped by 0011: the filters read customer_search_terms.
        const trgm = await sql<{ indexname: string }>`select indexname from pg_indexes where indexname like 'customers_%_trgm' order by indexname`.execute(
          database,
        );
        expect(trgm.rows).toEqual([]);
      }

      for (const [column, text] of [
        ['name', 'kulkarni'],
        ['name', 'sn'],
        ['address', 'warje'],
        ['address', 'house 1'],
      ] as const) {
        const expected = open(truth).filter((t) => matchesWordStart(t[column], text));
        expect(expected.length).toBeGreaterThan(0);
        const page = await customerPage(database, { column, text }, 1, 100);
        expect(page.totalRecords).toBe(expected.length);
        expect(page.data.map((c) => c.id)).toEqual(ids(expected));
      }
      const report = await runReport(
        database,
        { kind: 'massager', type: 'total_customers_by_massager', massagerId: m1 },
        { startDate: '2026-11-02', endDate: '2026-11-02', page: 1, perPage: 100 },
      );
      const from = istStart('2026-11-02');
      const to = istStart('2026-11-02', 1);
      const expected = truth.filter((t) => t.massager_id === m1 && t.created_at >= from && t.created_at < to);
      expect(report.totalRecords).toBe(expected.length);
      expect(report.rows.map((r: any) => r.customer_id)).toEqual(ids(expected));
    } finally {
      await cleanup();
    }
  });
});

// ------------------------------------------------------------------------------------------------

describe('deep pages (whole days skipped through the counters, the older half read from the oldest end)', () => {
  let big: TestServer;
  let bigAdmin: Client;
  let bigMassager: Client;
  let massagerId: number;
  let truth: Truth[];

  beforeAll(async () => {
    big = await startServer();
    bigAdmin = await big.admin();
    bigMassager = await big.massager();
    massagerId = (await bigMassager.get(apiPath(ENDPOINTS.session))).body.massager_id;
    const statuses: (Status | null)[] = [null, 'pending', 'accepted', 'rejected', 'completed'];
    const first = ['Asha', 'Ravi', 'Sneha', 'Vikram', 'Priya', 'Amit'];
    for (let chunk = 0; chunk < 6; chunk += 1) {
      const values = Array.from({ length: 400 }, (_, k) => {
        const i = chunk * 400 + k;
        // Three customers share each booking time (the id breaks the tie); 2,400 over 10 India-time days.
        const created = new Date(Date.parse('2026-11-01T00:00:00.000Z') + Math.floor(i / 3) * 6 * 60_000).toISOString();
        return customerRow({
          name: `${first[i % 6]} ${['Kulkarni', 'Patil', 'Joshi'][(i % 7) % 3]}`,
          email: `d${i}@example.com`,
          address: `House ${i}, ${['Kothrud', 'Warje', 'Baner', 'Aundh'][i % 4]}, Pune`,
          created_at: created,
        });
      });
      const inserted = await big.app.db.insertInto('customers').values(values).returning('id').execute();
      const requests = inserted.flatMap(({ id }, k) => {
        const status = statuses[(chunk * 400 + k) % 5];
        return status
          ? [
              {
                customer_id: Number(id),
                massager_id: massagerId,
                massager_name: 'Ravi Patil',
                status,
                assigned_at: values[k]!.created_at,
                status_changed_at: values[k]!.created_at,
                accepted_at: null,
                rejected_at: null,
                completed_at: null,
              },
            ]
          : [];
      });
      await big.app.db.insertInto('requests').values(requests).execute();
      // Written directly, as a seeding script would: the terms are the API's to write, so written here.
      await big.app.db.transaction().execute(async (trx) => {
        for (const { id } of inserted) await rewriteSearchTerms(trx, Number(id));
      });
    }
    truth = await truthOf(big.app.db);
    await expectCountersMatch(big.app.db, truth);
  }, 60_000);
  afterAll(async () => {
    await big.close();
  });

  const pagesOf = (total: number, perPage: number) => {
    const last = Math.max(1, Math.ceil(total / perPage));
    return [
      ...new Set(
        [1, 2, 51, 52, Math.floor(last / 3), Math.floor(last / 2), Math.floor(last / 2) + 1, last - 60, last - 1, last, last + 1].filter((p) => p >= 1),
      ),
    ];
  };

  test('the customer list and its filters', async () => {
    const openRows = open(truth);
    const lists: [string, Record<string, string>, Truth[]][] = [
      [apiPath(ENDPOINTS.combinedListPage), {}, openRows],
      [apiPath(ENDPOINTS.customerNameFilter), { name: 'sneha' }, openRows.filter((t) => matchesWordStart(t.name, 'sneha'))],
      [apiPath(ENDPOINTS.customerNameFilter), { name: 'p' }, openRows.filter((t) => matchesWordStart(t.name, 'p'))],
      [apiPath(ENDPOINTS.customerAddressFilter), { address: 'warje' }, openRows.filter((t) => matchesWordStart(t.address, 'warje'))],
      [apiPath(ENDPOINTS.customerAddressFilter), { address: '7' }, openRows.filter((t) => matchesWordStart(t.address, '7'))],
      [apiPath(ENDPOINTS.customerAddressFilter), { address: 'house 12' }, openRows.filter((t) => matchesWordStart(t.address, 'house 12'))],
    ];
    for (const [path, body, expected] of lists) {
      for (const page of pagesOf(expected.length, 10)) {
        const answer = await bigAdmin.post(path, { ...body, page, per_page: 10 });
        expect({ path, body, page, total: answer.body.totalRecords, ids: ids(answer.body.data) }).toEqual({
          path,
          body,
          page,
          total: expected.length,
          ids: ids(expected.slice((page - 1) * 10, page * 10)),
        });
      }
    }
  });

  test('reports and the massager panel', async () => {
    const ranges = [
      { start_date: '2026-11-01', end_date: '2026-11-30' },
      { start_date: '2026-11-03', end_date: '2026-11-07' },
    ];
    for (const range of ranges) {
      const from = istStart(range.start_date);
      const to = istStart(range.end_date, 1);
      const inRange = truth.filter((t) => t.created_at >= from && t.created_at < to);
      for (const type of ['general', 'pending', 'completed'] as const) {
        const expected = type === 'general' ? inRange : inRange.filter((t) => t.status === type);
        for (const page of pagesOf(expected.length, 10)) {
          const answer = await bigAdmin.post(apiPath(ENDPOINTS.adminReport), { ...range, report_type: type, page, records_per_page: 10 });
          expect({ type, page, total: answer.body.totalRecords, ids: ids(answer.body.data, type === 'general' ? 'c_id' : 'customer_id') }).toEqual({
            type,
            page,
            total: expected.length,
            ids: ids(expected.slice((page - 1) * 10, page * 10)),
          });
        }
      }
      const mine = inRange.filter((t) => t.massager_id === massagerId);
      for (const page of pagesOf(mine.length, 10)) {
        const answer = await bigMassager.post(apiPath(ENDPOINTS.massagerReport), {
          ...range,
          report_type: 'total_customers_by_massager',
          page,
          records_per_page: 10,
        });
        expect({ page, total: answer.body.totalRecords, ids: ids(answer.body.data, 'customer_id') }).toEqual({
          page,
          total: mine.length,
          ids: ids(mine.slice((page - 1) * 10, page * 10)),
        });
      }
    }
    const panel = truth.filter((t) => t.massager_id === massagerId && (t.status === 'pending' || t.status === 'accepted'));
    for (const page of pagesOf(panel.length, 10)) {
      const answer = await bigMassager.post(apiPath(ENDPOINTS.assignedRequests), { role: 'massager', email: '', page, records_per_page: 10 });
      expect({ page, total: answer.body.totalRecords, ids: ids(answer.body.data) }).toEqual({
        page,
        total: panel.length,
        ids: ids(panel.slice((page - 1) * 10, page * 10)),
      });
    }
    // The PDF's rows: the newest 10,000 at most, here all of them, newest first.
    const all = await runReport(big.app.db, { kind: 'admin', type: 'general' }, { startDate: '2026-11-01', endDate: '2026-11-30', limit: 10_000 });
    expect(all.rows.map((r: any) => r.c_id)).toEqual(ids(truth));
  });
});

describe('locatePage', () => {
  const days = [
    { day: '2026-11-03', n: 400 },
    { day: '2026-11-02', n: 700 },
    { day: '2026-11-01', n: 900 },
  ];
  const counts = async () => days;

  test('shallow pages: the offset as it is, newest first', async () => {
    expect(await locatePage(2000, 0, 10, counts)).toEqual({ order: 'desc', skip: 0, count: 10, reverse: false, bound: null });
    expect(await locatePage(2000, 490, 10, counts)).toEqual({ order: 'desc', skip: 490, count: 10, reverse: false, bound: null });
  });

  test('deep pages skip whole days (India time) through the counts', async () => {
    // Offset 600: past the 400 rows of 3 Nov, 200 into 2 Nov; bound = start of 3 Nov, India time.
    expect(await locatePage(2000, 600, 10, counts)).toEqual({ order: 'desc', skip: 200, count: 10, reverse: false, bound: '2026-11-02T18:30:00.000Z' });
    expect(await locatePage(2000, 400, 10, counts)).toEqual({ order: 'desc', skip: 400, count: 10, reverse: false, bound: null });
  });

  test('the older half is read from the oldest end', async () => {
    expect(await locatePage(2000, 1990, 10, counts)).toEqual({ order: 'asc', skip: 0, count: 10, reverse: true, bound: null });
    expect(await locatePage(2000, 1995, 10, counts)).toEqual({ order: 'asc', skip: 0, count: 5, reverse: true, bound: null });
    // Offset 990: 1,000 rows are older, so still newest first (590 into 2 Nov).
    expect(await locatePage(2000, 990, 10, counts)).toEqual({ order: 'desc', skip: 590, count: 10, reverse: false, bound: '2026-11-02T18:30:00.000Z' });
    // Offset 1,000: 990 rows older than the page: past the 900 of 1 Nov, 90 into 2 Nov; bound = start of 2 Nov.
    expect(await locatePage(2000, 1000, 10, counts)).toEqual({ order: 'asc', skip: 90, count: 10, reverse: true, bound: '2026-11-01T18:30:00.000Z' });
    expect(await locatePage(2000, 2000, 10, counts)).toBeNull();
  });

  test('counts that do not add up to the total, or a day that is not a date, skip no day', async () => {
    expect(await locatePage(2001, 600, 10, counts)).toEqual({ order: 'desc', skip: 600, count: 10, reverse: false, bound: null });
    expect(await locatePage(2000, 600, 10, async () => [...days.slice(0, 2), { day: '', n: 900 }])).toEqual({
      order: 'desc',
      skip: 600,
      count: 10,
      reverse: false,
      bound: null,
    });
  });
});
