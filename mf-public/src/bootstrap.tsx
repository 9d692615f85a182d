import { PUBLIC_HEADER_HEIGHT_PX, renderStandalone } from '@wellness/shared';
import { BookNowButton } from './chrome/BookNowButton';
import { ChromeRoot } from './chrome/ChromeRoot';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { PublicApp } from './PublicApp';

// On its own page (for the mf-public team): the chrome and pages without the shell.
renderStandalone('mf_public', () => (
  <>
    <ChromeRoot>
      <Header />
    </ChromeRoot>
    <main style={{ marginTop: PUBLIC_HEADER_HEIGHT_PX }}>
      <PublicApp />
    </main>
    <ChromeRoot>
      <BookNowButton />
      <Footer />
    </ChromeRoot>
  </>
));
