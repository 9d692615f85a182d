import { store } from '@wellness/shared';
import { AppProviders } from '@wellness/shared/ui';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ShellErrorBoundary } from './components/ShellErrorBoundary';
import { Layout } from './Layout';

export function App() {
  return (
    <Provider store={store}>
      <AppProviders toasts>
        <ShellErrorBoundary>
          <BrowserRouter>
            <Layout />
          </BrowserRouter>
        </ShellErrorBoundary>
      </AppProviders>
    </Provider>
  );
}
