import { createRemoteLifecycles } from '@wellness/shared';
import { ChromeRoot } from '../chrome/ChromeRoot';
import { Footer } from '../chrome/Footer';

export default createRemoteLifecycles('mf_public_footer', () => (
  <ChromeRoot globalCss={false}>
    <Footer />
  </ChromeRoot>
));
