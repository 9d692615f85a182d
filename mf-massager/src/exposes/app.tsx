import { createRemoteLifecycles } from '@wellness/shared';
import { askCountsOnSignIn } from '../dashboard/api';
import { MassagerPanel } from '../panel/MassagerPanel';

// Loaded while the login form is open: from here the panel hears the sign-in it is about to show.
askCountsOnSignIn();

export default createRemoteLifecycles('mf_massager', MassagerPanel);
