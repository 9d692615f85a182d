import { ADMIN_MESSAGES, ENDPOINTS, RECORDS_PER_PAGE } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { assignedMassagers, combinedList, dashboardTotals, filteredCustomers, searchMassagers } from '../services/admin-lists';
import { assignMassager, deleteCustomer, editCustomer } from '../services/customer-changes';
import { customerPage } from '../services/customers';
import { actorOf } from '../services/history';
import { changeRoute, route, routeGroups } from './route';

export const adminCustomerRoutes = routeGroups(listRoutes, filterRoutes, changeRoutes);

/** The dashboard totals and the customer lists. */
function listRoutes(app: FastifyInstance): void {
  const { db } = app;
  route(app, ENDPOINTS.adminCounts)({ summary: 'Dashboard totals' }, async () => ({ data: await dashboardTotals(db) }));

  const combinedSummary = 'Customers (newest first, with status and massager), massagers and requests in one list';
  const combinedDescription =
    'Items carry type Customer, Massager or Request. A Customer item has status (its request status, "pending" without a request) and massagerName (null until assigned).';
  route(app, ENDPOINTS.combinedList)({ summary: combinedSummary, description: combinedDescription }, () => combinedList(db));
  route(app, ENDPOINTS.combinedListPage)(
    {
      summary: combinedSummary,
      description: `${combinedDescription} With page (and per_page, default 10) it answers one page of the Customer items instead, completed ones hidden: {data, totalRecords}.`,
    },
    async (request) => {
      const { page, per_page: perPage } = request.body;
      if (page === undefined) return combinedList(db);
      return customerPage(db, undefined, page, perPage ?? RECORDS_PER_PAGE);
    },
  );

  route(app, ENDPOINTS.assignedMassagers)({ summary: 'Which massager each customer is assigned to' }, async () => ({ data: await assignedMassagers(db) }));
}

/** The customer filters and the assign dialog's massager search. */
function filterRoutes(app: FastifyInstance): void {
  const { db } = app;
  route(app, ENDPOINTS.customerNameFilter)(
    {
      summary: 'Customers whose name contains the text (case-insensitive)',
      description:
        'With an address as well, the customers matching both. With page (and per_page) it answers one page, completed ones hidden, with totalRecords.',
    },
    async (request) => filteredCustomers(db, request.body),
  );

  route(app, ENDPOINTS.customerAddressFilter)(
    {
      summary: 'Customers whose address contains the text (case-insensitive)',
      description: 'With a name as well, the customers matching both. With page (and per_page) it answers one page, completed ones hidden, with totalRecords.',
    },
    async (request) => filteredCustomers(db, request.body),
  );

  route(app, ENDPOINTS.searchMassagers)(
    { summary: 'Massagers for the assign dialog, by address text and gender (male, female, or any/empty for all)' },
    async (request) => ({ status: 'success', data: await searchMassagers(db, request.body) }),
  );
}

/** Assigning a massager, editing and deleting a customer. */
function changeRoutes(app: FastifyInstance): void {
  const { db, feed, reminders } = app;
  changeRoute(app, ENDPOINTS.assignMassager)(
    {
      summary: 'Assign a massager to a customer',
      description:
        "Refused (409) once the request is accepted, completed or cancelled, and when the visit does not fit the massager's schedule (its hours, time off, or another visit with the travel between them: the message names that visit); assigning a rejected request again sets it back to pending. `minutes` sets the visit's length. Notifies the massager in the same transaction.",
      errors: [404, 409],
      success: ADMIN_MESSAGES.assignSuccess,
    },
    async (request) => {
      const { customer_id, massager_id, minutes } = request.body;
      await assignMassager(db, customer_id, massager_id, actorOf(request.signedIn), minutes);
      feed.kick();
    },
  );

  changeRoute(app, ENDPOINTS.updateCustomer)(
    {
      summary: 'Edit a customer (including the appointment date and time)',
      description:
        "Records in the customer's history which fields changed (not their values). A new date, time or length (`minutes`) of a visit with a massager is checked against that massager's schedule (409 naming the clashing visit).",
      errors: [404, 409],
      success: ADMIN_MESSAGES.customerUpdated,
    },
    async (request) => {
      await editCustomer(db, request.body, actorOf(request.signedIn));
      // An accepted visit moved into a reminder's reach is reminded of at once, not at the next look.
      reminders.kick();
    },
  );

  route(app, ENDPOINTS.deleteCustomer)({ summary: 'Delete a customer with its request and notifications', errors: [404] }, async (request) => {
    await deleteCustomer(db, request.body.customer_id);
    return { status: 'customer deleted' };
  });
}
