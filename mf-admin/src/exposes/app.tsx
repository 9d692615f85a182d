import { createRemoteLifecycles } from '@wellness/shared';
import { AdminPanel } from '../panel/AdminPanel';

// The panel routes its own paths with a router of its own, which needs a React root of its own.
export default createRemoteLifecycles('mf_admin', AdminPanel, { ownRoot: true });
