import { store } from '@wellness/shared';
import { BrowserRouter } from '@wellness/shared/router';
import { Provider } from 'react-redux';
import { RemoteHosting } from './components/RemoteHosting';
import { ShellErrorBoundary } from './components/ShellErrorBoundary';
import { Layout } from './Layout';
import { ToastHost } from './toasts/ToastHost';

/** The shell's own tree holds no Chakra: the remotes bring theirs, the toast region and error pages load theirs on use. */
export function App() {
  return (
    <Provider store={store}>
      <ShellErrorBoundary>
        <BrowserRouter>
          <RemoteHosting>
            <Layout />
          </RemoteHosting>
        </BrowserRouter>
      </ShellErrorBoundary>
      <ToastHost />
    </Provider>
  );
}
