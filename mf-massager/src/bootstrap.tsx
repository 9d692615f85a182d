import { renderStandalone } from '@wellness/shared';
import { MassagerPanel } from './panel/MassagerPanel';

// On its own page (for the mf-massager team); open /massager-panel on its dev server.
renderStandalone('mf_massager', MassagerPanel);
