import { dismissPrerenderedRoleChoice } from '@wellness/shared/prerender';
import { PageRouter } from '@wellness/shared/router';
import { AppProviders } from '@wellness/shared/ui';
import { useLayoutEffect } from 'react';
import { LoginDialog } from './LoginDialog';
import { RoleSelectDialog } from './RoleSelectDialog';

export function AuthDialogs() {
  // The pre-rendered page's copy of the role choice stood in while this loaded: the live dialogs take over.
  useLayoutEffect(() => dismissPrerenderedRoleChoice(), []);
  return (
    <AppProviders>
      <PageRouter>
        <RoleSelectDialog />
        <LoginDialog />
      </PageRouter>
    </AppProviders>
  );
}
