import { closeAuthDialog, RESET_FLOW_MESSAGES, type RootState } from '@wellness/shared';
import { DialogFrame } from '@wellness/shared/ui/dialog';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

const ROLE_LABELS = { admin: 'Admin', massager: 'Massager' } as const;

/** 'Login as <Role>'; its 'Forget Password?' link swaps the body to the forgot-password form. */
export function LoginDialog() {
  const role = useSelector((state: RootState) => (state.ui.authDialog === 'login' ? state.ui.loginRole : null));
  const dispatch = useDispatch();
  const [forgot, setForgot] = useState(false);

  useEffect(() => {
    if (role === null) setForgot(false);
  }, [role]);

  return (
    <DialogFrame
      open={role !== null}
      onOpenChange={(event) => !event.open && dispatch(closeAuthDialog())}
      placement="center"
      // The spec's 'Login as <Role>'; while resetting, a title that says so.
      title={forgot && role ? RESET_FLOW_MESSAGES.title(ROLE_LABELS[role]) : `Login as ${role ? ROLE_LABELS[role] : ''}`}
      contentProps={{ 'data-remote': 'mf-auth', mx: '4' }}
      bodyProps={{ pb: '6' }}
    >
      {role &&
        (forgot ? (
          <ForgotPasswordForm role={role} onBackToLogin={() => setForgot(false)} />
        ) : (
          <LoginForm role={role} onForgotPassword={() => setForgot(true)} />
        ))}
    </DialogFrame>
  );
}
