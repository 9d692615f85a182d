import { ErrorScreen, LoadingScreen, whenRehydrated } from '@wellness/shared';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './App';
import { registerRemotesFromManifest } from './federation';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element on the page');
const root = createRoot(container, { identifierPrefix: 'shell-' });
root.render(<LoadingScreen />);

// single-spa fires its synthetic popstate only after start(): every router on the page then hears navigation.
start({ urlRerouteOnly: true });

Promise.all([registerRemotesFromManifest(), whenRehydrated()]).then(
  () => root.render(<App />),
  (error: unknown) => {
    console.error('The site could not start', error);
    root.render(<ErrorScreen />);
  },
);
