import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { closeAuthDialog, RESET_FLOW_MESSAGES, type RootState } from '@wellness/shared';
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
    <Dialog.Root open={role !== null} onOpenChange={(event) => !event.open && dispatch(closeAuthDialog())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-remote="mf-auth" mx="4">
            <Dialog.Header>
              {/* The spec's 'Login as <Role>'; while resetting, a title that says so. */}
              <Dialog.Title>{forgot && role ? RESET_FLOW_MESSAGES.title(ROLE_LABELS[role]) : `Login as ${role ? ROLE_LABELS[role] : ''}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {role &&
                (forgot ? (
                  <ForgotPasswordForm role={role} onBackToLogin={() => setForgot(false)} />
                ) : (
                  <LoginForm role={role} onForgotPassword={() => setForgot(true)} />
                ))}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
