import {
  ADMIN_PANEL_PATH,
  AUTH_MESSAGES,
  closeAuthDialog,
  MASSAGER_PANEL_PATH,
  type Role,
  ROLES,
  SERVER_MESSAGES,
  setEmail,
  setMassagerId,
  signIn,
  TIMINGS,
} from '@wellness/shared';
import { Alert, Stack } from '@wellness/shared/chakra';
import { failedMessage, failedStatus, sha256Hex } from '@wellness/shared/client';
import { loginFormSchema } from '@wellness/shared/forms';
import { useNavigate } from '@wellness/shared/router';
import { notify } from '@wellness/shared/ui';
import { TextField } from '@wellness/shared/ui/field';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { currentSession, logIn } from './api';
import { EmailField } from './EmailField';
import { FormActions } from './FormActions';

const LANDING: Record<Role, string> = { admin: ADMIN_PANEL_PATH, massager: MASSAGER_PANEL_PATH };

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** 'Login as <Role>': Email and Password; the password leaves the browser as SHA-256 hex only. */
export function LoginForm({ role, onForgotPassword }: { role: Role; onForgotPassword: () => void }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginFormSchema,
    onSubmit: async ({ email, password }) => {
      setFailure(null);
      try {
        const data = await logIn({
          email: email.trim(),
          password: sha256Hex(password),
          role,
        });
        if (data?.status !== 'success' || !isRole(data.role)) {
          setFailure(AUTH_MESSAGES.loginFailed);
          return;
        }
        // The role the server returned decides the landing panel. The massager's e-mail is in the store
        // before the session starts: the panel asks for its counts as the session starts.
        if (data.role === 'massager') dispatch(setEmail(email.trim().toLowerCase()));
        signIn(data.role);
        if (data.role === 'massager') {
          // The landing does not wait for the id (no screen of the dashboard needs it): a round trip less.
          void currentSession().then(
            (session) => session?.massager_id != null && dispatch(setMassagerId(String(session.massager_id))),
            () => undefined,
          );
        }
        notify('success', AUTH_MESSAGES.loginSuccess, TIMINGS.loginSuccessBannerMs, { outlivesScreen: true });
        dispatch(closeAuthDialog());
        void navigate(LANDING[data.role]);
      } catch (error) {
        // 429: the address's limit or the account's wait; the server's answer says when to try again.
        const limited = failedStatus(error) === 429;
        setFailure(limited ? (failedMessage(error) ?? SERVER_MESSAGES.tooManyRequests) : AUTH_MESSAGES.loginError);
      }
    },
  });

  const errorOf = (name: 'email' | 'password') => (form.touched[name] ? form.errors[name] : undefined);

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Login">
      <Stack gap="4">
        <EmailField value={form.values.email} error={errorOf('email')} onChange={form.handleChange} onBlur={form.handleBlur} />
        <TextField
          label="Password"
          requiredMark={false}
          error={errorOf('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <FormActions submitting={form.isSubmitting} linkLabel={AUTH_MESSAGES.forgetPassword} onLink={onForgotPassword}>
          Login
        </FormActions>
      </Stack>
    </form>
  );
}
