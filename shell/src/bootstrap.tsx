import { ErrorScreen, LoadingScreen, whenRehydrated } from '@wellness/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './App';
import { prerenderedDialog } from '@wellness/shared/prerender';
import { REMOTE_MODULES, loadParcelConfig, registerRemotesFromManifest } from './federation';
import { adoptPrerenderedPage, revealLivePage } from './prerendered';
import { followPrerenderedBooking } from './prerenderedBooking';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element on the page');
adoptPrerenderedPage(container);
const root = createRoot(container, { identifierPrefix: 'shell-' });
root.render(<LoadingScreen />);

// single-spa fires its synthetic popstate only after start(): every router on the page then hears navigation.
start({ urlRerouteOnly: true });

const remotes = registerRemotesFromManifest();
// Book Now was pressed on the pre-rendered page: its dialog starts loading as soon as the remotes are known,
// ahead of the public page's live code (prerenderedBooking.ts).
remotes.then(
  () => prerenderedDialog() && loadParcelConfig(REMOTE_MODULES.bookingDialog).catch(() => undefined),
  () => undefined,
);

Promise.all([remotes, whenRehydrated()]).then(
  () => {
    followPrerenderedBooking();
    // A transition: React renders in slices (the page is on screen already, pre-rendered or loading).
    startTransition(() => root.render(<App />));
  },
  (error: unknown) => {
    console.error('The site could not start', error);
    revealLivePage();
    root.render(<ErrorScreen />);
  },
);
