import { AUTH_MESSAGES, digitsOnly, LIMITS, PASSWORD_STRENGTH_MESSAGES, RESET_FLOW_MESSAGES, type Role } from '@wellness/shared';
import { Input, Stack, Text } from '@wellness/shared/chakra';
import { PasswordStrengthMeter, usePasswordStrength } from '@wellness/shared/ui';
import { LabelledField } from '@wellness/shared/ui/field';
import { EmailField } from './EmailField';
import { FormActions } from './FormActions';
import type { ResetValues } from './resetFlow';
import { useResetFlow } from './useResetFlow';

const FIELDS: ReadonlyArray<{ name: Exclude<keyof ResetValues, 'otpSent' | 'email'>; label: string; type: string }> = [
  { name: 'otp', label: 'OTP', type: 'text' },
  { name: 'newPassword', label: 'New Password', type: 'password' },
  { name: 'confirmPassword', label: 'Confirm New Password', type: 'password' },
];

/** The forgot-password form: Email and 'Send OTP', then the code and the new password (spec sections 2, 4, 5). */
export function ForgotPasswordForm({ role, onBackToLogin }: { role: Role; onBackToLogin: () => void }) {
  const { form, message, triesLeft } = useResetFlow(role, onBackToLogin);
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
        <FormActions submitting={form.isSubmitting} linkLabel={AUTH_MESSAGES.backToLogin} onLink={onBackToLogin}>
          {form.values.otpSent ? AUTH_MESSAGES.resetPassword : AUTH_MESSAGES.sendOtp}
        </FormActions>
      </Stack>
    </form>
  );
}
