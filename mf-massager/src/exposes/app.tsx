import { createRemoteLifecycles } from '@wellness/shared';
import { MassagerPanel } from '../panel/MassagerPanel';

// The panel routes its own paths with a router of its own, which needs a React root of its own.
export default createRemoteLifecycles('mf_massager', MassagerPanel, { ownRoot: true });
