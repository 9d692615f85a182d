import { createRemoteLifecycles } from '@wellness/shared';
import { AdminPanel } from '../panel/AdminPanel';

export default createRemoteLifecycles('mf_admin', AdminPanel);
