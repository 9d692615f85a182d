import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { closeAuthDialog, type RootState } from '@wellness/shared';
import { useDispatch, useSelector } from 'react-redux';

const ROLE_LABELS = { admin: 'Admin', massager: 'Massager' } as const;

/** 'Login as <Role>'. Placeholder body: the login and forgot-password forms come with the sign-in issue. */
export function LoginDialog() {
  const role = useSelector((state: RootState) => (state.ui.authDialog === 'login' ? state.ui.loginRole : null));
  const dispatch = useDispatch();
  return (
    <Dialog.Root open={role !== null} onOpenChange={(event) => !event.open && dispatch(closeAuthDialog())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-remote="mf-auth" mx="4">
            <Dialog.Header>
              <Dialog.Title>Login as {role ? ROLE_LABELS[role] : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text>Sign in with the e-mail address and password the centre gave you.</Text>
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
