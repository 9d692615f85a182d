/**
 * The HTTP contract: every route the API serves (spec section 7 and ours), by name, each one entry with
 * its path, its method, who may call it, the schema of what it takes (the one the forms run) and the
 * answer it sends with 200. The API registers each route from its entry (`route()` of
 * api/src/routes/route.ts: the path, the role check and the validation come from here); the front end
 * calls them through `call` of `@wellness/shared/client`, which also exports this map, so that a public
 * page's first paint does not carry it. Refusals (400, 401, 403, 404, 409, 429) answer
 * {status: 'error', message} and reach the caller as failed calls.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { AnyObjectSchema, InferType } from 'yup';
import type { sessionAnswer } from './answers';
import type { RequestStatus, Role } from './constants';
import type { CustomerItem, PersonalDetails } from './contract';
import type { CustomerBookingAnswer, CustomerDataAnswer } from './customerPage';
import type { HistoryEvent } from './history';
import type { AvailabilityDay, DayHours } from './schedule';
import {
  addressFilterRequestSchema,
  adminLockRequestSchema,
  adminReportRequestSchema,
  assignmentRequestSchema,
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

/** The answer of a change: 'success' with the message to show; add_massager.php also answers 'error' with 200. */
export interface StatusAnswer {
  status: 'success' | 'error';
  message?: string;
}

export type LoginAnswer = { status: 'success'; role: Role } | { status: 'error'; message: string };

export type SessionAnswer = FromSchema<typeof sessionAnswer>;

export interface NewPasswordAnswer {
  data: { status: 'success' | 'error'; message: string; triesLeft?: number };
}

export interface BookingAnswer {
  status: 'success';
  message: string;
  /** The booking's random reference (never its id). */
  reference: string;
  /** The customer's private page of the booking (/booking/<token>); null when the booking repeats one of the last day (its mail carried the link). */
  link: string | null;
}

/** A customer feedback video of the About Us page. */
export interface FeedbackVideo {
  feedbackID: number;
  feedbackName: string;
  feedbackLink: string;
}

export interface AdminCounts {
  totalCustomerCount: number;
  totalMassagerCount: number;
  totalPendingStatus: number;
  totalAcceptedStatus: number;
  totalCompletedStatus: number;
}

/** The combined list of cust_mas_requests_view.php mixes Customer, Massager and Request items. */
export interface CombinedMassagerItem extends PersonalDetails {
  type: 'Massager';
  id: number;
}

export interface CombinedRequestItem {
  type: 'Request';
  /** The customer's id. */
  id: number;
  request_status: RequestStatus;
  massagerId: number | null;
}

export type CombinedListItem = CustomerItem | CombinedMassagerItem | CombinedRequestItem;

/** With `page` in the body, one page of the Customer items (completed ones hidden) and their total. */
export interface CombinedListAnswer {
  data: CombinedListItem[];
  totalRecords?: number;
}

export interface CustomerFilterAnswer {
  status: 'success';
  data: CustomerItem[];
  /** With `page` in the body. */
  totalRecords?: number;
}

/** A massager of the assign dialog's search. */
export interface MassagerMatch {
  massager_id: number;
  massager_name: string;
  massager_address: string;
  massager_gender: string;
}

/** A massager of AdminPanelMassagerList.php and the massager filters. */
export interface MassagerItem extends PersonalDetails {
  id: number;
  m_id: number;
  username: string;
  status: string;
  /** While resetting its password by code is locked (too many wrong codes): until when. */
  resetLockedUntil: string | null;
  /** While its logins wait (too many wrong passwords): until when. */
  loginWaitUntil: string | null;
}

/** The general admin report's row (spec section 3). */
export interface GeneralReportRow {
  c_id: number;
  c_name: string;
  c_contact: string;
  c_email: string;
  c_address: string;
  c_issue: string;
  c_therapy: string;
  c_age: number;
  c_gender: string;
  c_prefgender: string;
  c_time: string;
  c_appointment: string;
  massager_name: string | null;
  request_status: string;
}

/** The row of the other admin reports and of every massager report (spec section 3). */
export interface CustomerReportRow {
  customer_id: number;
  customer_name: string;
  customer_contact: string;
  customer_email: string;
  customer_address: string;
  customer_issue: string;
  customer_therapy: string;
  customer_gender: string;
  age: number;
  prefgender: string;
  request_time: string;
  appointment: string;
  massager_name: string | null;
  request_status: string;
}

export type ReportRow = GeneralReportRow | CustomerReportRow;

export interface ReportAnswer {
  data: ReportRow[];
  totalRecords: number;
}

export interface NotificationItem {
  id: number;
  customerName: string;
  message: string;
  massagerName: string | null;
  time: string;
  notify: 'read' | 'unread';
}

export interface NotificationAnswer {
  status: 'success';
  /** count: the unread ones, whatever the list holds (at most the newest 100). */
  data: { count: number; notifications: NotificationItem[] };
}

/** One attempt to send a mail, as the admin's mail log lists it (never a body). */
export interface MailLogItem {
  id: number;
  time: string;
  to: string;
  subject: string;
  kind: string;
  outcome: string;
  detail: string | null;
}

export interface MailLogAnswer {
  data: MailLogItem[];
  totalRecords: number;
  /** Customer mails waiting in the outbox for SMTP. */
  waiting: number;
}

export interface MassagerCounts {
  totalCustomerCount: number;
  totalAcceptedOrders: number;
  totalCompletedOrders: number;
}

/** A row of the massager's customer list (spec section 3). */
export interface AssignedRequest {
  id: number;
  requestId: number;
  requestTime: string;
  name: string;
  contact: string;
  email: string;
  issue: string;
  therapy: string;
  gender: string;
  address: string;
  appointment: string;
  status: string;
}

export interface AssignedRequestsAnswer {
  data: AssignedRequest[];
  totalRecords: number;
  massager_id: number;
}

/** An ALTCHA challenge: find the number n ≤ maxnumber with SHA-256(salt + n) = challenge. */
export interface BookingChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

// ---------------------------------------------------------------- the schedule

/** The visitor's availability: per day, each slot still ahead and how many therapists are free (never who). */
export interface AvailabilityAnswer {
  days: AvailabilityDay[];
  /** The first day of the answer with a free slot, or null. */
  nextFreeDay: string | null;
}

/** A massager's working hours (Sunday first) and whether they are its own or the centre's. */
export interface HoursAnswer {
  massagerId: number;
  hours: DayHours[];
  custom: boolean;
}

export interface TimeOffItem {
  id: number;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  note: string | null;
}

/** A visit in a schedule: its booking, its time and what stands between it and the visit before. */
export interface ScheduleVisit {
  customerId: number;
  reference: string | null;
  name: string;
  area: string | null;
  status: RequestStatus;
  /** ISO instant (UTC). */
  start: string;
  minutes: number;
  /** Travel minutes from the therapist's previous visit that day (null: the first of the day). */
  travelBefore: number | null;
}

export interface ScheduleDayAnswer {
  date: string;
  massagers: {
    id: number;
    name: string;
    gender: string;
    /** That day's working hours, or null: a day off. */
    hours: DayHours;
    timeOff: TimeOffItem[];
    visits: ScheduleVisit[];
  }[];
  /** Visits of the day with no therapist yet. */
  unassigned: ScheduleVisit[];
}

/** How each massager stands for one booking's time, for the Assign dialog. */
export type AssignOptionState = 'free' | 'busy' | 'off' | 'hours' | 'gender' | 'no-time';
export interface AssignOption {
  massagerId: number;
  state: AssignOptionState;
  /** The clashing visit, for 'busy'. */
  clash: { reference: string; when: string } | null;
}

/** One of the massager's visits in My visits. */
export interface MyVisit {
  requestId: number;
  reference: string | null;
  name: string;
  contact: string;
  address: string;
  area: string | null;
  issue: string;
  therapy: string;
  status: RequestStatus;
  /** ISO instant (UTC); null: no time set yet. */
  start: string | null;
  minutes: number;
}

export interface MyVisitsAnswer {
  data: MyVisit[];
  /** When the server answered (ISO), so that a copy read offline can say how old it is. */
  fetchedAt: string;
}

// ---------------------------------------------------------------- the routes

const COMBINED_LIST_PATH = '/cust_mas_requests_view.php';

export const ENDPOINTS = {
  // Authentication and password
  login: post<LoginAnswer>()('/ApiLogin.php', PUBLIC, loginRequestSchema),
  /** Ours: ends the server session and clears its cookie. */
  logout: post<{ status: 'success'; message: string }>()('/ApiLogout.php', PUBLIC),
  /** Ours: who is signed in (401 without a session). */
  session: get<SessionAnswer>()('/ApiSession.php', PUBLIC),
  forgotPassword: post<{ message: string }>()('/EmailForgetPassword.php', PUBLIC, forgotPasswordRequestSchema),
  newPassword: post<NewPasswordAnswer>()('/NewPassword.php', PUBLIC, newPasswordRequestSchema),

  // Public
  addCustomer: post<BookingAnswer>()('/add_customer.php', PUBLIC, bookingRequestSchema),
  /** Ours: a proof-of-work challenge (ALTCHA) for the booking form, solved while the visitor types. */
  bookingChallenge: get<BookingChallenge>()('/booking_challenge.php', PUBLIC),
  /** Ours: the About Us page's videos, read-only. */
  feedbackVideos: get<{ data: FeedbackVideo[] }>()('/FeedbackVideo.php', PUBLIC),
  /** Ours: the customer's page of a booking, by the token of its private link (no account). */
  customerBooking: post<CustomerBookingAnswer>()('/customer_booking.php', PUBLIC, bookingTokenSchema),
  /** Ours: the customer cancels the visit from that page (until the cut-off). */
  customerCancel: post<StatusAnswer>()('/customer_cancel.php', PUBLIC, bookingTokenSchema),
  /** Ours: the customer asks for another date and slot from that page (until the cut-off); the admin confirms the therapist. */
  customerChange: post<StatusAnswer>()('/customer_change.php', PUBLIC, customerChangeSchema),
  /** Ours: the customer downloads their data from that page (JSON). */
  customerData: post<CustomerDataAnswer>()('/customer_data.php', PUBLIC, bookingTokenSchema),
  /** Ours: the customer erases their personal data from that page (a visit not yet made is cancelled first). */
  customerErase: post<StatusAnswer>()('/customer_erase.php', PUBLIC, bookingTokenSchema),

  // Admin: dashboard and customers
  adminCounts: get<{ data: AdminCounts }>()('/AdminPanelCount.php', ADMIN),
  combinedList: get<{ data: CombinedListItem[] }>()(COMBINED_LIST_PATH, ADMIN),
  combinedListPage: post<CombinedListAnswer>()(COMBINED_LIST_PATH, ADMIN, customerListRequestSchema),
  assignedMassagers: get<{ data: { customerId: number; massagerId: number }[] }>()('/getAssignedMassager.php', ADMIN),
  customerNameFilter: post<CustomerFilterAnswer>()('/cust_name_filter.php', ADMIN, nameFilterRequestSchema),
  customerAddressFilter: post<CustomerFilterAnswer>()('/cust_add_filter.php', ADMIN, addressFilterRequestSchema),
  searchMassagers: post<{ status: 'success'; data: MassagerMatch[] }>()('/search_massagers.php', ADMIN, massagerSearchRequestSchema),
  assignMassager: post<StatusAnswer>()('/send_request.php', ADMIN, assignmentRequestSchema),
  updateCustomer: post<StatusAnswer>()('/update_customer.php', ADMIN, customerEditRequestSchema),
  deleteCustomer: post<{ status: 'customer deleted' }>()('/delete_customer.php', ADMIN, customerIdRequestSchema),
  /** Ours: a booking's history, newest first (admin, and the massager it is assigned to). */
  customerHistory: post<{ status: 'success'; data: HistoryEvent[] }>()('/customer_history.php', STAFF, customerIdRequestSchema),
  /** Ours: erases a customer's personal data on request. */
  eraseCustomer: post<StatusAnswer>()('/erase_customer.php', ADMIN, customerIdRequestSchema),

  // Admin: massagers
  addMassager: post<StatusAnswer>()('/add_massager.php', ADMIN, massagerRegistrationRequestSchema),
  massagerList: get<{ status: 'success'; data: MassagerItem[] }>()('/AdminPanelMassagerList.php', ADMIN),
  massagerNameFilter: post<MassagerItem[]>()('/mas_name_filter.php', ADMIN, massagerNameFilterRequestSchema),
  massagerAddressFilter: post<MassagerItem[]>()('/mas_add_filter.php', ADMIN, massagerAddressFilterRequestSchema),
  updateMassager: post<StatusAnswer>()('/update_massager.php', ADMIN, massagerEditRequestSchema),
  /** Ours: lifts a massager's password-reset lock and login wait. */
  liftMassagerLock: post<StatusAnswer>()('/lift_massager_lock.php', ADMIN, massagerIdRequestSchema),
  /** Ours: a second admin lifts an admin account's login wait and reset lock. */
  liftAdminLock: post<StatusAnswer>()('/lift_admin_lock.php', ADMIN, adminLockRequestSchema),
  deleteMassager: post<{ status: 'massager deleted' }>()('/delete_massager.php', ADMIN, massagerIdRequestSchema),

  // Admin: videos, reports, mail log
  adminVideos: get<{ data: FeedbackVideo[] }>()('/AdminPanelFeedbackVideo.php', ADMIN),
  updateVideo: post<StatusAnswer>()('/AdminPanelFeedbackUpdate.php', ADMIN, videoLinkUpdateSchema),
  adminReport: post<ReportAnswer>()('/generate_customerReport.php', ADMIN, adminReportRequestSchema),
  // The PDFs answer application/pdf (ask for a Blob); ADMIN_REPORTS names each one's file.
  totalReportPdf: post<Blob>()('/report.php', ADMIN, dateRangeRequestSchema),
  pendingReportPdf: post<Blob>()('/PendingCuspdf.php', ADMIN, dateRangeRequestSchema),
  acceptedReportPdf: post<Blob>()('/Acceptedcuspdf.php', ADMIN, dateRangeRequestSchema),
  completedReportPdf: post<Blob>()('/Completedcuspdf.php', ADMIN, dateRangeRequestSchema),
  /** Ours: the mail log, newest first, a page at a time. */
  mailLog: post<MailLogAnswer>()('/mail_log.php', ADMIN, mailLogRequestSchema),

  // Admin and massager
  notifications: post<NotificationAnswer>()('/Notification.php', STAFF, notificationRequestSchema),
  /** Ours: Server-Sent Events (text/event-stream), opened with EventSource, never with `call`. */
  notificationStream: get<never>()('/notification_stream.php', STAFF),

  // Massager
  massagerCounts: post<{ data: MassagerCounts }>()('/MassagerPanelCount.php', MASSAGER, massagerCountRequestSchema),
  assignedRequests: post<AssignedRequestsAnswer>()('/CustomerMassagerPanel.php', MASSAGER, massagerCustomerListRequestSchema),
  updateRequestStatus: post<StatusAnswer>()('/update_request_status.php', MASSAGER, requestStatusUpdateSchema),
  massagerReport: post<ReportAnswer>()('/generate_customerofmassager.php', MASSAGER, massagerReportRequestSchema),
  // MASSAGER_REPORTS names each one's file.
  massagerTotalReportPdf: post<Blob>()('/MassagerTotalCustomerReportpdf.php', MASSAGER, massagerReportPdfRequestSchema),
  massagerCompletedReportPdf: post<Blob>()('/MassagerCompletedCustomerReportpdf.php', MASSAGER, massagerReportPdfRequestSchema),
  massagerAcceptedReportPdf: post<Blob>()('/MassagerAcceptedCustomerReportpdf.php', MASSAGER, massagerReportPdfRequestSchema),

  // The schedule (ours)
  /** Public: GET with the query from, days, area, gender (availabilityQuerySchema). */
  availability: get<AvailabilityAnswer>()('/availability.php', PUBLIC, availabilityQuerySchema),
  massagerHours: post<HoursAnswer>()('/massager_hours.php', STAFF, massagerScheduleRequestSchema),
  updateMassagerHours: post<StatusAnswer>()('/update_massager_hours.php', ADMIN, weeklyHoursRequestSchema),
  timeOffList: post<{ data: TimeOffItem[] }>()('/time_off.php', STAFF, massagerScheduleRequestSchema),
  addTimeOff: post<StatusAnswer>()('/add_time_off.php', STAFF, timeOffRequestSchema),
  deleteTimeOff: post<StatusAnswer>()('/delete_time_off.php', STAFF, timeOffIdRequestSchema),
  scheduleDay: post<ScheduleDayAnswer>()('/schedule_day.php', ADMIN, scheduleDayRequestSchema),
  assignOptions: post<{ data: AssignOption[]; start: string | null; minutes: number }>()('/assign_options.php', ADMIN, customerIdRequestSchema),
  myVisits: post<MyVisitsAnswer>()('/my_visits.php', MASSAGER),

  // Operations (ours): also served at the site's root, where load balancers look first
  health: get<{ status: 'ok'; database: 'ok'; time: string }>()('/health', PUBLIC),
  healthLive: get<{ status: 'ok' }>()('/health/live', PUBLIC),
  healthReady: get<{ status: 'ready'; database: string; disk: string; migrations: string }>()('/health/ready', PUBLIC),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
