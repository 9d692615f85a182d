import { AUTH_MESSAGES, closeAuthDialog, openLogin, type Role, type RootState } from '@wellness/shared';
import logo from '@wellness/shared/assets/logo.svg';
import { Button, HStack, Image, VStack } from '@wellness/shared/chakra';
import { ROLE_ATTRIBUTE } from '@wellness/shared/prerender';
import { DialogFrame } from '@wellness/shared/ui/dialog';
import { useDispatch, useSelector, useStore } from 'react-redux';

const CHOICES: ReadonlyArray<{ role: Role; label: string }> = [
  { role: 'admin', label: 'Admin' },
  { role: 'massager', label: 'Massager' },
];

/** 'Select Your Role': choosing a role opens the login dialog for it. */
export function RoleSelectDialog() {
  const open = useSelector((state: RootState) => state.ui.authDialog === 'role');
  // Closed for the login dialog, the focus stays where the login put it (given back to Log In, it would
  // leave the login's e-mail field at once, and 'Email is required' would greet the user). Read from the
  // store at close time: the focus trap keeps the function it was given at open.
  const store = useStore<RootState>();
  const dispatch = useDispatch();
  return (
    <DialogFrame
      open={open}
      onOpenChange={(event) => !event.open && dispatch(closeAuthDialog())}
      placement="center"
      finalFocusEl={() => (store.getState().ui.authDialog === 'login' ? (document.activeElement as HTMLElement | null) : null)}
      title={AUTH_MESSAGES.selectRole}
      contentProps={{ 'data-remote': 'mf-auth', mx: '4' }}
      headerProps={{ justifyContent: 'center' }}
      bodyProps={{ pb: '8' }}
    >
      <VStack gap="6">
        <Image src={logo} alt="Kothrud Wellness Spa logo" boxSize="20" />
        <HStack gap="4">
          {CHOICES.map(({ role, label }) => (
            <Button key={role} {...{ [ROLE_ATTRIBUTE]: role }} colorPalette="green" minW="32" onClick={() => dispatch(openLogin(role))}>
              {label}
            </Button>
          ))}
        </HStack>
      </VStack>
    </DialogFrame>
  );
}
