import { renderStandalone } from '@wellness/shared';
import { AppProviders } from '@wellness/shared/ui';
import { AdminPanel } from './panel/AdminPanel';

// On its own page (for the mf-admin team); open /admin-panel on its dev server. Without the shell,
// this page holds the toast region itself.
void renderStandalone('mf_admin', () => (
  <>
    <AdminPanel />
    <AppProviders toasts>{null}</AppProviders>
  </>
));
