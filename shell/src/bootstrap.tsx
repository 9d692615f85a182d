import { ErrorScreen, LoadingScreen, nextTask, whenRehydrated } from '@wellness/shared';
import { prerenderedDialog } from '@wellness/shared/prerender';
import { startTransition } from 'react';
import { loadParcelConfig, registerRemotesFromManifest, REMOTE_MODULES } from './federation';
import { adoptPrerenderedPage, revealLivePage } from './prerendered';
import { followPrerenderedBooking } from './prerenderedBooking';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element on the page');
adoptPrerenderedPage(container);

const remotes = registerRemotesFromManifest();
// Book Now was pressed on the pre-rendered page: its dialog starts loading as soon as the remotes are known,
// ahead of the public page's live code (prerenderedBooking.ts).
remotes.then(
  () => prerenderedDialog() && loadParcelConfig(REMOTE_MODULES.bookingDialog).catch(() => undefined),
  () => undefined,
);

// The rest of the shell runs in tasks of their own (React DOM and the loading screen; then single-spa,
// the router, the layout and its parcels): on a phone, evaluating all of the shell's code at once was one
// long task while the visitor reads the pre-rendered page. The code is in the files loaded already
// ("eager" imports fetch nothing, they only run it later).
const shell = (async () => {
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const root = createRoot(container, { identifierPrefix: 'shell-' });
  root.render(<LoadingScreen />);
  await nextTask();
  const [{ start }, { App }] = await Promise.all([import(/* webpackMode: "eager" */ 'single-spa'), import(/* webpackMode: "eager" */ './App')]);
  // single-spa fires its synthetic popstate only after start(): every router on the page then hears navigation.
  start({ urlRerouteOnly: true });
  return { root, App };
})();

Promise.all([shell, remotes, whenRehydrated()]).then(
  ([{ root, App }]) => {
    followPrerenderedBooking();
    // A transition: React renders in slices (the page is on screen already, pre-rendered or loading).
    startTransition(() => root.render(<App />));
  },
  async (error: unknown) => {
    console.error('The site could not start', error);
    revealLivePage();
    const started = await shell.catch(() => null);
    started?.root.render(<ErrorScreen />);
  },
);
