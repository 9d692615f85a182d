/** Every user-visible message of the spec (sections 2, 4, 5 and 8), verbatim. The one source. */

export const PAGE_MESSAGES = {
  loadingTitle: 'Loading',
  loadingText: 'Please wait while we load the content.',
  errorTitle: 'Oops! Something went wrong',
  errorText: "We're sorry, but an error occurred while loading the page.",
  reloadPage: 'Reload Page',
  routerFallbackTitle: 'Unexpected Application Error!',
  notFoundTitle: 'Page Not Found',
  unauthorizedTitle: 'Unauthorized User',
} as const;

/** Ours: a part of the site (a remote) that has not loaded, shown where that part would be. */
export const REMOTE_MESSAGES = {
  unavailableTitle: 'This part of the site could not be loaded',
  unavailableText: 'Please check your connection and try again. The rest of the site still works.',
  slowTitle: 'This is taking longer than usual',
  slowText: 'It is still loading; you can wait or try again.',
  tryAgain: 'Try again',
  close: 'Close',
  loading: 'Loading...',
} as const;

export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed. Please check your credentials.',
  loginError: 'Failed to login. Please try again.',
  sessionExpired: 'Session expired. You have been logged out.',
  selectRole: 'Select Your Role',
  forgetPassword: 'Forget Password?',
  sendOtp: 'Send OTP',
  resetPassword: 'Reset Password',
  backToLogin: 'Back to Login',
  loading: 'Loading...',
  submitting: 'Submitting...',
  toastHeader: 'Notification',
  toastSubtext: 'Just now',
  otpSent: 'OTP has been sent to your email.',
  passwordReset: 'Password has been reset successfully!',
  emailDoesNotExist: 'Email does not exist.',
  mailNotSent: 'Mail could not be sent.Contact Admin',
  sendOtpFailed: 'Failed to send OTP. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordsEmpty: 'Passwords should not be empty.',
} as const;

/** The server's answers of the forgot-password call that the spec names as failures. */
export const FORGOT_PASSWORD_SERVER_MESSAGES = {
  emailDoesNotExist: 'Email does not exist',
  messageNotSent: 'Message could not be sent.',
} as const;

export const VALIDATION_MESSAGES = {
  login: {
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address format',
    passwordRequired: 'Password is required',
    passwordMin: 'Password must be 4 characters at minimum',
  },
  reset: {
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address format',
    otpRequired: 'OTP is required',
    otpDigits: 'OTP must be exactly 4 digits',
    newPasswordRequired: 'New Password is required',
    newPasswordMin: 'Password must be at least 4 characters',
    confirmRequired: 'Confirm Password is required',
    confirmMatch: 'Passwords must match',
  },
  booking: {
    nameRequired: 'Name is required',
    nameChars: 'Characters only.',
    contactRequired: 'Contact number is required',
    contactDigits: 'Contact number must be 10 digits',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is not valid',
    genderRequired: 'Gender is required',
    preferGenderRequired: 'Preferred Gender is required',
    addressRequired: 'Address is required',
    areaRequired: 'City is required',
    pinRequired: 'Pin Code is required',
    ageRequired: 'Age is required',
    ageRange: 'Age must be between 0 and 120',
  },
  customerEdit: {
    nameRequired: "Name field can't be empty.",
    nameInvalid: 'Invalid name.',
    emailRequired: "Email field can't be empty.",
    emailInvalid: 'Please enter a valid email address.',
    contactRequired: "Contact number field can't be empty.",
    contactInvalid: 'Please enter a valid 10-digit contact number.',
  },
  massagerRegistration: {
    nameRequired: 'Name is required',
    nameInvalid: 'Invalid Name',
    contactNumber: 'Contact must be a number',
    contactMin: 'Contact must be at least 10 digits',
    contactMax: 'Contact must be at most 12 digits',
    emailRequired: 'Email is required',
    emailInvalidTyping: 'Invalid email format',
    emailInvalidSubmit: 'Invalid email Format',
    passwordMin: 'Password must be at least 6 characters',
  },
  massagerEdit: {
    nameEmpty: 'Name cannot be empty.',
    contactDigits: 'Phone number must be 10 digits.',
    emailInvalid: 'Invalid email format.',
    addressRequired: 'Address is required.',
    ageNumber: 'Age must be a valid number.',
    ageRange: 'Age must be between 1 and 120.',
    ageOnSave: 'Age must be a below 121.',
  },
} as const;

/** Ours: said as a name field refuses a character ('Dr. R. K. Joshi' loses its dots), in every form with a name. */
export const nameLeftOut = (characters: string) =>
  `A name takes letters (of any language) and spaces, so ${Array.from(characters)
    .map((char) => `“${char}”`)
    .join(' ')} was left out.`;

export const BOOKING_MESSAGES = {
  success: 'Registration successful!',
  error: 'Error submitting form data. Please try again.',
  bookNow: 'BOOK NOW!',
  /** Ours: under the spec's success message, the booking's reference (also in the confirmation mail). */
  reference: (reference: string) => `Your booking reference is ${reference}; we have e-mailed it to you.`,
  /** Ours: said as the name field refuses a character, after the spec's 'Characters only.'. */
  nameRefused: (characters: string) => `${VALIDATION_MESSAGES.booking.nameChars} ${nameLeftOut(characters)}`,
} as const;

export const ADMIN_MESSAGES = {
  fetchFailed: 'Failed to fetch data. Please try again later.',
  noResultsNameAndAddress: 'No results found for the given name and address.',
  noResultsAddress: 'No results found for the given address.',
  noResultsName: 'No results found for the given name.',
  selectMassager: 'Please select a massager to assign.',
  assignFailed: 'Failed to assign massager. Please try again.',
  assignSuccess: 'Massager assigned successfully to Customer',
  customerUpdated: 'Customer information updated successfully!',
  customerUpdateFailed: 'Failed to update customer. Please try again.',
  customerDeleted: 'Customer deleted successfully',
  customerDeleteFailed: 'Failed to delete customer. Please try again.',
  massagerRegistered: 'Massager Registered Successfully',
  massagerAddFailed: 'Error adding massager',
  massagerUpdated: 'Massager updated successfully',
  massagerUpdateFailed: 'Failed to update massager. Please try again.',
  massagerDeleted: 'Massager deleted successfully.',
  massagerDeleteFailed: 'Failed to delete massager. Please try again.',
  videoFetchFailed: 'Error fetching video links. Please try again.',
  videoUpdated: 'Link updated..',
  videoUpdateFailed: 'Error updating video link. Please try again.',
  videoNoneSelected: 'No link selected for update.',
  noNotifications: 'No notifications',
  noUnreadNotifications: 'No unread notifications',
  notificationsFailed: 'Error fetching notifications.',
  countFailed: 'Error fetching count.',
} as const;

export const REPORT_MESSAGES = {
  dataNotFound: 'Data not found',
  dataRetrieved: 'Data retrieved successfully',
  unexpectedFormat: 'Unexpected response format',
  fetchError: 'An error occurred while fetching data',
  pdfDownloaded: 'PDF downloaded successfully',
  pdfError: 'An error occurred while downloading PDF',
  pdfNoData: 'Data not found. PDF cannot be downloaded.',
  massagerUnexpectedFormat: 'Unexpected data format',
  massagerError: 'An error occurred',
  massagerSubmitError: 'Error submitting dates.',
} as const;

export const MASSAGER_MESSAGES = {
  welcome: 'Welcome to Massager Panel',
  fetchFailed: 'Failed to fetch data',
  completed: 'Successfully Completed',
  accepted: 'Successfully Accepted',
  rejected: 'Successfully Rejected',
  statusUpdateFailed: 'Error updating status. Please try again.',
  selectMassager: 'Please select a massager before assigning.',
} as const;

/**
 * Ours, not the spec's: field messages for rules the spec states without wording
 * (pin code length, text lengths, the massager form's other fields) and for checks
 * that only the API makes (the hashed password, the role, identifiers).
 */
export const EXTRA_VALIDATION_MESSAGES = {
  pinDigits: 'Pin Code must be 6 digits',
  tooLong: 'This field is too long.',
  notText: 'This field must be text.',
  genderInvalid: 'Please choose a valid gender.',
  customerAddressRequired: "Address field can't be empty.",
  customerPrefGenderRequired: 'Preferred gender is required.',
  customerAgeRequired: "Age field can't be empty.",
  customerDateRequired: 'Appointment date is required.',
  customerTimeRequired: 'Appointment time is required.',
  massagerContactRequired: 'Contact is required',
  massagerUsernameRequired: 'Username is required',
  massagerPasswordRequired: 'Password is required',
  massagerAgePositive: 'Age must be a positive number',
  massagerAgeInteger: 'Age must be a whole number',
  massagerAgeMax: 'Age must be at most 120',
  passwordHash: 'Password must be sent as a SHA-256 hex digest.',
  roleInvalid: 'Role must be admin or massager.',
  idInvalid: 'A valid identifier is required.',
  videoNameRequired: 'Video name is required.',
  videoLinkInvalid: 'Please enter a valid YouTube link.',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD).',
  timeInvalid: 'Please enter a valid time (HH:MM).',
  dateRangeInvalid: 'The start date must not be after the end date.',
  statusInvalid: 'Status must be accepted, rejected or completed.',
  reportTypeInvalid: 'Unknown report type.',
  pageInvalid: 'Page must be a positive whole number.',
  notificationInvalid: 'Notification must be unread, read or all.',
} as const;

/** Ours: the preferred date and time of a booking (an addition to the spec's form; both optional). */
export const APPOINTMENT_MESSAGES = {
  dateRange: 'Please choose a date from today up to 60 days ahead.',
  timeSlot: 'Please choose a time between 9:00 AM and 8:30 PM, on the hour or half past.',
  past: 'That time has already passed. Please choose a later time.',
  dateForTime: 'Please choose a date for this time.',
  shape: 'Please choose the date and time from the lists (YYYY-MM-DD HH:MM).',
} as const;

/** Ours: the server's answers that the client shows as they are (spec section 8 leaves their wording open). */
export const SERVER_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  notSignedIn: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  validationFailed: 'Some fields are not valid.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  foreignOrigin: 'Cross-site requests are not allowed.',
  notFound: 'Not found.',
  customerNotFound: 'Customer not found.',
  massagerNotFound: 'Massager not found.',
  requestNotFound: 'Request not found.',
  videoNotFound: 'Video link not found.',
  assignLocked: 'This request has already been accepted or completed; it cannot be reassigned.',
  assignCancelled: 'This booking has been cancelled; it cannot be assigned.',
  transitionRefused: 'This status change is not allowed.',
  emailTaken: 'This email is already registered.',
  usernameTaken: 'This username is already taken.',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpExpired: 'The OTP has expired or was already used. Please request a new one.',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  loggedOut: 'Logged out.',
  malformedBody: 'The request body is not valid JSON.',
  malformedUrl: 'The address of the request is not valid.',
  unsupportedMediaType: 'Send the request body as JSON.',
  bodyTooLarge: 'The request body is too large.',
  serverError: 'Something went wrong on the server. Please try again.',
  busy: 'The service is busy. Please try again in a moment.',
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  codeRecentlySent: 'A code was sent less than a minute ago. Please use the code in that mail.',
  accountUnlocked: 'The account has been unlocked.',
} as const;

/** "1 minute", "5 minutes", "2 hours": a wait, rounded up to whole minutes (whole hours from 2 hours). */
export function waitPhrase(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** Ours: the answers of the per-account ceilings, each saying when to try again. */
export const ACCOUNT_CEILING_MESSAGES = {
  loginWait: (waitMs: number) => `Too many wrong passwords for this account. Please try again in ${waitPhrase(waitMs)}.`,
  resetLocked: (waitMs: number, adminCanLift: boolean) =>
    `Too many wrong codes were entered for this account, so resetting its password by code is locked. Please try again in ${waitPhrase(waitMs)}${adminCanLift ? ' or ask the admin to lift the lock' : ''}.`,
  tooManyCodes: (waitMs: number) => `Too many codes were requested for this account. Please try again in ${waitPhrase(waitMs)}.`,
  /** A new code asked for within the minute after the last one, which was used or ran out of tries. */
  lastCodeDone: (waitMs: number) => `The code sent less than a minute ago has been used up. Please ask for a new one in ${waitPhrase(waitMs)}.`,
  /** Notifications to the admins. */
  resetLockedNotice: (account: string) => `Password reset by code was locked for ${account} after too many wrong codes.`,
  loginLongWaitNotice: (account: string) => `Logins for ${account} now wait an hour after each wrong password: someone keeps guessing its password.`,
};

/** Ours: the forgot-password dialog's words around the spec's (its title during the reset, a code's tries left). */
export const RESET_FLOW_MESSAGES = {
  title: (roleLabel: string) => `Reset ${roleLabel} Password`,
  triesLeft: (tries: number) => (tries === 1 ? 'This code has 1 try left.' : `This code has ${tries} tries left.`),
};

/** Ours: the booking form's flood guard (the global ceiling and its proof of work). */
export const BOOKING_FLOOD_MESSAGES = {
  /** A booking without a solved challenge while bookings arrive above the ceiling. */
  refused: 'Many bookings are arriving right now. Please wait a moment and press Submit again, or call us.',
  /** To the admins, at most once an hour while the ceiling is exceeded. */
  ceilingNotice: (perMinute: number) =>
    `Bookings are arriving faster than ${perMinute} a minute: the booking form now asks each visitor's browser for a proof of work, and refuses requests without one.`,
};

/** Ours: the strength meter under a new password (the admin's Add Massager and the reset dialog). */
export const PASSWORD_STRENGTH_MESSAGES = {
  label: 'Password strength',
  /** zxcvbn's scores 0 to 4. */
  levels: ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'],
  tooWeak: 'This password is too easy to guess. Add more words or characters.',
} as const;

/** The lowest zxcvbn score accepted for a new staff password ('safely unguessable'). */
export const PASSWORD_MIN_SCORE = 3;
