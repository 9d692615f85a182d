import { openRoleSelect, renderStandalone } from '@wellness/shared';
import { Button } from '@wellness/shared/chakra';
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
