import { createRemoteLifecycles } from '@wellness/shared';
import { BookNowButton } from '../chrome/BookNowButton';
import { ChromeRoot } from '../chrome/ChromeRoot';

export default createRemoteLifecycles('mf_public_bookNowButton', () => (
  <ChromeRoot globalCss={false}>
    <BookNowButton />
  </ChromeRoot>
));
