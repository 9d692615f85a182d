import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './clock';
import { insertMassager } from './massagers';
import { hashSecret, sha256Hex } from './passwords';

/** The demo accounts of api/README.md (plain passwords; the client sends their SHA-256). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@kothrudwellness.demo', password: 'Admin@1234' },
  massager: {
    email: 'massager@kothrudwellness.demo',
    password: 'Massager@1234',
    name: 'Ravi Patil',
    username: 'ravi',
    contact: '9800000001',
    gender: 'Male',
    address: 'Karve Road, Kothrud, Pune, 411038',
    age: 32,
  },
} as const;

/** Placeholder customer-feedback videos for the About Us page; the admin replaces them. */
const DEMO_VIDEOS = [
  { name: 'Customer feedback 1', link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  { name: 'Customer feedback 2', link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  { name: 'Customer feedback 3', link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
];

/** The stored form of a plain password: scrypt of its SHA-256 hex, exactly as if the client had sent it. */
async function storedPassword(plain: string): Promise<string> {
  return hashSecret(sha256Hex(plain));
}

/** Makes sure ADMIN_EMAIL exists as an admin (created with ADMIN_PASSWORD; an existing password is kept). */
export async function ensureAdmin(db: Kysely<Database>, log: FastifyBaseLogger, email: string | null, password: string | null): Promise<void> {
  if (!email) return;
  const existing = await db.selectFrom('staff').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  if (existing) {
    if (existing.role !== 'admin') log.warn({ email }, 'ADMIN_EMAIL belongs to a massager account; it was left as it is');
    return;
  }
  if (!password) {
    log.warn({ email }, 'ADMIN_EMAIL is set without ADMIN_PASSWORD: no admin was created');
    return;
  }
  await db
    .insertInto('staff')
    .values({ email, role: 'admin', password_hash: await storedPassword(password), created_at: nowIso() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  log.info({ email }, 'admin account created from ADMIN_EMAIL');
}

/**
 * On an empty database: the demo admin, the demo massager and the video links. The emptiness check and
 * the inserts share one write transaction, so instances starting together on an empty database seed it
 * once (SQLite's write lock, and on PostgreSQL the start's advisory lock, put them one after the other).
 */
export async function seedDemo(db: Kysely<Database>, log: FastifyBaseLogger): Promise<void> {
  // The usual case, a database in use, without hashing the demo passwords.
  if (await db.selectFrom('staff').select('id').limit(1).executeTakeFirst()) return;
  const { admin, massager } = DEMO_ACCOUNTS;
  const [adminHash, massagerHash] = await Promise.all([storedPassword(admin.password), storedPassword(massager.password)]);
  const seeded = await db.transaction().execute(async (trx) => {
    const counts = await trx
      .selectNoFrom((eb) => [
        eb
          .selectFrom('staff')
          .select(sql<number>`count(*)`.as('n'))
          .as('staff'),
        eb
          .selectFrom('customers')
          .select(sql<number>`count(*)`.as('n'))
          .as('customers'),
        eb
          .selectFrom('feedback_videos')
          .select(sql<number>`count(*)`.as('n'))
          .as('videos'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(counts.staff) + Number(counts.customers) + Number(counts.videos) > 0) return false;
    const now = nowIso();
    await trx.insertInto('staff').values({ email: admin.email, role: 'admin', password_hash: adminHash, created_at: now }).execute();
    await insertMassager(trx, massager, massagerHash, now);
    await trx
      .insertInto('feedback_videos')
      .values(DEMO_VIDEOS.map((video) => ({ ...video, updated_at: now })))
      .execute();
    return true;
  });
  if (seeded) log.info({ admin: admin.email, massager: massager.email }, 'empty database: demo accounts and video links seeded');
}
