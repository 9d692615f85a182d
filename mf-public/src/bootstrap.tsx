import { renderStandalone } from '@wellness/shared';
import { PublicApp } from './PublicApp';

// On its own page (for the mf-public team): the chrome and pages without the shell.
void renderStandalone('mf_public', PublicApp);
