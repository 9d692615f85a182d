import { createRemoteLifecycles } from '@wellness/shared';
import { ChromeRoot } from '../chrome/ChromeRoot';
import { Header } from '../chrome/Header';

export default createRemoteLifecycles('mf_public_header', () => (
  <ChromeRoot>
    <Header />
  </ChromeRoot>
));
