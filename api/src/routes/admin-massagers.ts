import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ADMIN_MESSAGES,
  ENDPOINTS,
  MASSAGER_INITIAL_STATUS,
  massagerEditRequestSchema,
  massagerAddressFilterRequestSchema,
  massagerIdRequestSchema,
  massagerNameFilterRequestSchema,
  massagerRegistrationRequestSchema,
  SERVER_MESSAGES,
} from '@wellness/shared/rules';
import type { InferType } from 'yup';
import type { RouteContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { Database, Massager } from '../db/schema';
import { requireRole } from '../plugins/auth';
import { bodyOf } from '../plugins/validation';
import { nowIso } from '../services/clock';
import { liftLocks } from '../services/account-ceilings';
import { hashSecret, isCommonPasswordHash } from '../services/passwords';
import { containsIgnoringCase } from '../services/text-search';
import { errorAnswer, list, massagerItem, obj, staffErrors, statusAnswer, str } from './schemas';

type MassagerRow = Massager & { reset_locked_until: string | null; login_retry_at: string | null };

/** A lock time while it holds, else null. */
const whileLocked = (until: string | null, now: string) => (until && until > now ? until : null);

function massagerView(m: MassagerRow, now = nowIso()) {
  return {
    id: m.id,
    m_id: m.id,
    name: m.name,
    contact: m.contact,
    email: m.email,
    gender: m.gender,
    address: m.address,
    age: m.age,
    username: m.username,
    status: m.status,
    resetLockedUntil: whileLocked(m.reset_locked_until, now),
    loginWaitUntil: whileLocked(m.login_retry_at, now),
  };
}

async function massagers(db: Kysely<Database>, filter?: { column: 'name' | 'address'; text: string }) {
  let query = db
    .selectFrom('massagers')
    .innerJoin('staff', 'staff.id', 'massagers.staff_id')
    .selectAll('massagers')
    .select(['staff.reset_locked_until', 'staff.login_retry_at'])
    .orderBy('massagers.name')
    .orderBy('massagers.id');
  if (filter) query = query.where(containsIgnoringCase(`massagers.${filter.column}`, filter.text));
  const now = nowIso();
  return (await query.execute()).map((row) => massagerView(row, now));
}

export async function adminMassagerRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  const admin = requireRole(db, 'admin');

  app.post<{ Body: InferType<typeof massagerRegistrationRequestSchema> }>(
    ENDPOINTS.addMassager.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Register a massager (a staff account that can log in as massager)',
        description:
          'password is the SHA-256 hex. A taken e-mail or username answers 200 with status "error" and the message to show (spec section 8). The status starts as Pending whatever is sent.',
        body: bodyOf(massagerRegistrationRequestSchema),
        response: { 200: statusAnswer, ...staffErrors },
      },
    },
    async (request) => {
      const b = request.body;
      if (isCommonPasswordHash(b.password)) return { status: 'error', message: SERVER_MESSAGES.passwordTooCommon };
      const taken = await db.selectFrom('staff').select('id').where('email', '=', b.email).executeTakeFirst();
      if (taken) return { status: 'error', message: SERVER_MESSAGES.emailTaken };
      const nameTaken = await db.selectFrom('massagers').select('id').where('username', '=', b.username).executeTakeFirst();
      if (nameTaken) return { status: 'error', message: SERVER_MESSAGES.usernameTaken };
      const passwordHash = await hashSecret(b.password);
      const now = nowIso();
      try {
        await db.transaction().execute(async (trx) => {
          const staff = await trx
            .insertInto('staff')
            .values({ email: b.email, role: 'massager', password_hash: passwordHash, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('massagers')
            .values({
              staff_id: staff.id,
              name: b.name,
              contact: b.contact,
              email: b.email,
              gender: b.gender,
              address: b.address,
              age: b.age,
              username: b.username,
              status: MASSAGER_INITIAL_STATUS,
              created_at: now,
            })
            .execute();
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { status: 'error', message: SERVER_MESSAGES.emailTaken };
        throw error;
      }
      return { status: 'success', message: ADMIN_MESSAGES.massagerRegistered };
    },
  );

  app.get(
    ENDPOINTS.massagerList.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'All massagers',
        response: { 200: obj({ status: str, data: list(massagerItem) }), ...staffErrors },
      },
    },
    async () => ({ status: 'success', data: await massagers(db) }),
  );

  app.post<{ Body: InferType<typeof massagerNameFilterRequestSchema> }>(
    ENDPOINTS.massagerNameFilter.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Massagers whose name contains the text (a bare list)',
        body: bodyOf(massagerNameFilterRequestSchema),
        response: { 200: list(massagerItem), ...staffErrors },
      },
    },
    async (request) => massagers(db, { column: 'name', text: request.body.name }),
  );

  app.post<{ Body: InferType<typeof massagerAddressFilterRequestSchema> }>(
    ENDPOINTS.massagerAddressFilter.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Massagers whose address contains the text (a bare list)',
        body: bodyOf(massagerAddressFilterRequestSchema),
        response: { 200: list(massagerItem), ...staffErrors },
      },
    },
    async (request) => massagers(db, { column: 'address', text: request.body.address }),
  );

  app.post<{ Body: InferType<typeof massagerEditRequestSchema> }>(
    ENDPOINTS.updateMassager.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Edit a massager's profile (its login e-mail follows the new e-mail)",
        body: bodyOf(massagerEditRequestSchema),
        response: { 200: statusAnswer, 404: errorAnswer, 409: errorAnswer, ...staffErrors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const massager = await db.selectFrom('massagers').select(['id', 'staff_id', 'email']).where('id', '=', b.m_id).executeTakeFirst();
      if (!massager) return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.massagerNotFound });
      const clash = await db
        .selectFrom('staff')
        .select('id')
        .where('email', '=', b.email)
        .where('id', '!=', massager.staff_id)
        .executeTakeFirst();
      if (clash) return reply.code(409).send({ status: 'error', message: SERVER_MESSAGES.emailTaken });
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('massagers')
            .set({ name: b.name, contact: b.contact, email: b.email, address: b.address, age: b.age })
            .where('id', '=', massager.id)
            .execute();
          await trx.updateTable('staff').set({ email: b.email }).where('id', '=', massager.staff_id).execute();
          await trx.updateTable('requests').set({ massager_name: b.name }).where('massager_id', '=', massager.id).execute();
          // A new login e-mail: whoever is signed in under the old one is signed out.
          if (b.email !== massager.email) await trx.deleteFrom('sessions').where('staff_id', '=', massager.staff_id).execute();
        });
      } catch (error) {
        if (isUniqueViolation(error)) return reply.code(409).send({ status: 'error', message: SERVER_MESSAGES.emailTaken });
        throw error;
      }
      return { status: 'success', message: ADMIN_MESSAGES.massagerUpdated };
    },
  );

  app.post<{ Body: InferType<typeof massagerIdRequestSchema> }>(
    ENDPOINTS.liftMassagerLock.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Lift a massager's password-reset lock and login wait (ours)",
        description: 'Its wrong codes and wrong passwords are forgotten. The admin accounts are not unlocked this way (their lock ends after 24 hours).',
        body: bodyOf(massagerIdRequestSchema),
        response: { 200: statusAnswer, 404: errorAnswer, ...staffErrors },
      },
    },
    async (request, reply) => {
      const massager = await db.selectFrom('massagers').select('staff_id').where('id', '=', request.body.m_id).executeTakeFirst();
      if (!massager) return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.massagerNotFound });
      await liftLocks(db, massager.staff_id);
      return { status: 'success', message: SERVER_MESSAGES.accountUnlocked };
    },
  );

  app.post<{ Body: InferType<typeof massagerIdRequestSchema> }>(
    ENDPOINTS.deleteMassager.path,
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a massager and its login',
        description:
          'Its open requests go back to unassigned (pending); completed ones keep its name in the reports.',
        body: bodyOf(massagerIdRequestSchema),
        response: { 200: statusAnswer, 404: errorAnswer, ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = request.body.m_id;
      const deleted = await db.transaction().execute(async (trx) => {
        const massager = await trx.selectFrom('massagers').select(['id', 'staff_id']).where('id', '=', id).executeTakeFirst();
        if (!massager) return false;
        await trx.deleteFrom('requests').where('massager_id', '=', id).where('status', '!=', 'completed').execute();
        await trx.updateTable('requests').set({ massager_id: null }).where('massager_id', '=', id).execute();
        await trx.deleteFrom('notifications').where('massager_id', '=', id).execute();
        await trx.deleteFrom('massagers').where('id', '=', id).execute();
        await trx.deleteFrom('sessions').where('staff_id', '=', massager.staff_id).execute();
        await trx.deleteFrom('otp_codes').where('staff_id', '=', massager.staff_id).execute();
        await trx.deleteFrom('staff').where('id', '=', massager.staff_id).execute();
        return true;
      });
      if (!deleted) return reply.code(404).send({ status: 'error', message: SERVER_MESSAGES.massagerNotFound });
      return { status: 'massager deleted' };
    },
  );
}
