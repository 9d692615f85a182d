import { Button } from '@chakra-ui/react';
import { openRoleSelect, renderStandalone } from '@wellness/shared';
import { AppProviders } from '@wellness/shared/ui';
import { useDispatch } from 'react-redux';
import { AuthDialogs } from './auth/AuthDialogs';

function OpenButton() {
  const dispatch = useDispatch();
  return (
    <Button m="4" onClick={() => dispatch(openRoleSelect())}>
      Log In
    </Button>
  );
}

// On its own page (for the mf-auth team).
void renderStandalone('mf_auth', () => (
  <>
    <AppProviders toasts>
      <OpenButton />
    </AppProviders>
    <AuthDialogs />
  </>
));
