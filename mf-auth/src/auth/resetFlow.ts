import { AUTH_MESSAGES, FORGOT_PASSWORD_SERVER_MESSAGES, SERVER_MESSAGES } from '@wellness/shared';

export interface ResetValues {
  otpSent: boolean;
  email: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * How the forgot-password call's answer reads (spec section 7): 'Email does not exist' and
 * 'Message could not be sent.' are failures; any other message means a code is on its way. Within a
 * minute of the last code the server sends none and says that code stands: the flow goes on to the
 * code step all the same, but must not claim a new mail.
 */
export function sendOtpOutcome(message: unknown): 'sent' | 'still-valid' | 'unknown-email' | 'mail-failed' {
  const text = typeof message === 'string' ? message.trim() : '';
  if (text === FORGOT_PASSWORD_SERVER_MESSAGES.emailDoesNotExist) return 'unknown-email';
  if (text === FORGOT_PASSWORD_SERVER_MESSAGES.messageNotSent) return 'mail-failed';
  if (text === SERVER_MESSAGES.codeRecentlySent) return 'still-valid';
  return 'sent';
}

/** The checks made on submitting the new password (spec section 5), before anything is sent. */
export function resetStepFailure(values: Pick<ResetValues, 'newPassword' | 'confirmPassword'>): string | null {
  if (values.newPassword === '' || values.confirmPassword === '') return AUTH_MESSAGES.passwordsEmpty;
  if (values.newPassword !== values.confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
  return null;
}
