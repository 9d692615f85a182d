/**
 * The HTTP contract: every route the API serves (spec section 7 and ours), by name, each one entry with
 * its path, its method, who may call it, the schema of what it takes (the one the forms run) and the
 * answer it sends with 200. The API registers each route from its entry (`route()` of
 * api/src/routes/route.ts: the path, the role check and the validation come from here); the front end
 * calls them through `call` of `@wellness/shared/client`, which also exports this map, so that a public
 * page's first paint does not carry it. Refusals (400, 401, 403, 404, 409, 429) answer
 * {status: 'error', message} and reach the caller as failed calls.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { AnyObjectSchema, InferType } from 'yup';
import type * as answers from './answers';
import type { Role } from './constants';
import {
  addressFilterRequestSchema,
  adminLockRequestSchema,
  adminReportRequestSchema,
  assignmentRequestSchema,
  assignOptionsRequestSchema,
  availabilityQuerySchema,
  bookingRequestSchema,
  bookingTokenSchema,
  customerChangeSchema,
  customerEditRequestSchema,
  customerIdRequestSchema,
  customerListRequestSchema,
  dateRangeRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  mailLogRequestSchema,
  massagerAddressFilterRequestSchema,
  massagerCountRequestSchema,
  massagerCustomerListRequestSchema,
  massagerEditRequestSchema,
  massagerIdRequestSchema,
  massagerNameFilterRequestSchema,
  massagerRegistrationRequestSchema,
  massagerReportPdfRequestSchema,
  massagerReportRequestSchema,
  massagerScheduleRequestSchema,
  massagerSearchRequestSchema,
  nameFilterRequestSchema,
  newPasswordRequestSchema,
  notificationRequestSchema,
  requestStatusUpdateSchema,
  scheduleDayRequestSchema,
  timeOffIdRequestSchema,
  timeOffRequestSchema,
  videoLinkUpdateSchema,
  weeklyHoursRequestSchema,
} from './schemas';

// ---------------------------------------------------------------- the shape of an entry

/** Who may call an endpoint: anyone, or a session of one of these roles (401 without one, 403 for another role). */
export type Audience = 'public' | readonly Role[];

export interface Endpoint<Body = unknown, Answer = unknown, Schema extends AnyObjectSchema | undefined = AnyObjectSchema | undefined> {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly audience: Audience;
  /** What it takes, checked by the API and by the forms alike: a POST's body, a GET's query. */
  readonly request: Schema;
  /** Types only, never set: what a caller sends and what the route answers. */
  readonly types?: { body: Body; answer: Answer };
}

export type BodyOf<E> = E extends Endpoint<infer Body> ? Body : never;
export type AnswerOf<E> = E extends Endpoint<unknown, infer Answer> ? Answer : never;
/** The request as the API has it once checked (yup's output: defaults filled in, text trimmed). */
export type CheckedRequestOf<E> = E extends Endpoint<unknown, unknown, infer S> ? (S extends AnyObjectSchema ? InferType<S> : undefined) : never;

const PUBLIC = 'public';
const ADMIN: readonly Role[] = ['admin'];
const MASSAGER: readonly Role[] = ['massager'];
const STAFF: readonly Role[] = ['admin', 'massager'];

/** `get<Answer>()(path, audience, query?)`: the answer is named, the query's schema inferred. A GET's query goes in axios' `params`. */
const get =
  <Answer>() =>
  <S extends AnyObjectSchema | undefined = undefined>(
    path: string,
    audience: Audience,
    request?: S,
  ): Endpoint<undefined, Answer, S> & { readonly method: 'GET' } => ({
    path,
    method: 'GET',
    audience,
    request: request as S,
  });
/** `post<Answer>()(path, audience, body?)`: the answer is named, the body's type comes from its schema. */
const post =
  <Answer>() =>
  <S extends AnyObjectSchema | undefined = undefined>(
    path: string,
    audience: Audience,
    request?: S,
  ): Endpoint<S extends AnyObjectSchema ? RequestOf<S> : undefined, Answer, S> & { readonly method: 'POST' } => ({
    path,
    method: 'POST',
    audience,
    request: request as S,
  });

/** A field as a form sends it: digits may stand for a number, and the server checks a choice's text itself. */
type Sent<T> = T extends number ? number | string : T extends string ? string : T;
type Fields<S extends AnyObjectSchema> = { [K in keyof InferType<S>]: Sent<InferType<S>[K]> };
/** The fields a schema fills in when they are missing (its defaults). */
type Defaulted<S extends AnyObjectSchema> = {
  [K in keyof S['__default']]-?: undefined extends S['__default'][K] ? never : K;
}[keyof S['__default']];

/** The body of a route whose yup schema (shared with the forms) is S: the fields it defaults may be left out. */
export type RequestOf<S extends AnyObjectSchema> = Omit<Fields<S>, Defaulted<S>> & Partial<Pick<Fields<S>, Defaulted<S> & keyof Fields<S>>>;

// ---------------------------------------------------------------- answers

/** The type of an answer schema of answers.ts (where each one is described). */
type Of<S extends JSONSchema> = FromSchema<S>;

export type StatusAnswer = Of<typeof answers.statusAnswer>;
export type LoginAnswer = Of<typeof answers.ANSWERS.login>;
export type SessionAnswer = Of<typeof answers.sessionAnswer>;
export type NewPasswordAnswer = Of<typeof answers.ANSWERS.newPassword>;
export type BookingAnswer = Of<typeof answers.ANSWERS.addCustomer>;
export type FeedbackVideo = Of<typeof answers.feedbackVideo>;
export type AdminCounts = Of<typeof answers.adminCounts>;
export type CombinedListItem = Of<typeof answers.combinedItem>;
export type CombinedListAnswer = Of<typeof answers.ANSWERS.combinedListPage>;
export type CustomerFilterAnswer = Of<typeof answers.ANSWERS.customerNameFilter>;
export type MassagerMatch = Of<typeof answers.massagerMatch>;
export type MassagerItem = Of<typeof answers.massagerItem>;

/** The general admin report's row (spec section 3). */
export type GeneralReportRow = Of<typeof answers.generalReportRow>;
/** The row of the other admin reports and of every massager report (spec section 3). */
export type CustomerReportRow = Of<typeof answers.customerReportRow>;
/** A report's row, as the screens read it: which of the two a report sends, its request says. */
export type ReportRow = GeneralReportRow | CustomerReportRow;

export interface ReportAnswer {
  data: ReportRow[];
  totalRecords: number;
}

export type NotificationItem = Of<typeof answers.notificationItem>;
export type NotificationAnswer = Of<typeof answers.ANSWERS.notifications>;
export type MailLogItem = Of<typeof answers.mailLogItem>;
export type MailLogAnswer = Of<typeof answers.ANSWERS.mailLog>;
export type MassagerCounts = Of<typeof answers.massagerCounts>;
export type AssignedRequest = Of<typeof answers.assignedRequest>;
export type AssignedRequestsAnswer = Of<typeof answers.ANSWERS.assignedRequests>;
export type BookingChallenge = Of<typeof answers.bookingChallenge>;

// ---------------------------------------------------------------- the schedule

export type AvailabilityAnswer = Of<typeof answers.ANSWERS.availability>;
export type HoursAnswer = Of<typeof answers.ANSWERS.massagerHours>;
export type TimeOffItem = Of<typeof answers.timeOffItem>;
export type ScheduleVisit = Of<typeof answers.scheduleVisit>;
export type ScheduleDayAnswer = Of<typeof answers.ANSWERS.scheduleDay>;
export type { AssignOptionState } from './schedule';
export type AssignOption = Of<typeof answers.assignOption>;
export type MyVisit = Of<typeof answers.myVisit>;
export type MyVisitsAnswer = Of<typeof answers.ANSWERS.myVisits>;

/** The answer of the endpoint K, as answers.ts describes it. */
type A<K extends keyof typeof answers.ANSWERS> = (typeof answers.ANSWERS)[K] extends JSONSchema ? Of<(typeof answers.ANSWERS)[K]> : never;

// ---------------------------------------------------------------- the routes

const COMBINED_LIST_PATH = '/cust_mas_requests_view.php';

export const ENDPOINTS = {
  // Authentication and password
  login: post<A<'login'>>()('/ApiLogin.php', PUBLIC, loginRequestSchema),
  /** Ours: ends the server session and clears its cookie. */
  logout: post<A<'logout'>>()('/ApiLogout.php', PUBLIC),
  /** Ours: who is signed in (401 without a session). */
  session: get<A<'session'>>()('/ApiSession.php', PUBLIC),
  forgotPassword: post<A<'forgotPassword'>>()('/EmailForgetPassword.php', PUBLIC, forgotPasswordRequestSchema),
  newPassword: post<A<'newPassword'>>()('/NewPassword.php', PUBLIC, newPasswordRequestSchema),

  // Public
  addCustomer: post<A<'addCustomer'>>()('/add_customer.php', PUBLIC, bookingRequestSchema),
  /** Ours: a proof-of-work challenge (ALTCHA) for the booking form, solved while the visitor types. */
  bookingChallenge: get<A<'bookingChallenge'>>()('/booking_challenge.php', PUBLIC),
  /** Ours: the About Us page's videos, read-only. */
  feedbackVideos: get<A<'feedbackVideos'>>()('/FeedbackVideo.php', PUBLIC),
  /** Ours: the customer's page of a booking, by the token of its private link (no account). */
  customerBooking: post<A<'customerBooking'>>()('/customer_booking.php', PUBLIC, bookingTokenSchema),
  /** Ours: the customer cancels the visit from that page (until the cut-off). */
  customerCancel: post<A<'customerCancel'>>()('/customer_cancel.php', PUBLIC, bookingTokenSchema),
  /** Ours: the customer asks for another date and slot from that page (until the cut-off); the admin confirms the therapist. */
  customerChange: post<A<'customerChange'>>()('/customer_change.php', PUBLIC, customerChangeSchema),
  /** Ours: the customer downloads their data from that page (JSON). */
  customerData: post<A<'customerData'>>()('/customer_data.php', PUBLIC, bookingTokenSchema),
  /** Ours: the customer erases their personal data from that page (a visit not yet made is cancelled first). */
  customerErase: post<A<'customerErase'>>()('/customer_erase.php', PUBLIC, bookingTokenSchema),

  // Admin: dashboard and customers
  adminCounts: get<A<'adminCounts'>>()('/AdminPanelCount.php', ADMIN),
  combinedList: get<A<'combinedList'>>()(COMBINED_LIST_PATH, ADMIN),
  combinedListPage: post<A<'combinedListPage'>>()(COMBINED_LIST_PATH, ADMIN, customerListRequestSchema),
  assignedMassagers: get<A<'assignedMassagers'>>()('/getAssignedMassager.php', ADMIN),
  customerNameFilter: post<A<'customerNameFilter'>>()('/cust_name_filter.php', ADMIN, nameFilterRequestSchema),
  customerAddressFilter: post<A<'customerAddressFilter'>>()('/cust_add_filter.php', ADMIN, addressFilterRequestSchema),
  searchMassagers: post<A<'searchMassagers'>>()('/search_massagers.php', ADMIN, massagerSearchRequestSchema),
  assignMassager: post<A<'assignMassager'>>()('/send_request.php', ADMIN, assignmentRequestSchema),
  updateCustomer: post<A<'updateCustomer'>>()('/update_customer.php', ADMIN, customerEditRequestSchema),
  deleteCustomer: post<A<'deleteCustomer'>>()('/delete_customer.php', ADMIN, customerIdRequestSchema),
  /** Ours: a booking's history, newest first (admin, and the massager it is assigned to). */
  customerHistory: post<A<'customerHistory'>>()('/customer_history.php', STAFF, customerIdRequestSchema),
  /** Ours: erases a customer's personal data on request. */
  eraseCustomer: post<A<'eraseCustomer'>>()('/erase_customer.php', ADMIN, customerIdRequestSchema),

  // Admin: massagers
  addMassager: post<A<'addMassager'>>()('/add_massager.php', ADMIN, massagerRegistrationRequestSchema),
  massagerList: get<A<'massagerList'>>()('/AdminPanelMassagerList.php', ADMIN),
  massagerNameFilter: post<A<'massagerNameFilter'>>()('/mas_name_filter.php', ADMIN, massagerNameFilterRequestSchema),
  massagerAddressFilter: post<A<'massagerAddressFilter'>>()('/mas_add_filter.php', ADMIN, massagerAddressFilterRequestSchema),
  updateMassager: post<A<'updateMassager'>>()('/update_massager.php', ADMIN, massagerEditRequestSchema),
  /** Ours: lifts a massager's password-reset lock and login wait. */
  liftMassagerLock: post<A<'liftMassagerLock'>>()('/lift_massager_lock.php', ADMIN, massagerIdRequestSchema),
  /** Ours: a second admin lifts an admin account's login wait and reset lock. */
  liftAdminLock: post<A<'liftAdminLock'>>()('/lift_admin_lock.php', ADMIN, adminLockRequestSchema),
  deleteMassager: post<A<'deleteMassager'>>()('/delete_massager.php', ADMIN, massagerIdRequestSchema),

  // Admin: videos, reports, mail log
  adminVideos: get<A<'adminVideos'>>()('/AdminPanelFeedbackVideo.php', ADMIN),
  updateVideo: post<A<'updateVideo'>>()('/AdminPanelFeedbackUpdate.php', ADMIN, videoLinkUpdateSchema),
  adminReport: post<ReportAnswer>()('/generate_customerReport.php', ADMIN, adminReportRequestSchema),
  // The PDFs answer application/pdf (ask for a Blob); ADMIN_REPORTS names each one's file.
  totalReportPdf: post<Blob>()('/report.php', ADMIN, dateRangeRequestSchema),
  pendingReportPdf: post<Blob>()('/PendingCuspdf.php', ADMIN, dateRangeRequestSchema),
  acceptedReportPdf: post<Blob>()('/Acceptedcuspdf.php', ADMIN, dateRangeRequestSchema),
  completedReportPdf: post<Blob>()('/Completedcuspdf.php', ADMIN, dateRangeRequestSchema),
  /** Ours: the mail log, newest first, a page at a time. */
  mailLog: post<A<'mailLog'>>()('/mail_log.php', ADMIN, mailLogRequestSchema),

  // Admin and massager
  notifications: post<A<'notifications'>>()('/Notification.php', STAFF, notificationRequestSchema),
  /** Ours: Server-Sent Events (text/event-stream), opened with EventSource, never with `call`. */
  notificationStream: get<never>()('/notification_stream.php', STAFF),

  // Massager
  massagerCounts: post<A<'massagerCounts'>>()('/MassagerPanelCount.php', MASSAGER, massagerCountRequestSchema),
  assignedRequests: post<A<'assignedRequests'>>()('/CustomerMassagerPanel.php', MASSAGER, massagerCustomerListRequestSchema),
  updateRequestStatus: post<A<'updateRequestStatus'>>()('/update_request_status.php', MASSAGER, requestStatusUpdateSchema),
  massagerReport: post<ReportAnswer>()('/generate_customerofmassager.php', MASSAGER, massagerReportRequestSchema),
  // MASSAGER_REPORTS names each one's file.
  massagerTotalReportPdf: post<Blob>()('/MassagerTotalCustomerReportpdf.php', MASSAGER, massagerReportPdfRequestSchema),
  massagerCompletedReportPdf: post<Blob>()('/MassagerCompletedCustomerReportpdf.php', MASSAGER, massagerReportPdfRequestSchema),
  massagerAcceptedReportPdf: post<Blob>()('/MassagerAcceptedCustomerReportpdf.php', MASSAGER, massagerReportPdfRequestSchema),

  // The schedule (ours)
  /** Public: GET with the query from, days, area, gender (availabilityQuerySchema). */
  availability: get<A<'availability'>>()('/availability.php', PUBLIC, availabilityQuerySchema),
  massagerHours: post<A<'massagerHours'>>()('/massager_hours.php', STAFF, massagerScheduleRequestSchema),
  updateMassagerHours: post<A<'updateMassagerHours'>>()('/update_massager_hours.php', ADMIN, weeklyHoursRequestSchema),
  timeOffList: post<A<'timeOffList'>>()('/time_off.php', STAFF, massagerScheduleRequestSchema),
  addTimeOff: post<A<'addTimeOff'>>()('/add_time_off.php', STAFF, timeOffRequestSchema),
  deleteTimeOff: post<A<'deleteTimeOff'>>()('/delete_time_off.php', STAFF, timeOffIdRequestSchema),
  scheduleDay: post<A<'scheduleDay'>>()('/schedule_day.php', ADMIN, scheduleDayRequestSchema),
  assignOptions: post<A<'assignOptions'>>()('/assign_options.php', ADMIN, assignOptionsRequestSchema),
  myVisits: post<A<'myVisits'>>()('/my_visits.php', MASSAGER),

  // Operations (ours): also served at the site's root, where load balancers look first
  health: get<A<'health'>>()('/health', PUBLIC),
  healthLive: get<A<'healthLive'>>()('/health/live', PUBLIC),
  healthReady: get<A<'healthReady'>>()('/health/ready', PUBLIC),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
