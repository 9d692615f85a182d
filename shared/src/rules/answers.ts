/**
 * The JSON Schemas of the API's 200-answers, written once: the API serves them (Fastify's serializer and
 * the OpenAPI description) and the contract's answer types can be derived from them. Server-side only:
 * the browser reaches this module through `import type` at most, never as a value (the visitor's page
 * budget is tight), so it is not exported from the rules' index but as `@wellness/shared/rules/answers`.
 *
 * Objects are closed: a field they do not name is never sent, and in the API's tests (config.checkAnswers)
 * it fails the request, so that a route and its schema cannot drift apart. The builders keep their
 * arguments' literal types (`const` type parameters), so that a type can be derived from what they build.
 */

import { REQUEST_STATUSES, ROLES } from './constants';
import { BOOKING_STEPS, CUSTOMER_BOOKING_STATUSES } from './customerPage';
import { HISTORY_ACTOR_ROLES, HISTORY_EVENT_KINDS } from './history';
import { ASSIGN_OPTION_STATES } from './schedule';

/** A JSON Schema, as the builders below make it. */
export type JsonSchema = { readonly [key: string]: unknown };

/** A closed object: every property named, by default every one required. */
export function obj<const P extends Record<string, JsonSchema>, const R extends readonly (keyof P & string)[] = readonly (keyof P & string)[]>(
  properties: P,
  required?: R,
): { type: 'object'; properties: P; required: R; additionalProperties: false } {
  return { type: 'object', properties, required: (required ?? Object.keys(properties)) as R, additionalProperties: false };
}

export const str = { type: 'string' } as const;
export const strOrNull = { type: ['string', 'null'] } as const;
export const int = { type: 'integer' } as const;
export const intOrNull = { type: ['integer', 'null'] } as const;
export const bool = { type: 'boolean' } as const;
export const list = <const I extends JsonSchema>(items: I): { type: 'array'; items: I } => ({ type: 'array', items });
/** One of these texts. */
export const oneOfText = <const T extends readonly string[]>(values: T): { type: 'string'; enum: T } => ({ type: 'string', enum: values });
/** An object or null: closed, every property required. */
export function objOrNull<const P extends Record<string, JsonSchema>>(
  properties: P,
): { type: readonly ['object', 'null']; properties: P; required: readonly (keyof P & string)[]; additionalProperties: false } {
  return { type: ['object', 'null'], properties, required: Object.keys(properties), additionalProperties: false };
}

export const errorAnswer = obj({ status: { type: 'string', enum: ['error'] }, message: str, errors: { type: 'object', additionalProperties: str } }, [
  'status',
  'message',
]);

/** The answer of a change: 'success' with the message to show; add_massager.php also answers 'error' with 200. */
export const statusAnswer = obj({ status: oneOfText(['success', 'error']), message: str }, ['status']);

/** A change whose message is always there: 'success' and the message to show. */
const doneAnswer = obj({ status: oneOfText(['success']), message: str });

/** Who is signed in. */
export const sessionAnswer = obj({
  status: oneOfText(['success']),
  role: oneOfText(ROLES),
  email: str,
  massager_id: intOrNull,
  massager_name: strOrNull,
});

/** Signed in with the role, or refused with the message to show (200: spec section 8 tells them apart from a failed request). */
const loginAnswer = {
  anyOf: [obj({ status: oneOfText(['success']), role: oneOfText(ROLES) }), obj({ status: oneOfText(['error']), message: str })],
} as const;

const newPasswordAnswer = obj({ data: obj({ status: oneOfText(['success', 'error']), message: str, triesLeft: int }, ['status', 'message']) });

/** A person's own details (a customer's, a massager's), under the names the forms and the database give them. */
export const personalDetails = { name: str, contact: str, email: str, address: str, gender: str, age: int } as const;

/** A Customer item of cust_mas_requests_view.php and the customer filters (spec section 3). */
export const customerItem = obj({
  type: oneOfText(['Customer']),
  id: int,
  time: str,
  ...personalDetails,
  prefgender: str,
  issue: str,
  therapy: str,
  appointment: str,
  adate: strOrNull,
  atime: strOrNull,
  // The request's status, 'pending' when the customer has no request yet.
  status: oneOfText(REQUEST_STATUSES),
  massagerId: intOrNull,
  // null until a massager is assigned (the screen shows the label Assign).
  massagerName: strOrNull,
  // The booking's reference (null for bookings made before references).
  reference: strOrNull,
  // Its personal data has been erased (on request or after the retention period).
  erased: bool,
  // How long the visit holds its therapist, in minutes.
  minutes: int,
});

/** A massager of AdminPanelMassagerList.php and the massager filters. */
export const massagerItem = obj({
  id: int,
  m_id: int,
  ...personalDetails,
  username: str,
  status: str,
  // While resetting its password by code is locked (too many wrong codes): until when.
  resetLockedUntil: strOrNull,
  // While its logins wait (too many wrong passwords): until when.
  loginWaitUntil: strOrNull,
});

/** Both rows end with the therapist (null while none is assigned) and the request's status. */
const reportRowEnd = { massager_name: strOrNull, request_status: str } as const;

const generalReportFields = {
  c_id: int,
  c_name: str,
  c_contact: str,
  c_email: str,
  c_address: str,
  c_issue: str,
  c_therapy: str,
  c_age: int,
  c_gender: str,
  c_prefgender: str,
  c_time: str,
  c_appointment: str,
} as const;
const customerReportFields = {
  customer_id: int,
  customer_name: str,
  customer_contact: str,
  customer_email: str,
  customer_address: str,
  customer_issue: str,
  customer_therapy: str,
  customer_gender: str,
  age: int,
  prefgender: str,
  request_time: str,
  appointment: str,
} as const;

/** The general admin report's row (spec section 3). */
export const generalReportRow = obj({ ...generalReportFields, ...reportRowEnd });
/** The row of the other admin reports and of every massager report (spec section 3). */
export const customerReportRow = obj({ ...customerReportFields, ...reportRowEnd });

/**
 * What a report answer's rows are checked and serialized against: one closed object with the fields of
 * both rows (a union would be checked row by row); which of the two a report sends, its request says.
 */
const reportRow = obj({ ...generalReportFields, ...customerReportFields, ...reportRowEnd }, ['massager_name', 'request_status']);

export const reportAnswer = obj({ data: list(reportRow), totalRecords: int });

export const pdfAnswer = { description: 'The report as application/pdf (attachment)', type: 'string', format: 'binary' } as const;

/**
 * An item of the combined list: a Customer (customerItem), a Massager or a Request, told apart by
 * `type`; one closed object with every field of the three (a union would be checked item by item).
 */
export const combinedItem = obj(
  {
    ...customerItem.properties,
    type: oneOfText(['Customer', 'Massager', 'Request']),
    request_status: oneOfText(REQUEST_STATUSES),
  },
  ['type', 'id'],
);

const customerFilterAnswer = obj({ status: oneOfText(['success']), data: list(customerItem), totalRecords: int }, ['status', 'data']);

export const massagerMatch = obj({ massager_id: int, massager_name: str, massager_address: str, massager_gender: str });

export const adminCounts = obj({
  totalCustomerCount: int,
  totalMassagerCount: int,
  totalPendingStatus: int,
  totalAcceptedStatus: int,
  totalCompletedStatus: int,
});

/** A customer feedback video of the About Us page. */
export const feedbackVideo = obj({ feedbackID: int, feedbackName: str, feedbackLink: str });

/** An ALTCHA challenge: find the number n ≤ maxnumber with SHA-256(salt + n) = challenge. */
export const bookingChallenge = obj({ algorithm: oneOfText(['SHA-256']), challenge: str, maxnumber: int, salt: str, signature: str });

const bookingAnswer = obj({
  status: oneOfText(['success']),
  message: str,
  // The booking's random reference (never its id).
  reference: str,
  // The customer's private page of the booking (/booking/<token>); null when the booking repeats one of
  // the last day (its mail carried the link).
  link: strOrNull,
});

/** One event as customer_history.php answers it, newest first. */
export const historyEvent = obj({
  id: int,
  kind: oneOfText(HISTORY_EVENT_KINDS),
  // ISO time, UTC.
  at: str,
  actorRole: oneOfText(HISTORY_ACTOR_ROLES),
  // The admin's e-mail or the massager's name; null for the visitor and the server.
  actor: strOrNull,
  // The massager a (re)assignment went to, or the one a change of time by the customer let go.
  subject: strOrNull,
  // The previous massager of a reassignment, the fields an edit changed, a mail's kind and error, the
  // old and new visit of a change ("from … to …", India time).
  detail: strOrNull,
});

/** The customer's page as the API answers it: nothing about staff beyond the therapist's first name. */
export const customerBookingAnswer = obj({
  reference: strOrNull,
  status: oneOfText(CUSTOMER_BOOKING_STATUSES),
  // Each step reached, with its time (ISO, UTC); steps not reached are left out.
  timeline: list(obj({ step: oneOfText(BOOKING_STEPS), at: str })),
  // The scheduled visit (ISO, UTC) and its length, or null when no time is set.
  visitStart: strOrNull,
  visitMinutes: int,
  // The visitor's preferred visit as booked ("YYYY-MM-DD[ HH:MM]", or '').
  preferred: str,
  therapy: str,
  // Once the therapist has accepted: their first name.
  therapistFirstName: strOrNull,
  mayCancel: bool,
  // Whether the page offers another date and time (same rule as mayCancel, a rejected request included).
  mayChange: bool,
  // The booking's area (from its address) and preferred gender, for the free times the page offers.
  area: str,
  preferGender: str,
});

/** What customer_data.php answers: the customer's own data, nothing about staff beyond a first name. */
export const customerDataAnswer = obj({
  exportedAt: str,
  booking: obj({
    reference: strOrNull,
    createdAt: str,
    ...personalDetails,
    preferGender: str,
    issue: str,
    therapy: str,
    preferred: str,
    visitStart: strOrNull,
    visitMinutes: int,
    status: oneOfText(CUSTOMER_BOOKING_STATUSES),
    therapistFirstName: strOrNull,
    consentAt: strOrNull,
    consentVersion: strOrNull,
  }),
  // Oldest first; who acted by role only.
  history: list(obj({ kind: oneOfText(HISTORY_EVENT_KINDS), at: str, by: oneOfText(HISTORY_ACTOR_ROLES), text: str })),
  mails: list(obj({ kind: str, subject: str, queuedAt: str, sentAt: strOrNull })),
});

export const notificationItem = obj({ id: int, customerName: str, message: str, massagerName: strOrNull, time: str, notify: oneOfText(['read', 'unread']) });

const notificationAnswer = obj({
  status: oneOfText(['success']),
  // count: the unread ones, whatever the list holds (at most the newest 100).
  data: obj({ count: int, notifications: list(notificationItem) }),
});

/** One attempt to send a mail, as the admin's mail log lists it (never a body). */
export const mailLogItem = obj({ id: int, time: str, to: str, subject: str, kind: str, outcome: str, detail: strOrNull });

const mailLogAnswer = obj({
  data: list(mailLogItem),
  totalRecords: int,
  // Customer mails waiting in the outbox for SMTP.
  waiting: int,
});

export const massagerCounts = obj({ totalCustomerCount: int, totalAcceptedOrders: int, totalCompletedOrders: int });

/** A row of the massager's customer list (spec section 3). */
export const assignedRequest = obj({
  id: int,
  requestId: int,
  requestTime: str,
  name: str,
  contact: str,
  email: str,
  issue: str,
  therapy: str,
  gender: str,
  address: str,
  appointment: str,
  status: str,
});

const assignedRequestsAnswer = obj({ data: list(assignedRequest), totalRecords: int, massager_id: int });

// ---------------------------------------------------------------- the schedule

/** A day's working hours, or null: a day off. */
export const dayHours = objOrNull({ opens: str, closes: str });

/** One day of the visitor's availability: each slot still ahead, with how many therapists are free for it. */
export const availabilityDay = obj({ date: str, slots: list(obj({ time: str, free: int })) });

const availabilityAnswer = obj({
  days: list(availabilityDay),
  // The first day of the answer with a free slot, or null.
  nextFreeDay: strOrNull,
});

/** A massager's working hours (Sunday first) and whether they are its own or the centre's. */
const hoursAnswer = obj({ massagerId: int, hours: list(dayHours), custom: bool });

/** Time off, its start and end as ISO instants (UTC). */
export const timeOffItem = obj({ id: int, start: str, end: str, note: strOrNull });

/** A visit in a schedule: its booking, its time and what stands between it and the visit before. */
export const scheduleVisit = obj({
  customerId: int,
  reference: strOrNull,
  name: str,
  // Where the therapist goes and how to call: the admin's day view opens a visit's details.
  address: str,
  contact: str,
  area: strOrNull,
  status: oneOfText(REQUEST_STATUSES),
  // ISO instant (UTC).
  start: str,
  minutes: int,
  // Travel minutes from the therapist's previous visit that day (null: the first of the day).
  travelBefore: intOrNull,
});

const scheduleDayAnswer = obj({
  date: str,
  massagers: list(obj({ id: int, name: str, gender: str, hours: dayHours, timeOff: list(timeOffItem), visits: list(scheduleVisit) })),
  // Visits of the day with no therapist yet.
  unassigned: list(scheduleVisit),
});

export const assignOption = obj({
  massagerId: int,
  state: oneOfText(ASSIGN_OPTION_STATES),
  // The clashing visit, for 'busy'.
  clash: objOrNull({ reference: str, when: str }),
});

/** One of the massager's visits in My visits. */
export const myVisit = obj({
  requestId: int,
  reference: strOrNull,
  name: str,
  contact: str,
  address: str,
  area: strOrNull,
  issue: str,
  therapy: str,
  status: oneOfText(REQUEST_STATUSES),
  // ISO instant (UTC); null: no time set yet.
  start: strOrNull,
  minutes: int,
});

const myVisitsAnswer = obj({
  data: list(myVisit),
  // When the server answered (ISO), so that a copy read offline can say how old it is.
  fetchedAt: str,
});

// ---------------------------------------------------------------- every route's answer

/**
 * The 200-answer of every endpoint of the contract, by its name in ENDPOINTS: the API registers each
 * route with its entry here (its route() also checks that every endpoint has one), and the contract's
 * answer types are derived from these (FromSchema). null: a stream, described in words.
 */
export const ANSWERS = {
  login: loginAnswer,
  logout: doneAnswer,
  session: sessionAnswer,
  forgotPassword: obj({ message: str }),
  newPassword: newPasswordAnswer,

  addCustomer: bookingAnswer,
  bookingChallenge,
  feedbackVideos: obj({ data: list(feedbackVideo) }),
  customerBooking: customerBookingAnswer,
  customerCancel: doneAnswer,
  customerChange: doneAnswer,
  customerData: customerDataAnswer,
  customerErase: doneAnswer,

  adminCounts: obj({ data: adminCounts }),
  combinedList: obj({ data: list(combinedItem) }),
  combinedListPage: obj({ data: list(combinedItem), totalRecords: int }, ['data']),
  assignedMassagers: obj({ data: list(obj({ customerId: int, massagerId: int })) }),
  customerNameFilter: customerFilterAnswer,
  customerAddressFilter: customerFilterAnswer,
  searchMassagers: obj({ status: oneOfText(['success']), data: list(massagerMatch) }),
  assignMassager: statusAnswer,
  updateCustomer: statusAnswer,
  deleteCustomer: obj({ status: oneOfText(['customer deleted']) }),
  customerHistory: obj({ status: oneOfText(['success']), data: list(historyEvent) }),
  eraseCustomer: statusAnswer,

  addMassager: statusAnswer,
  massagerList: obj({ status: oneOfText(['success']), data: list(massagerItem) }),
  massagerNameFilter: list(massagerItem),
  massagerAddressFilter: list(massagerItem),
  updateMassager: statusAnswer,
  liftMassagerLock: statusAnswer,
  liftAdminLock: statusAnswer,
  deleteMassager: obj({ status: oneOfText(['massager deleted']) }),

  adminVideos: obj({ data: list(feedbackVideo) }),
  updateVideo: statusAnswer,
  adminReport: reportAnswer,
  totalReportPdf: pdfAnswer,
  pendingReportPdf: pdfAnswer,
  acceptedReportPdf: pdfAnswer,
  completedReportPdf: pdfAnswer,
  mailLog: mailLogAnswer,

  notifications: notificationAnswer,
  notificationStream: null,

  massagerCounts: obj({ data: massagerCounts }),
  assignedRequests: assignedRequestsAnswer,
  updateRequestStatus: statusAnswer,
  massagerReport: reportAnswer,
  massagerTotalReportPdf: pdfAnswer,
  massagerCompletedReportPdf: pdfAnswer,
  massagerAcceptedReportPdf: pdfAnswer,

  availability: availabilityAnswer,
  massagerHours: hoursAnswer,
  updateMassagerHours: statusAnswer,
  timeOffList: obj({ data: list(timeOffItem) }),
  addTimeOff: statusAnswer,
  deleteTimeOff: statusAnswer,
  scheduleDay: scheduleDayAnswer,
  assignOptions: obj({ data: list(assignOption), start: strOrNull, minutes: int }),
  myVisits: myVisitsAnswer,

  health: obj({ status: oneOfText(['ok']), database: oneOfText(['ok']), time: str }),
  healthLive: obj({ status: oneOfText(['ok']) }),
  healthReady: obj({ status: oneOfText(['ready']), database: str, disk: str, migrations: str }),
} as const;
