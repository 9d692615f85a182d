import { renderStandalone } from '@wellness/shared';
import { AppProviders } from '@wellness/shared/ui';
import { MassagerPanel } from './panel/MassagerPanel';

// On its own page (for the mf-massager team); open /massager-panel on its dev server. Without the shell,
// this page holds the toast region itself.
void renderStandalone('mf_massager', () => (
  <>
    <MassagerPanel />
    <AppProviders toasts>{null}</AppProviders>
  </>
));
