/**
 * The HTTP contract: every route the API serves (spec section 7 and ours), by name, with its path, its
 * method, the body it takes and the answer it sends with 200. The API registers its routes at these
 * paths; the front end calls them through `call` of `@wellness/shared/client`, which also exports this
 * map, so that a public page's first paint does not carry it. Refusals (400, 401, 403, 404, 409, 429)
 * answer {status: 'error', message} and reach the caller as failed calls.
 */
import type { AnyObjectSchema, InferType } from 'yup';
import type { RequestStatus, Role } from './constants';
import type { CustomerItem } from './contract';
import type { CustomerBookingAnswer, CustomerDataAnswer } from './customerPage';
import type { HistoryEvent } from './history';
import type { AvailabilityDay, DayHours } from './schedule';
import type {
  addressFilterRequestSchema,
  adminLockRequestSchema,
  adminReportRequestSchema,
  assignmentRequestSchema,
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

export interface Endpoint<Body = unknown, Answer = unknown> {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  /** Types only, never set: what the route takes and what it answers. */
  readonly types?: { body: Body; answer: Answer };
}

export type BodyOf<E> = E extends Endpoint<infer Body> ? Body : never;
export type AnswerOf<E> = E extends Endpoint<unknown, infer Answer> ? Answer : never;

const get = <Answer>(path: string): Endpoint<undefined, Answer> => ({ path, method: 'GET' });
const post = <Body, Answer>(path: string): Endpoint<Body, Answer> => ({ path, method: 'POST' });

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

export interface SessionAnswer {
  status: 'success';
  role: Role;
  email: string;
  massager_id: number | null;
  massager_name: string | null;
}

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
export interface CombinedMassagerItem {
  type: 'Massager';
  id: number;
  name: string;
  contact: string;
  email: string;
  gender: string;
  address: string;
  age: number;
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
export interface MassagerItem {
  id: number;
  m_id: number;
  name: string;
  contact: string;
  email: string;
  gender: string;
  address: string;
  age: number;
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
  login: post<RequestOf<typeof loginRequestSchema>, LoginAnswer>('/ApiLogin.php'),
  /** Ours: ends the server session and clears its cookie. */
  logout: post<undefined, { status: 'success'; message: string }>('/ApiLogout.php'),
  /** Ours: who is signed in (401 without a session). */
  session: get<SessionAnswer>('/ApiSession.php'),
  forgotPassword: post<RequestOf<typeof forgotPasswordRequestSchema>, { message: string }>('/EmailForgetPassword.php'),
  newPassword: post<RequestOf<typeof newPasswordRequestSchema>, NewPasswordAnswer>('/NewPassword.php'),

  // Public
  addCustomer: post<RequestOf<typeof bookingRequestSchema>, BookingAnswer>('/add_customer.php'),
  /** Ours: a proof-of-work challenge (ALTCHA) for the booking form, solved while the visitor types. */
  bookingChallenge: get<BookingChallenge>('/booking_challenge.php'),
  /** Ours: the About Us page's videos, read-only. */
  feedbackVideos: get<{ data: FeedbackVideo[] }>('/FeedbackVideo.php'),
  /** Ours: the customer's page of a booking, by the token of its private link (no account). */
  customerBooking: post<RequestOf<typeof bookingTokenSchema>, CustomerBookingAnswer>('/customer_booking.php'),
  /** Ours: the customer cancels the visit from that page (until the cut-off). */
  customerCancel: post<RequestOf<typeof bookingTokenSchema>, StatusAnswer>('/customer_cancel.php'),
  /** Ours: the customer asks for another date and slot from that page (until the cut-off); the admin confirms the therapist. */
  customerChange: post<RequestOf<typeof customerChangeSchema>, StatusAnswer>('/customer_change.php'),
  /** Ours: the customer downloads their data from that page (JSON). */
  customerData: post<RequestOf<typeof bookingTokenSchema>, CustomerDataAnswer>('/customer_data.php'),
  /** Ours: the customer erases their personal data from that page (a visit not yet made is cancelled first). */
  customerErase: post<RequestOf<typeof bookingTokenSchema>, StatusAnswer>('/customer_erase.php'),

  // Admin: dashboard and customers
  adminCounts: get<{ data: AdminCounts }>('/AdminPanelCount.php'),
  combinedList: get<{ data: CombinedListItem[] }>(COMBINED_LIST_PATH),
  combinedListPage: post<RequestOf<typeof customerListRequestSchema>, CombinedListAnswer>(COMBINED_LIST_PATH),
  assignedMassagers: get<{ data: { customerId: number; massagerId: number }[] }>('/getAssignedMassager.php'),
  customerNameFilter: post<RequestOf<typeof nameFilterRequestSchema>, CustomerFilterAnswer>('/cust_name_filter.php'),
  customerAddressFilter: post<RequestOf<typeof addressFilterRequestSchema>, CustomerFilterAnswer>('/cust_add_filter.php'),
  searchMassagers: post<RequestOf<typeof massagerSearchRequestSchema>, { status: 'success'; data: MassagerMatch[] }>('/search_massagers.php'),
  assignMassager: post<RequestOf<typeof assignmentRequestSchema>, StatusAnswer>('/send_request.php'),
  updateCustomer: post<RequestOf<typeof customerEditRequestSchema>, StatusAnswer>('/update_customer.php'),
  deleteCustomer: post<RequestOf<typeof customerIdRequestSchema>, { status: 'customer deleted' }>('/delete_customer.php'),
  /** Ours: a booking's history, newest first (admin, and the massager it is assigned to). */
  customerHistory: post<RequestOf<typeof customerIdRequestSchema>, { status: 'success'; data: HistoryEvent[] }>('/customer_history.php'),
  /** Ours: erases a customer's personal data on request. */
  eraseCustomer: post<RequestOf<typeof customerIdRequestSchema>, StatusAnswer>('/erase_customer.php'),

  // Admin: massagers
  addMassager: post<RequestOf<typeof massagerRegistrationRequestSchema>, StatusAnswer>('/add_massager.php'),
  massagerList: get<{ status: 'success'; data: MassagerItem[] }>('/AdminPanelMassagerList.php'),
  massagerNameFilter: post<RequestOf<typeof massagerNameFilterRequestSchema>, MassagerItem[]>('/mas_name_filter.php'),
  massagerAddressFilter: post<RequestOf<typeof massagerAddressFilterRequestSchema>, MassagerItem[]>('/mas_add_filter.php'),
  updateMassager: post<RequestOf<typeof massagerEditRequestSchema>, StatusAnswer>('/update_massager.php'),
  /** Ours: lifts a massager's password-reset lock and login wait. */
  liftMassagerLock: post<RequestOf<typeof massagerIdRequestSchema>, StatusAnswer>('/lift_massager_lock.php'),
  /** Ours: a second admin lifts an admin account's login wait and reset lock. */
  liftAdminLock: post<RequestOf<typeof adminLockRequestSchema>, StatusAnswer>('/lift_admin_lock.php'),
  deleteMassager: post<RequestOf<typeof massagerIdRequestSchema>, { status: 'massager deleted' }>('/delete_massager.php'),

  // Admin: videos, reports, mail log
  adminVideos: get<{ data: FeedbackVideo[] }>('/AdminPanelFeedbackVideo.php'),
  updateVideo: post<RequestOf<typeof videoLinkUpdateSchema>, StatusAnswer>('/AdminPanelFeedbackUpdate.php'),
  adminReport: post<RequestOf<typeof adminReportRequestSchema>, ReportAnswer>('/generate_customerReport.php'),
  // The PDFs answer application/pdf (ask for a Blob); ADMIN_REPORTS names each one's file.
  totalReportPdf: post<RequestOf<typeof dateRangeRequestSchema>, Blob>('/report.php'),
  pendingReportPdf: post<RequestOf<typeof dateRangeRequestSchema>, Blob>('/PendingCuspdf.php'),
  acceptedReportPdf: post<RequestOf<typeof dateRangeRequestSchema>, Blob>('/Acceptedcuspdf.php'),
  completedReportPdf: post<RequestOf<typeof dateRangeRequestSchema>, Blob>('/Completedcuspdf.php'),
  /** Ours: the mail log, newest first, a page at a time. */
  mailLog: post<RequestOf<typeof mailLogRequestSchema>, MailLogAnswer>('/mail_log.php'),

  // Admin and massager
  notifications: post<RequestOf<typeof notificationRequestSchema>, NotificationAnswer>('/Notification.php'),
  /** Ours: Server-Sent Events (text/event-stream), opened with EventSource, never with `call`. */
  notificationStream: get<never>('/notification_stream.php'),

  // Massager
  massagerCounts: post<RequestOf<typeof massagerCountRequestSchema>, { data: MassagerCounts }>('/MassagerPanelCount.php'),
  assignedRequests: post<RequestOf<typeof massagerCustomerListRequestSchema>, AssignedRequestsAnswer>('/CustomerMassagerPanel.php'),
  updateRequestStatus: post<RequestOf<typeof requestStatusUpdateSchema>, StatusAnswer>('/update_request_status.php'),
  massagerReport: post<RequestOf<typeof massagerReportRequestSchema>, ReportAnswer>('/generate_customerofmassager.php'),
  // MASSAGER_REPORTS names each one's file.
  massagerTotalReportPdf: post<RequestOf<typeof massagerReportPdfRequestSchema>, Blob>('/MassagerTotalCustomerReportpdf.php'),
  massagerCompletedReportPdf: post<RequestOf<typeof massagerReportPdfRequestSchema>, Blob>('/MassagerCompletedCustomerReportpdf.php'),
  massagerAcceptedReportPdf: post<RequestOf<typeof massagerReportPdfRequestSchema>, Blob>('/MassagerAcceptedCustomerReportpdf.php'),

  // The schedule (ours)
  /** Public: GET with the query from, days, area, gender (availabilityQuerySchema). */
  availability: get<AvailabilityAnswer>('/availability.php'),
  massagerHours: post<RequestOf<typeof massagerScheduleRequestSchema>, HoursAnswer>('/massager_hours.php'),
  updateMassagerHours: post<RequestOf<typeof weeklyHoursRequestSchema>, StatusAnswer>('/update_massager_hours.php'),
  timeOffList: post<RequestOf<typeof massagerScheduleRequestSchema>, { data: TimeOffItem[] }>('/time_off.php'),
  addTimeOff: post<RequestOf<typeof timeOffRequestSchema>, StatusAnswer>('/add_time_off.php'),
  deleteTimeOff: post<RequestOf<typeof timeOffIdRequestSchema>, StatusAnswer>('/delete_time_off.php'),
  scheduleDay: post<RequestOf<typeof scheduleDayRequestSchema>, ScheduleDayAnswer>('/schedule_day.php'),
  assignOptions: post<RequestOf<typeof customerIdRequestSchema>, { data: AssignOption[]; start: string | null; minutes: number }>('/assign_options.php'),
  myVisits: post<undefined, MyVisitsAnswer>('/my_visits.php'),

  // Operations (ours): also served at the site's root, where load balancers look first
  health: get<{ status: 'ok'; database: 'ok'; time: string }>('/health'),
  healthLive: get<{ status: 'ok' }>('/health/live'),
  healthReady: get<{ status: 'ready'; database: string; disk: string; migrations: string }>('/health/ready'),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
