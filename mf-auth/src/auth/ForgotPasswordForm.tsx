import { Input, Link, Stack, Text } from '@chakra-ui/react';
import { AUTH_MESSAGES, digitsOnly, LIMITS, PASSWORD_STRENGTH_MESSAGES, RESET_FLOW_MESSAGES, type Role, SERVER_MESSAGES, TIMINGS } from '@wellness/shared';
import { failedMessage, failedStatus, sha256Hex } from '@wellness/shared/client';
import { forgotPasswordFormSchema } from '@wellness/shared/forms';
import { checkPasswordStrength, notify, PasswordStrengthMeter, usePasswordStrength } from '@wellness/shared/ui';
import { LabelledField } from '@wellness/shared/ui/field';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { requestResetCode, setNewPassword } from './api';
import { EmailField } from './EmailField';
import { resetStepFailure, type ResetValues, sendOtpOutcome } from './resetFlow';
import { SubmitButton } from './SubmitButton';

const FIELDS: ReadonlyArray<{ name: Exclude<keyof ResetValues, 'otpSent' | 'email'>; label: string; type: string }> = [
  { name: 'otp', label: 'OTP', type: 'text' },
  { name: 'newPassword', label: 'New Password', type: 'password' },
  { name: 'confirmPassword', label: 'Confirm New Password', type: 'password' },
];

/** A 429's own message (the account's lock or its codes an hour say when to try again), else the generic one. */
const limitedMessage = (error: unknown) => (failedStatus(error) === 429 ? (failedMessage(error) ?? SERVER_MESSAGES.tooManyRequests) : null);

/** The forgot-password form: Email and 'Send OTP', then the code and the new password (spec sections 2, 4, 5). */
export function ForgotPasswordForm({ role, onBackToLogin }: { role: Role; onBackToLogin: () => void }) {
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

  const form = useFormik<ResetValues>({
    initialValues: { otpSent: false, email: '', otp: '', newPassword: '', confirmPassword: '' },
    validationSchema: forgotPasswordFormSchema,
    onSubmit: async (values, helpers) => {
      const email = values.email.trim();
      if (!values.otpSent) {
        try {
          const data = await requestResetCode(email, role);
          const outcome = sendOtpOutcome(data?.message);
          if (outcome === 'sent' || outcome === 'still-valid') {
            await helpers.setFieldValue('otpSent', true, false);
            await helpers.setTouched({}, false);
            setTriesLeft(null);
            if (outcome === 'sent') succeed(AUTH_MESSAGES.otpSent);
            else succeed(SERVER_MESSAGES.codeRecentlySent, 'info');
          } else {
            fail(outcome === 'unknown-email' ? AUTH_MESSAGES.emailDoesNotExist : AUTH_MESSAGES.mailNotSent);
          }
        } catch (error) {
          fail(limitedMessage(error) ?? AUTH_MESSAGES.sendOtpFailed);
        }
        return;
      }
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
        const data = await setNewPassword({
          role,
          email,
          otp: values.otp,
          newPassword: sha256Hex(values.newPassword),
        });
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
    },
  });

  const strength = usePasswordStrength(form.values.newPassword, [form.values.email]);
  // Said once the field is left (or a reset was tried): the meter alone speaks while typing.
  const weak = form.touched.newPassword && strength !== null && !strength.strongEnough ? PASSWORD_STRENGTH_MESSAGES.tooWeak : undefined;
  const errorOf = (name: keyof ResetValues) => (form.touched[name] ? form.errors[name] : undefined) ?? (name === 'newPassword' ? weak : undefined);

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Forgot password">
      <Stack gap="4">
        <EmailField value={form.values.email} error={errorOf('email')} readOnly={form.values.otpSent} onChange={form.handleChange} onBlur={form.handleBlur} />
        {form.values.otpSent &&
          FIELDS.map(({ name, label, type }) => (
            <LabelledField
              key={name}
              label={label}
              required
              requiredMark={false}
              error={errorOf(name)}
              note={name === 'otp' && triesLeft !== null ? RESET_FLOW_MESSAGES.triesLeft(triesLeft) : undefined}
            >
              <Input
                name={name}
                type={type}
                autoComplete={name === 'otp' ? 'one-time-code' : 'new-password'}
                inputMode={name === 'otp' ? 'numeric' : undefined}
                maxLength={name === 'otp' ? LIMITS.otpDigits : undefined}
                value={form.values[name]}
                onChange={(event) => void form.setFieldValue(name, name === 'otp' ? digitsOnly(event.target.value, LIMITS.otpDigits) : event.target.value)}
                onBlur={form.handleBlur}
              />
              {name === 'newPassword' && <PasswordStrengthMeter strength={strength} />}
            </LabelledField>
          ))}
        {/* Once the code is sent the line stays while its message comes and goes: the buttons below must
            not move under a finger (or a click) when the message is cleared. */}
        {(message || form.values.otpSent) && (
          <Text role="status" color="green.700" fontWeight="medium" minH="1.5em">
            {message}
          </Text>
        )}
        <SubmitButton submitting={form.isSubmitting}>{form.values.otpSent ? AUTH_MESSAGES.resetPassword : AUTH_MESSAGES.sendOtp}</SubmitButton>
        {/* A plain button that keeps focus where it is: leaving an empty field would show its message,
            move this link down and lose the click. */}
        <Link as="button" type="button" alignSelf="center" color="brand.700" onMouseDown={(event) => event.preventDefault()} onClick={onBackToLogin}>
          {AUTH_MESSAGES.backToLogin}
        </Link>
      </Stack>
    </form>
  );
}
