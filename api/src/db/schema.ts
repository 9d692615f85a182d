import type { HistoryActorRole, HistoryEventKind, PersonalDetails, RequestStatus, Role } from '@wellness/shared/rules';
import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * The one typed description of the database. Times are ISO-8601 UTC text (sortable, and the same
 * on SQLite and PostgreSQL); booleans are 0/1 integers for the same reason.
 */
interface StaffTable {
  id: Generated<number>;
  email: string;
  role: Role;
  /** scrypt hash of the client's SHA-256 hex of the password. */
  password_hash: string;
  created_at: string;
  /** Wrong passwords in a row (a right one resets it). */
  login_failures: ColumnType<number, number | undefined, number>;
  /** While in the future, logins for this account wait (answered 429). */
  login_retry_at: string | null;
  /** While in the future, resetting this account's password by code is refused. */
  reset_locked_until: string | null;
}

interface MassagerTable extends PersonalDetails {
  id: Generated<number>;
  staff_id: number;
  username: string;
  status: string;
  created_at: string;
}

export interface CustomerTable extends PersonalDetails {
  id: Generated<number>;
  prefgender: string;
  issue: string;
  therapy: string;
  /** The booking payload's appointment text (the form never fills it). */
  appointment: string;
  appointment_date: string | null;
  appointment_time: string | null;
  created_at: string;
  /** The booking's reference for its customer (KW-…); null for bookings made before references. */
  reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the visitor agreed to the privacy notice, and which version (null before consent was asked). */
  consent_at: ColumnType<string | null, string | null | undefined, string | null>;
  consent_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its personal data was erased (on request, or after the retention period). */
  erased_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The visit's start (UTC ISO) once it has a time; null for 'Any time' (not in the schedule). */
  visit_start: ColumnType<string | null, string | null | undefined, string | null>;
  /** How long the visit holds its therapist, setting up included (minutes). */
  visit_minutes: ColumnType<number, number | undefined, number>;
  /** The booking form's locality of its address (travel between visits); null when not known. */
  area: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Copies of its request's status ('pending' without a request) and massager, kept by triggers
   * (migration 0002) for the indexes of the paged lists and reports: never written by the API.
   */
  status: ColumnType<RequestStatus, never, never>;
  massager_id: ColumnType<number | null, never, never>;
}

interface RequestTable {
  /** Same as the customer id (spec section 3). */
  customer_id: number;
  massager_id: number | null;
  /** The massager's name when assigned, kept on completed history after the massager is deleted. */
  massager_name: string | null;
  status: RequestStatus;
  assigned_at: string;
  status_changed_at: string;
  accepted_at: string | null;
  rejected_at: string | null;
  completed_at: string | null;
  cancelled_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A massager's working hours on one weekday (0 Sunday); no rows: the centre's hours every day. */
interface MassagerHoursTable {
  massager_id: number;
  weekday: number;
  /** "HH:MM" India time; both null: a day off. */
  opens: string | null;
  closes: string | null;
}

interface TimeOffTable {
  id: Generated<number>;
  massager_id: number;
  starts_at: string;
  ends_at: string;
  note: string | null;
  created_at: string;
}

interface NotificationTable {
  id: Generated<number>;
  recipient_role: Role;
  /** For massager notifications, the massager who receives it. */
  massager_id: number | null;
  customer_id: number | null;
  customer_name: string;
  massager_name: string | null;
  message: string;
  created_at: string;
  is_read: ColumnType<number, number | undefined, number>;
}

interface FeedbackVideoTable {
  id: Generated<number>;
  name: string;
  link: string;
  updated_at: string;
}

interface SessionTable {
  /** SHA-256 of the cookie's token: the token itself is never stored. */
  id: string;
  staff_id: number;
  role: Role;
  created_at: string;
  expires_at: string;
  /** The last request made with it (null: none since its start), for the idle limit. */
  last_seen_at: string | null;
}

/** One row per wrong reset code entered for an account, counted over a rolling window. */
interface ResetCodeFailureTable {
  id: Generated<number>;
  staff_id: number;
  created_at: string;
}

interface OtpCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  created_at: string;
  expires_at: string;
  tries: ColumnType<number, number | undefined, number>;
  used_at: string | null;
}

interface MailLogTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  kind: string;
  /** sent, outbox or failed */
  outcome: string;
  detail: string | null;
  created_at: string;
}

/** One event of a booking's history, written in the transaction of the change it tells of. */
interface CustomerEventTable {
  id: Generated<number>;
  customer_id: number;
  kind: HistoryEventKind;
  actor_role: HistoryActorRole;
  actor_name: string | null;
  subject: string | null;
  detail: string | null;
  created_at: string;
}

/** A mail to a customer, written with the change it tells of and sent (and retried) by the outbox worker. */
interface MailOutboxTable {
  id: Generated<number>;
  customer_id: number | null;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
  /** The recipient without plus-tags or dots in its local part (migration 0020; null on older rows). */
  recipient_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The files the mail carries, as JSON (migration 0030; null: none). */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  /** The visit (start and therapist) the mail holds for, if only while that visit stays as it was (migration 0030). */
  visit_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A reminder of an accepted visit, sent or skipped (migration 0030, services/reminders.ts). */
interface VisitReminderTable {
  customer_id: number;
  visit_start: string;
  massager_id: number;
  lead_hours: number;
  outcome: 'sent' | 'skipped';
  created_at: string;
}

/** A browser that signed in to an account, with its own count of wrong passwords (migration 0021). */
interface LoginDeviceTable {
  /** SHA-256 of the device cookie's token. */
  id: string;
  staff_id: number;
  failures: ColumnType<number, number | undefined, number>;
  retry_at: string | null;
  created_at: string;
  last_used_at: string;
}

/** A solved proof-of-work challenge, spent by the booking it let through (migration 0020). */
interface SpentChallengeTable {
  signature: string;
  expires_at: string;
}

interface RateLimitTable {
  key: string;
  hits: number;
  /** Epoch ms at which the window ends. */
  reset_at: ColumnType<number, number, number>;
}

/** Counters kept by triggers (migration 0002) in the same transaction as every write; read-only here. */
interface CustomerTotalsTable {
  /** 0: no massager. */
  massager_id: ColumnType<number, never, never>;
  status: ColumnType<RequestStatus, never, never>;
  /** Always 0 on SQLite; customer id % 16 on PostgreSQL (concurrent writers on different rows). */
  shard: ColumnType<number, never, never>;
  n: ColumnType<number, never, never>;
}

interface CustomerDaysTable {
  status: ColumnType<RequestStatus, never, never>;
  /** India-time booking day, YYYY-MM-DD. */
  day: ColumnType<string, never, never>;
  shard: ColumnType<number, never, never>;
  n: ColumnType<number, never, never>;
}

interface MassagerCustomerDaysTable {
  massager_id: ColumnType<number, never, never>;
  status: ColumnType<RequestStatus, never, never>;
  day: ColumnType<string, never, never>;
  n: ColumnType<number, never, never>;
}

/** The unread notifications of each inbox, kept by triggers (migration 0010); read-only here. */
interface NotificationUnreadTable {
  recipient_role: ColumnType<Role, never, never>;
  /** 0: the admins' inbox. */
  massager_id: ColumnType<number, never, never>;
  /** Always 0 on SQLite; notification id % 16 on PostgreSQL. */
  shard: ColumnType<number, never, never>;
  n: ColumnType<number, never, never>;
}

/** A customer's name and address terms for the text filters (migration 0011, services/text-search.ts). */
interface CustomerSearchTermTable {
  field: 'name' | 'address';
  /** 1 while the customer's request is not completed; kept by a trigger, as created_at is. */
  open: number;
  term: string;
  created_at: string;
  customer_id: number;
  /** Code points shared with the customer's term before it in index order (see searchTerms). */
  lcp: number;
}

/** The hash of a booking's private link token (migration 0013, services/customer-page.ts). */
interface BookingTokenTable {
  customer_id: number;
  token_hash: string;
  created_at: string;
}

export interface Database {
  staff: StaffTable;
  massagers: MassagerTable;
  customers: CustomerTable;
  requests: RequestTable;
  notifications: NotificationTable;
  feedback_videos: FeedbackVideoTable;
  sessions: SessionTable;
  otp_codes: OtpCodeTable;
  reset_code_failures: ResetCodeFailureTable;
  mail_log: MailLogTable;
  mail_outbox: MailOutboxTable;
  customer_events: CustomerEventTable;
  rate_limits: RateLimitTable;
  customer_totals: CustomerTotalsTable;
  customer_days: CustomerDaysTable;
  massager_customer_days: MassagerCustomerDaysTable;
  notification_unread: NotificationUnreadTable;
  customer_search_terms: CustomerSearchTermTable;
  massager_hours: MassagerHoursTable;
  time_off: TimeOffTable;
  booking_tokens: BookingTokenTable;
  spent_challenges: SpentChallengeTable;
  login_devices: LoginDeviceTable;
  visit_reminders: VisitReminderTable;
}

export type Massager = Selectable<MassagerTable>;
export type Customer = Selectable<CustomerTable>;
