import { createRemoteLifecycles } from '@wellness/shared';
import { MassagerPanel } from '../panel/MassagerPanel';

export default createRemoteLifecycles('mf_massager', MassagerPanel);
