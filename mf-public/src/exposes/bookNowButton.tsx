import { createRemoteLifecycles } from '@wellness/shared';
import { ChromeRoot } from '../chrome/ChromeRoot';
import { BookNowButton } from '../chrome/BookNowButton';

export default createRemoteLifecycles('mf_public_bookNowButton', () => (
  <ChromeRoot globalCss={false}>
    <BookNowButton />
  </ChromeRoot>
));
