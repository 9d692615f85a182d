import { PageRouter } from '@wellness/shared/router';
import { AppProviders } from '@wellness/shared/ui';
import { LoginDialog } from './LoginDialog';
import { RoleSelectDialog } from './RoleSelectDialog';

export function AuthDialogs() {
  return (
    <AppProviders>
      <PageRouter>
        <RoleSelectDialog />
        <LoginDialog />
      </PageRouter>
    </AppProviders>
  );
}
