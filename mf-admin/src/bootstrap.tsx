import { renderStandalone } from '@wellness/shared';
import { AdminPanel } from './panel/AdminPanel';

// On its own page (for the mf-admin team); open /admin-panel on its dev server.
renderStandalone('mf_admin', AdminPanel);
