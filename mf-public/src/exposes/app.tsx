import { createRemoteLifecycles } from '@wellness/shared';
import { PublicApp } from '../PublicApp';

export default createRemoteLifecycles('mf_public', PublicApp);
