import { ErrorScreen, LoadingScreen, whenRehydrated } from '@wellness/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './App';
import { registerRemotesFromManifest } from './federation';
import { adoptPrerenderedPage, revealLivePage } from './prerendered';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element on the page');
adoptPrerenderedPage(container);
const root = createRoot(container, { identifierPrefix: 'shell-' });
root.render(<LoadingScreen />);

// single-spa fires its synthetic popstate only after start(): every router on the page then hears navigation.
start({ urlRerouteOnly: true });

Promise.all([registerRemotesFromManifest(), whenRehydrated()]).then(
  // A transition: React renders in slices (the page is on screen already, pre-rendered or loading).
  () => startTransition(() => root.render(<App />)),
  (error: unknown) => {
    console.error('The site could not start', error);
    revealLivePage();
    root.render(<ErrorScreen />);
  },
);
