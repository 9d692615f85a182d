import { AUTH_MESSAGES, PASSWORD_STRENGTH_MESSAGES, RESET_FLOW_MESSAGES, type Role, SERVER_MESSAGES, TIMINGS } from '@wellness/shared';
import { failedMessage, failedStatus, sha256Hex } from '@wellness/shared/client';
import { forgotPasswordFormSchema } from '@wellness/shared/forms';
import { checkPasswordStrength, notify } from '@wellness/shared/ui';
import { type FormikHelpers, useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { requestResetCode, setNewPassword } from './api';
import { resetStepFailure, type ResetValues, sendOtpOutcome } from './resetFlow';

/** A 429's own message (the account's lock or its codes an hour say when to try again), else the generic one. */
const limitedMessage = (error: unknown) => (failedStatus(error) === 429 ? (failedMessage(error) ?? SERVER_MESSAGES.tooManyRequests) : null);

/**
 * The forgot-password flow: 'Send OTP' mails a code, then the code and the new password reset it. Each
 * answer is a toast; a success also stays a moment under the fields, and a wrong code says its tries left.
 */
export function useResetFlow(role: Role, onBackToLogin: () => void) {
  const [message, setMessage] = useState<string | null>(null);
  const [triesLeft, setTriesLeft] = useState<number | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  const succeed = (text: string, type: 'success' | 'info' = 'success') => {
    notify(type, text, TIMINGS.resetToastCloseMs);
    setMessage(text);
    later(TIMINGS.resetMessageClearMs, () => setMessage(null));
  };
  const fail = (text: string) => notify('error', text, TIMINGS.failureToastMs);

  const sendCode = async (email: string, helpers: FormikHelpers<ResetValues>) => {
    try {
      const outcome = sendOtpOutcome((await requestResetCode(email, role))?.message);
      if (outcome === 'unknown-email' || outcome === 'mail-failed') {
        fail(outcome === 'unknown-email' ? AUTH_MESSAGES.emailDoesNotExist : AUTH_MESSAGES.mailNotSent);
        return;
      }
      await helpers.setFieldValue('otpSent', true, false);
      await helpers.setTouched({}, false);
      setTriesLeft(null);
      if (outcome === 'sent') succeed(AUTH_MESSAGES.otpSent);
      else succeed(SERVER_MESSAGES.codeRecentlySent, 'info');
    } catch (error) {
      fail(limitedMessage(error) ?? AUTH_MESSAGES.sendOtpFailed);
    }
  };

  const resetPassword = async (email: string, values: ResetValues) => {
    const problem = resetStepFailure(values);
    if (problem) {
      fail(problem);
      return;
    }
    // A guessable password is refused here, before it is hashed and sent (the code's tries are kept).
    if (!(await checkPasswordStrength(values.newPassword, [email])).strongEnough) {
      fail(PASSWORD_STRENGTH_MESSAGES.tooWeak);
      return;
    }
    try {
      const data = await setNewPassword({ role, email, otp: values.otp, newPassword: sha256Hex(values.newPassword) });
      if (data?.data?.status === 'error') {
        const tries = data.data.triesLeft;
        setTriesLeft(tries ?? null);
        const text = data.data.message || AUTH_MESSAGES.resetFailed;
        fail(tries === undefined ? text : `${text} ${RESET_FLOW_MESSAGES.triesLeft(tries)}`);
        return;
      }
      succeed(AUTH_MESSAGES.passwordReset);
      later(TIMINGS.resetReturnToLoginMs, onBackToLogin);
    } catch (error) {
      fail(limitedMessage(error) ?? AUTH_MESSAGES.resetFailed);
    }
  };

  const form = useFormik<ResetValues>({
    initialValues: { otpSent: false, email: '', otp: '', newPassword: '', confirmPassword: '' },
    validationSchema: forgotPasswordFormSchema,
    onSubmit: (values, helpers) => (values.otpSent ? resetPassword(values.email.trim(), values) : sendCode(values.email.trim(), helpers)),
  });
  return { form, message, triesLeft };
}
