import { forgotPasswordFormSchema } from '@wellness/shared/forms';
import { resetStepFailure, sendOtpOutcome } from './resetFlow';

describe("reading the forgot-password answer's message (spec section 7)", () => {
  it("'Email does not exist' is a failure that keeps the email step", () => {
    expect(sendOtpOutcome('Email does not exist')).toBe('unknown-email');
  });
  it("'Message could not be sent.' is a failure", () => {
    expect(sendOtpOutcome('Message could not be sent.')).toBe('mail-failed');
  });
  it('the answer that the last code still stands goes on to the code step without claiming a new mail', () => {
    expect(sendOtpOutcome('A code was sent less than a minute ago. Please use the code in that mail.')).toBe('still-valid');
  });
  it('any other message means the code was sent', () => {
    expect(sendOtpOutcome('OTP sent to your email')).toBe('sent');
    expect(sendOtpOutcome(undefined)).toBe('sent');
  });
});

describe('submitting the new password (spec section 5)', () => {
  it("an empty new password gives 'Passwords should not be empty.'", () => {
    expect(resetStepFailure({ newPassword: '', confirmPassword: '' })).toBe('Passwords should not be empty.');
  });
  it("a mismatch gives 'Passwords do not match.'", () => {
    expect(resetStepFailure({ newPassword: 'abcd', confirmPassword: 'abce' })).toBe('Passwords do not match.');
  });
  it('matching passwords pass', () => {
    expect(resetStepFailure({ newPassword: 'abcd', confirmPassword: 'abcd' })).toBeNull();
  });
});

describe('the forgot-password rules', () => {
  const errors = async (values: Record<string, unknown>) =>
    forgotPasswordFormSchema.validate(values, { abortEarly: false }).then(
      () => [],
      (error: unknown) => (error as { errors: string[] }).errors,
    );

  it('checks only the email until the code is sent', async () => {
    expect(await errors({ otpSent: false, email: 'ravi@example.com', otp: '', newPassword: '', confirmPassword: '' })).toEqual([]);
    expect(await errors({ otpSent: false, email: 'ravi@' })).toEqual(['Invalid email address format']);
    expect(await errors({ otpSent: false, email: '' })).toEqual(['Email is required']);
  });

  it('checks the code and both passwords once the code is sent', async () => {
    const found = await errors({ otpSent: true, email: 'ravi@example.com', otp: '12', newPassword: 'abc', confirmPassword: 'abd' });
    expect(found).toEqual(expect.arrayContaining(['OTP must be exactly 4 digits', 'Password must be at least 4 characters', 'Passwords must match']));
    const empty = await errors({ otpSent: true, email: 'ravi@example.com', otp: '', newPassword: '', confirmPassword: '' });
    expect(empty).toEqual(expect.arrayContaining(['OTP is required', 'New Password is required', 'Confirm Password is required']));
  });
});
