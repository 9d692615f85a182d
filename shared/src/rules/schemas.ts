/**
 * The validation rules of spec section 5 as yup schemas: one source for the forms and the API.
 * Form schemas take what the user types (plain passwords, the booking form's area and pin code);
 * request schemas take what the client sends (SHA-256 hex passwords, the combined address).
 */
import * as yup from 'yup';
import { preferredFromAppointment, preferredVisitProblem } from './appointment';
import {
  ADMIN_REPORT_TYPES,
  GENDERS,
  LIMITS,
  MASSAGER_GENDERS,
  MASSAGER_REPORT_TYPES,
  NOTIFICATION_FILTERS,
  PREFERRED_GENDERS,
  REQUEST_STATUSES,
  ROLES,
  TEXT_LIMITS,
} from './constants';
import { BOOKING_TOKEN_PATTERN, CUSTOMER_PAGE_MESSAGES } from './customerPage';
import { isRealDate, isSupportedDate } from './dates';
import { APPOINTMENT_MESSAGES, EXTRA_VALIDATION_MESSAGES as X, VALIDATION_MESSAGES as V } from './messages';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSIONS } from './privacy';
import { capitalise, indianMobile } from './sanitize';
import { AVAILABILITY_MAX_DAYS, SCHEDULE_MESSAGES, VISIT_MINUTES_RANGE, weeklyHoursProblem } from './schedule';
import { extractYouTubeVideoId } from './youtube';

// Letters of any script (a name in Marathi is a name), with their combining marks, and spaces.
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
const DIGITS = /^\d+$/;
const SHA256_HEX = /^[0-9a-fA-F]{64}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const NOT_TEXT = Number.NaN;

/**
 * A trimmed string that refuses objects, arrays and booleans instead of turning them into text
 * (numbers are read as their digits). Trimming and lower-casing happen here rather than through
 * yup's own transforms, which would throw on a value of the wrong type.
 */
function text(max: number, options: { lowercase?: boolean; choice?: boolean } = {}) {
  return yup
    .string()
    .transform((_value: unknown, original: unknown) => {
      if (original == null) return original;
      let out: string;
      if (typeof original === 'string') {
        // A NUL character is never text a person typed (and PostgreSQL cannot store it).
        if (original.includes('\u0000')) return NOT_TEXT;
        out = original.trim();
      } else if (typeof original === 'number' && Number.isFinite(original)) out = String(original);
      else return NOT_TEXT;
      // An empty choice is a missing one, so that it reads "is required" rather than "not a valid choice".
      if (options.choice && out === '') return undefined;
      return options.lowercase ? out.toLowerCase() : out;
    })
    .typeError(X.notText)
    .max(max, X.tooLong);
}

/** An optional free-text field: missing, null and '' all read as ''. */
function optionalText(max: number) {
  return text(max)
    .transform((value: unknown) => (value == null ? '' : value))
    .default('');
}

/** A whole number typed as digits (at most `maxChars` of them) or sent as a number. */
function wholeNumber(maxChars: number, message: string) {
  return yup
    .number()
    .transform((value: number, original: unknown) => {
      if (typeof original === 'string') {
        const trimmed = original.trim();
        if (trimmed === '') return undefined;
        return new RegExp(`^\\d{1,${maxChars}}$`).test(trimmed) ? Number(trimmed) : Number.NaN;
      }
      // yup would read [90] or true as a number: only a number or digits are one.
      return typeof original === 'number' || original == null ? value : Number.NaN;
    })
    .typeError(message);
}

/** A positive integer identifier, sent as a number or as digits. */
export function idField() {
  return (
    yup
      .number()
      .transform((value: number, original: unknown) => {
        if (typeof original === 'string') return /^\d{1,10}$/.test(original.trim()) ? Number(original.trim()) : Number.NaN;
        return typeof original === 'number' || original == null ? value : Number.NaN;
      })
      .typeError(X.idInvalid)
      .integer(X.idInvalid)
      .min(1, X.idInvalid)
      // Ids are 32-bit integers in the database (SQLite and PostgreSQL alike).
      .max(2_147_483_647, X.idInvalid)
      .required(X.idInvalid)
  );
}

/** A password as the client sends it: the SHA-256 hex digest of what the user typed. */
export function passwordHashField() {
  return text(64, { lowercase: true }).required(X.passwordHash).matches(SHA256_HEX, { message: X.passwordHash, excludeEmptyString: true });
}

function roleField() {
  return text(20, { lowercase: true, choice: true }).required(X.roleInvalid).oneOf(ROLES, X.roleInvalid);
}

/**
 * yup's e-mail test takes `a@b` (a host name without a dot), which no mailbox a visitor has looks like:
 * the domain must have a dot, as in the API, which checks with these same schemas.
 */
const DOMAIN_WITH_DOT = /@[^@\s.]+(\.[^@\s.]+)+$/;

const YUP_EMAIL = yup.string().email();

/** One rule, so that an address failing both checks gets its message once. */
function mailbox<S extends yup.StringSchema>(schema: S, invalid: string): S {
  return schema.test({ name: 'email', message: invalid, test: (value) => !value || (YUP_EMAIL.isValidSync(value) && DOMAIN_WITH_DOT.test(value)) });
}

function emailField(required: string, invalid: string) {
  return mailbox(text(TEXT_LIMITS.email, { lowercase: true }).required(required), invalid);
}

/** Capitalises a gender answer so that 'male' and 'Male' are the same choice. */
function capitalised(value: unknown) {
  return typeof value === 'string' ? capitalise(value) : value;
}

// ---------------------------------------------------------------- login

export const loginFormSchema = yup.object({
  email: mailbox(text(TEXT_LIMITS.email).required(V.login.emailRequired), V.login.emailInvalid),
  password: yup.string().required(V.login.passwordRequired).min(LIMITS.loginPasswordMin, V.login.passwordMin),
});

export const loginRequestSchema = yup.object({
  email: emailField(V.login.emailRequired, V.login.emailInvalid),
  password: passwordHashField(),
  role: roleField(),
});

// ---------------------------------------------------------------- forgot password

export const forgotPasswordFormSchema = yup.object({
  otpSent: yup.boolean().default(false),
  email: mailbox(text(TEXT_LIMITS.email).required(V.reset.emailRequired), V.reset.emailInvalid),
  otp: yup.string().when('otpSent', {
    is: true,
    then: (s) => s.required(V.reset.otpRequired).matches(new RegExp(`^\\d{${LIMITS.otpDigits}}$`), { message: V.reset.otpDigits, excludeEmptyString: true }),
  }),
  newPassword: yup.string().when('otpSent', {
    is: true,
    then: (s) => s.required(V.reset.newPasswordRequired).min(LIMITS.resetPasswordMin, V.reset.newPasswordMin),
  }),
  confirmPassword: yup.string().when('otpSent', {
    is: true,
    then: (s) => s.required(V.reset.confirmRequired).oneOf([yup.ref('newPassword')], V.reset.confirmMatch),
  }),
});

export const forgotPasswordRequestSchema = yup.object({
  email: emailField(V.reset.emailRequired, V.reset.emailInvalid),
  role: roleField(),
});

/** Ours: the admin account whose login wait and reset lock a second admin lifts. */
export const adminLockRequestSchema = yup.object({
  email: emailField(V.login.emailRequired, V.login.emailInvalid),
});

export const newPasswordRequestSchema = yup.object({
  role: roleField(),
  email: emailField(V.reset.emailRequired, V.reset.emailInvalid),
  otp: text(10)
    .required(V.reset.otpRequired)
    .matches(new RegExp(`^\\d{${LIMITS.otpDigits}}$`), { message: V.reset.otpDigits, excludeEmptyString: true }),
  newPassword: passwordHashField(),
});

// ---------------------------------------------------------------- booking

const bookingFields = {
  name: text(TEXT_LIMITS.name).required(V.booking.nameRequired).matches(LETTERS_AND_SPACES, { message: V.booking.nameChars, excludeEmptyString: true }),
  contact: text(LIMITS.bookingContactDigits + 10)
    // '+91 98765 43210' and '09876543210' are the number 9876543210, written as Indians write it.
    .transform((value: unknown) => (typeof value === 'string' ? indianMobile(value) : value))
    .required(V.booking.contactRequired)
    .matches(new RegExp(`^\\d{${LIMITS.bookingContactDigits}}$`), { message: V.booking.contactDigits, excludeEmptyString: true }),
  email: mailbox(text(TEXT_LIMITS.email).required(V.booking.emailRequired), V.booking.emailInvalid),
  address: text(TEXT_LIMITS.address).required(V.booking.addressRequired),
  gender: text(20, { lowercase: true, choice: true }).required(V.booking.genderRequired).oneOf(GENDERS, X.genderInvalid),
  preferGender: text(20, { lowercase: true, choice: true }).required(V.booking.preferGenderRequired).oneOf(PREFERRED_GENDERS, X.genderInvalid),
  age: wholeNumber(LIMITS.ageChars, V.booking.ageRange)
    .required(V.booking.ageRequired)
    .integer(V.booking.ageRange)
    .min(LIMITS.ageMin, V.booking.ageRange)
    .max(LIMITS.ageMax, V.booking.ageRange),
  issue: optionalText(TEXT_LIMITS.freeText),
  therapy: optionalText(TEXT_LIMITS.freeText),
};

/** "Now" for the time rules: the server passes its own clock as yup's context; a form uses the browser's. */
function nowOf(context: { now?: number } | undefined): number {
  return context?.now ?? Date.now();
}

/** The Book Now form: the street address, area and pin code are separate fields here. */
export const bookingFormSchema = yup.object({
  ...bookingFields,
  // The preferred visit (both optional): each field shows the rule it breaks.
  preferredDate: optionalText(10).test('bookable-date', function (value) {
    const problem = preferredVisitProblem({ date: value ?? '', time: '' }, nowOf(this.options.context));
    return problem ? this.createError({ message: problem }) : true;
  }),
  preferredTime: optionalText(5).test('bookable-slot', function (value) {
    const { preferredDate } = this.parent as { preferredDate?: unknown };
    const date = typeof preferredDate === 'string' ? preferredDate.trim() : '';
    // A date that is itself wrong is reported on the date alone.
    if (preferredVisitProblem({ date, time: '' }, nowOf(this.options.context))) return true;
    const problem = preferredVisitProblem({ date, time: value ?? '' }, nowOf(this.options.context));
    return problem ? this.createError({ message: problem }) : true;
  }),
  area: text(TEXT_LIMITS.name).required(V.booking.areaRequired),
  pinCode: text(LIMITS.pinCodeDigits + 10)
    .required(V.booking.pinRequired)
    .matches(new RegExp(`^\\d{${LIMITS.pinCodeDigits}}$`), { message: X.pinDigits, excludeEmptyString: true }),
  // Ours (DPDP Act 2023): the visitor agrees to the privacy notice before the booking is sent.
  consent: yup.boolean().required(PRIVACY_MESSAGES.consentRequired).oneOf([true], PRIVACY_MESSAGES.consentRequired),
});

/** The booking payload of spec section 3: the address carries the area and pin code, comma-separated. */
export const bookingRequestSchema = yup.object({
  ...bookingFields,
  // The spec's form leaves it empty; ours may send the preferred visit, "YYYY-MM-DD[ HH:MM]".
  appointment: optionalText(TEXT_LIMITS.name).test('preferred-visit', function (value) {
    const visit = preferredFromAppointment(value ?? '');
    if (!visit) return this.createError({ message: APPOINTMENT_MESSAGES.shape });
    const problem = preferredVisitProblem(visit, nowOf(this.options.context));
    return problem ? this.createError({ message: problem }) : true;
  }),
  /** Honeypot: a field people never see; a booking that fills it in is a bot's, and is dropped. */
  website: optionalText(TEXT_LIMITS.url),
  /** Ours: the version of the privacy notice the visitor agreed to (stored with the booking and its time). */
  consent: text(20).required(PRIVACY_MESSAGES.consentRequired).oneOf(PRIVACY_NOTICE_VERSIONS, PRIVACY_MESSAGES.consentRequired),
});

// ---------------------------------------------------------------- admin: customer edit

export const customerEditSchema = yup.object({
  name: text(TEXT_LIMITS.name)
    .required(V.customerEdit.nameRequired)
    .matches(LETTERS_AND_SPACES, { message: V.customerEdit.nameInvalid, excludeEmptyString: true }),
  email: mailbox(text(TEXT_LIMITS.email).required(V.customerEdit.emailRequired), V.customerEdit.emailInvalid),
  contact: text(LIMITS.editContactDigits + 10)
    .required(V.customerEdit.contactRequired)
    .matches(new RegExp(`^\\d{${LIMITS.editContactDigits}}$`), { message: V.customerEdit.contactInvalid, excludeEmptyString: true }),
  address: text(TEXT_LIMITS.address).required(X.customerAddressRequired),
  prefgender: text(20, { lowercase: true, choice: true }).required(X.customerPrefGenderRequired).oneOf(PREFERRED_GENDERS, X.genderInvalid),
  age: wholeNumber(LIMITS.ageChars, V.booking.ageRange)
    .required(X.customerAgeRequired)
    .integer(V.booking.ageRange)
    .min(LIMITS.ageMin, V.booking.ageRange)
    .max(LIMITS.ageMax, V.booking.ageRange),
  // Ours: a booking made for 'Any time' stays so while the rest of it is corrected: with anyTime the
  // time is empty and the date may be (the spec's date and time are required otherwise).
  anyTime: yup.boolean().default(false),
  adate: text(10)
    .when('anyTime', { is: true, then: (s) => s.transform((value: unknown) => value ?? ''), otherwise: (s) => s.required(X.customerDateRequired) })
    .matches(ISO_DATE, { message: X.dateInvalid, excludeEmptyString: true })
    .test('real-date', X.dateInvalid, (value) => value == null || value === '' || isSupportedDate(value)),
  atime: text(8)
    .when('anyTime', {
      is: true,
      then: (s) => s.transform(() => ''),
      otherwise: (s) => s.required(X.customerTimeRequired),
    })
    .matches(CLOCK_TIME, { message: X.timeInvalid, excludeEmptyString: true }),
  issue: optionalText(TEXT_LIMITS.freeText),
  therapy: optionalText(TEXT_LIMITS.freeText),
});

/** The update_customer.php payload: the edit form's fields, the customer id and the (unused) appointment text. */
export const customerEditRequestSchema = customerEditSchema.shape({
  c_id: idField(),
  minutes: visitMinutesField(),
  appointment: optionalText(TEXT_LIMITS.name),
});

// ---------------------------------------------------------------- admin: massager registration and edit

const massagerRegistrationFields = {
  name: text(TEXT_LIMITS.name)
    .required(V.massagerRegistration.nameRequired)
    .matches(LETTERS_AND_SPACES, { message: V.massagerRegistration.nameInvalid, excludeEmptyString: true }),
  contact: text(LIMITS.registrationContactMax + 10)
    .required(X.massagerContactRequired)
    .matches(DIGITS, { message: V.massagerRegistration.contactNumber, excludeEmptyString: true })
    .min(LIMITS.registrationContactMin, V.massagerRegistration.contactMin)
    .max(LIMITS.registrationContactMax, V.massagerRegistration.contactMax),
  email: emailField(V.massagerRegistration.emailRequired, V.massagerRegistration.emailInvalidSubmit),
  gender: text(20, { choice: true }).transform(capitalised).required(V.booking.genderRequired).oneOf(MASSAGER_GENDERS, X.genderInvalid),
  username: text(TEXT_LIMITS.username).required(X.massagerUsernameRequired),
  address: text(TEXT_LIMITS.address).required(V.booking.addressRequired),
  age: wholeNumber(LIMITS.ageChars, X.massagerAgePositive)
    .required(V.booking.ageRequired)
    .positive(X.massagerAgePositive)
    .integer(X.massagerAgeInteger)
    .max(LIMITS.massagerAgeMax, X.massagerAgeMax),
};

/** The Add Massager form, with the password as typed. */
export const massagerRegistrationFormSchema = yup.object({
  ...massagerRegistrationFields,
  password: yup.string().required(X.massagerPasswordRequired).min(LIMITS.massagerPasswordMin, V.massagerRegistration.passwordMin),
});

/** The add_massager.php payload: the password arrives hashed; the status is set by the server. */
export const massagerRegistrationRequestSchema = yup.object({
  ...massagerRegistrationFields,
  password: passwordHashField(),
  status: optionalText(20),
});

export const massagerEditSchema = yup.object({
  name: text(TEXT_LIMITS.name).required(V.massagerEdit.nameEmpty).matches(LETTERS_AND_SPACES, { message: V.massagerEdit.nameEmpty, excludeEmptyString: true }),
  contact: text(LIMITS.editContactDigits + 10)
    .required(V.massagerEdit.contactDigits)
    .matches(new RegExp(`^\\d{${LIMITS.editContactDigits}}$`), { message: V.massagerEdit.contactDigits, excludeEmptyString: true }),
  email: mailbox(text(TEXT_LIMITS.email, { lowercase: true }).required(V.massagerEdit.emailInvalid), V.massagerEdit.emailInvalid),
  address: text(TEXT_LIMITS.address).required(V.massagerEdit.addressRequired),
  // The save rule of the architecture notes: 1 to 120, with the spec's on-save wording above 120.
  age: wholeNumber(LIMITS.ageChars, V.massagerEdit.ageNumber)
    .required(V.massagerEdit.ageNumber)
    .integer(V.massagerEdit.ageNumber)
    .min(LIMITS.massagerAgeMin, V.massagerEdit.ageRange)
    .max(LIMITS.massagerAgeMax, V.massagerEdit.ageOnSave),
});

/** Ours: the edit offers Gender, since gender decides which requests a massager is offered. */
function massagerGenderField() {
  return text(20, { choice: true }).transform(capitalised).oneOf(MASSAGER_GENDERS, X.genderInvalid);
}

/** The Edit massager form: the spec's fields and Gender. */
export const massagerEditFormSchema = massagerEditSchema.shape({ gender: massagerGenderField().required(V.booking.genderRequired) });

/** The update_massager.php payload: the spec's fields, and Gender when the form sends it (kept as it was when not). */
export const massagerEditRequestSchema = massagerEditSchema.shape({ m_id: idField(), gender: massagerGenderField().optional() });

// ---------------------------------------------------------------- video links

export { extractYouTubeVideoId };

export const videoLinkUpdateSchema = yup.object({
  feedbackID: idField(),
  feedbackName: text(TEXT_LIMITS.videoName).required(X.videoNameRequired),
  feedbackLink: text(TEXT_LIMITS.url)
    .required(X.videoLinkInvalid)
    .test('youtube', X.videoLinkInvalid, (value) => value == null || extractYouTubeVideoId(value) !== null),
});

// ---------------------------------------------------------------- reports, lists, workflow (request payloads)

export { isRealDate };

function dateField() {
  return text(10)
    .required(X.dateInvalid)
    .test('real-date', X.dateInvalid, (value) => value == null || isSupportedDate(value));
}

function pageField() {
  return wholeNumber(6, X.pageInvalid).integer(X.pageInvalid).min(1, X.pageInvalid).max(999_999, X.pageInvalid).default(1);
}

function perPageField() {
  return wholeNumber(3, X.pageInvalid).integer(X.pageInvalid).min(1, X.pageInvalid).max(100, X.pageInvalid);
}

const dateRange = {
  start_date: dateField(),
  end_date: dateField().test('after-start', X.dateRangeInvalid, (value, context) => {
    const { start_date: start } = context.parent as { start_date?: unknown };
    return value == null || typeof start !== 'string' || start <= value;
  }),
};

export const dateRangeRequestSchema = yup.object(dateRange);

export const adminReportRequestSchema = yup.object({
  ...dateRange,
  report_type: text(40, { lowercase: true }).default('general').oneOf(ADMIN_REPORT_TYPES, X.reportTypeInvalid),
  page: pageField(),
  per_page: perPageField(),
  records_per_page: perPageField(),
});

export const massagerReportRequestSchema = yup.object({
  ...dateRange,
  massager_email: optionalText(TEXT_LIMITS.email),
  report_type: text(60, { lowercase: true }).required(X.reportTypeInvalid).oneOf(MASSAGER_REPORT_TYPES, X.reportTypeInvalid),
  page: pageField(),
  records_per_page: perPageField(),
});

export const massagerReportPdfRequestSchema = yup.object({
  ...dateRange,
  massager_email: optionalText(TEXT_LIMITS.email),
});

export const massagerCustomerListRequestSchema = yup.object({
  role: optionalText(20),
  email: optionalText(TEXT_LIMITS.email),
  page: pageField(),
  records_per_page: perPageField(),
});

export const massagerCountRequestSchema = yup.object({ email: optionalText(TEXT_LIMITS.email) });

/** The admin's mail log, newest first, a page at a time. */
export const mailLogRequestSchema = yup.object({ page: pageField(), per_page: perPageField() });

export const requestStatusUpdateSchema = yup.object({
  requestId: idField(),
  customerId: idField().optional().default(undefined),
  status: text(20, { lowercase: true, choice: true })
    .required(X.statusInvalid)
    .oneOf(
      REQUEST_STATUSES.filter((status) => status !== 'pending' && status !== 'cancelled'),
      X.statusInvalid,
    ),
  massagerEmail: optionalText(TEXT_LIMITS.email),
});

export const assignmentRequestSchema = yup.object({ massager_id: idField(), customer_id: idField(), minutes: visitMinutesField() });
/** The Assign dialog's question: how each massager stands for this booking, for a visit of `minutes` (the booking's own length without). */
export const assignOptionsRequestSchema = yup.object({ customer_id: idField(), minutes: visitMinutesField() });
export const customerIdRequestSchema = yup.object({ customer_id: idField() });
export const massagerIdRequestSchema = yup.object({ m_id: idField() });
/** Optional server paging of the admin customer lists (without `page`, the whole list as the spec has it). */
const listPaging = {
  page: wholeNumber(6, X.pageInvalid).integer(X.pageInvalid).min(1, X.pageInvalid).max(999_999, X.pageInvalid),
  per_page: perPageField(),
};
export const customerListRequestSchema = yup.object(listPaging);
/** Each customer filter may carry the other one too (the screen's name and address at once): customers matching both. */
export const nameFilterRequestSchema = yup.object({ name: optionalText(TEXT_LIMITS.name), address: optionalText(TEXT_LIMITS.address), ...listPaging });
export const addressFilterRequestSchema = yup.object({ address: optionalText(TEXT_LIMITS.address), name: optionalText(TEXT_LIMITS.name), ...listPaging });
export const massagerNameFilterRequestSchema = yup.object({ name: optionalText(TEXT_LIMITS.name) });
export const massagerAddressFilterRequestSchema = yup.object({ address: optionalText(TEXT_LIMITS.address) });
export const massagerSearchRequestSchema = yup.object({
  address: optionalText(TEXT_LIMITS.address),
  gender: optionalText(20),
});

export const notificationRequestSchema = yup.object({
  role: roleField(),
  email: optionalText(TEXT_LIMITS.email),
  notification: text(10, { lowercase: true }).default('unread').oneOf(NOTIFICATION_FILTERS, X.notificationInvalid),
});

// ---------------------------------------------------------------- the schedule

/** A visit's length in minutes, set by the admin (optional: the visit keeps its length, 90 for a new one). */
export function visitMinutesField() {
  const { min, max, step } = VISIT_MINUTES_RANGE;
  return (
    wholeNumber(3, SCHEDULE_MESSAGES.minutesRange)
      .integer(SCHEDULE_MESSAGES.minutesRange)
      .min(min, SCHEDULE_MESSAGES.minutesRange)
      .max(max, SCHEDULE_MESSAGES.minutesRange)
      .test('step', SCHEDULE_MESSAGES.minutesRange, (value) => value == null || value % step === 0)
      // None (or null): the booking keeps its length.
      .nullable()
  );
}

/** A wall-clock time "HH:MM", or '' (a whole day). */
const optionalClock = () => optionalText(5).matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: X.timeInvalid, excludeEmptyString: true });

/** The visitor's availability question (GET query). */
export const availabilityQuerySchema = yup.object({
  from: dateField(),
  days: wholeNumber(2, SCHEDULE_MESSAGES.daysRange)
    .integer(SCHEDULE_MESSAGES.daysRange)
    .min(1, SCHEDULE_MESSAGES.daysRange)
    .max(AVAILABILITY_MAX_DAYS, SCHEDULE_MESSAGES.daysRange)
    .default(1),
  area: text(TEXT_LIMITS.name).required(V.booking.areaRequired),
  gender: text(20, { lowercase: true, choice: true }).default('any').oneOf(PREFERRED_GENDERS, X.genderInvalid),
});

/** A massager's schedule, hours or time off: the admin names the massager, a massager's own is used. */
export const massagerScheduleRequestSchema = yup.object({ massager_id: idField().notRequired().default(undefined) });

const dayHoursField = yup
  .object({ opens: text(5).required(SCHEDULE_MESSAGES.hoursFormat), closes: text(5).required(SCHEDULE_MESSAGES.hoursFormat) })
  .typeError(SCHEDULE_MESSAGES.hoursFormat)
  .nullable()
  .default(null);

export const weeklyHoursRequestSchema = yup.object({
  massager_id: idField(),
  hours: yup
    .array(dayHoursField)
    .typeError(SCHEDULE_MESSAGES.hoursWeek)
    .required(SCHEDULE_MESSAGES.hoursWeek)
    .test('week', function (value) {
      const problem = weeklyHoursProblem(value ?? []);
      return problem ? this.createError({ message: problem }) : true;
    }),
});

/** Time off: from a date (and time; none: from the start of that day) to a date (and time; none: to the end of that day). */
export const timeOffFormSchema = yup.object({
  fromDate: dateField(),
  fromTime: optionalClock(),
  toDate: dateField(),
  toTime: optionalClock(),
  note: optionalText(TEXT_LIMITS.name),
});

export const timeOffRequestSchema = timeOffFormSchema.shape({ massager_id: idField().notRequired().default(undefined) });
export const timeOffIdRequestSchema = yup.object({ id: idField() });
export const scheduleDayRequestSchema = yup.object({ date: dateField() });

/** The token of a customer's private booking link (customer_booking.php, customer_cancel.php). */
export const bookingTokenSchema = yup.object({
  token: yup
    .string()
    .typeError(CUSTOMER_PAGE_MESSAGES.badToken)
    .required(CUSTOMER_PAGE_MESSAGES.badToken)
    .matches(BOOKING_TOKEN_PATTERN, CUSTOMER_PAGE_MESSAGES.badToken),
});

/** customer_change.php: the token and the new preferred date and slot (both required: a change names a time). */
export const customerChangeSchema = bookingTokenSchema.shape({
  date: text(10).required(CUSTOMER_PAGE_MESSAGES.chooseTime),
  time: text(5)
    .required(CUSTOMER_PAGE_MESSAGES.chooseTime)
    .test('bookable-visit', function (value) {
      const { date } = this.parent as { date?: unknown };
      const problem = preferredVisitProblem({ date: typeof date === 'string' ? date.trim() : '', time: value ?? '' }, nowOf(this.options.context));
      return problem ? this.createError({ message: problem }) : true;
    }),
});
