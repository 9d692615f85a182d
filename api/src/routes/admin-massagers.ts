import { ADMIN_MESSAGES, ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { signedInOf } from '../plugins/auth';
import { liftAdminLocks } from '../services/account-ceilings';
import { deleteMassager, editMassager, liftMassagerLocks, massagers, registerMassager } from '../services/massagers';
import { changeRoute, route, routeGroups } from './route';

export const adminMassagerRoutes = routeGroups(registrationRoutes, listRoutes, changeRoutes);

/** Registering a massager. */
function registrationRoutes(app: FastifyInstance): void {
  const { db } = app;
  route(app, ENDPOINTS.addMassager)(
    {
      summary: 'Register a massager (a staff account that can log in as massager)',
      description:
        'password is the SHA-256 hex. A taken e-mail or username answers 200 with status "error" and the message to show (spec section 8). The status starts as Pending whatever is sent.',
    },
    async (request) => {
      const refusal = await registerMassager(db, request.body);
      if (refusal !== null) return { status: 'error', message: refusal };
      return { status: 'success', message: ADMIN_MESSAGES.massagerRegistered };
    },
  );
}

/** The massager list and its name and address filters. */
function listRoutes(app: FastifyInstance): void {
  const { db } = app;
  route(app, ENDPOINTS.massagerList)({ summary: 'All massagers' }, async () => ({
    status: 'success',
    data: await massagers(db),
  }));

  route(app, ENDPOINTS.massagerNameFilter)({ summary: 'Massagers whose name contains the text (a bare list)' }, async (request) =>
    massagers(db, { column: 'name', text: request.body.name }),
  );

  route(app, ENDPOINTS.massagerAddressFilter)({ summary: 'Massagers whose address contains the text (a bare list)' }, async (request) =>
    massagers(db, { column: 'address', text: request.body.address }),
  );
}

/** Editing a massager, lifting its locks, deleting it. */
function changeRoutes(app: FastifyInstance): void {
  const { db } = app;
  changeRoute(app, ENDPOINTS.updateMassager)(
    { summary: "Edit a massager's profile (its login e-mail follows the new e-mail)", errors: [404, 409], success: ADMIN_MESSAGES.massagerUpdated },
    (request) => editMassager(db, request.body),
  );

  changeRoute(app, ENDPOINTS.liftAdminLock)(
    {
      summary: "Lift another admin account's login wait and reset lock (ours)",
      description:
        'A second admin unlocks an admin that strangers kept out; the operator can also run `npm run unlock -w api -- <email>` on the server. An e-mail that is not another admin account answers 404.',
      errors: [404],
      success: SERVER_MESSAGES.accountUnlocked,
    },
    (request) => liftAdminLocks(db, request.body.email, signedInOf(request).staffId),
  );

  changeRoute(app, ENDPOINTS.liftMassagerLock)(
    {
      summary: "Lift a massager's password-reset lock and login wait (ours)",
      description: 'Its wrong codes and wrong passwords are forgotten. The admin accounts are not unlocked this way (their lock ends after 24 hours).',
      errors: [404],
      success: SERVER_MESSAGES.accountUnlocked,
    },
    (request) => liftMassagerLocks(db, request.body.m_id),
  );

  route(app, ENDPOINTS.deleteMassager)(
    {
      summary: 'Delete a massager and its login',
      description: 'Its open requests go back to unassigned (pending); completed ones keep its name in the reports.',
      errors: [404],
    },
    async (request) => {
      await deleteMassager(db, request.body.m_id);
      return { status: 'massager deleted' };
    },
  );
}
