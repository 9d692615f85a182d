import { createRemoteLifecycles } from '@wellness/shared';
import { AuthDialogs } from '../auth/AuthDialogs';

export default createRemoteLifecycles('mf_auth', AuthDialogs);
