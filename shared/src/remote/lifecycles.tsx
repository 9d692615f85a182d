import type { ComponentType } from 'react';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import singleSpaReact from 'single-spa-react';
import { ErrorScreen } from '../components/StatusScreens';
import { store, whenRehydrated } from '../store';

/**
 * single-spa-react lifecycles for a remote's root component, with the one store and the Oops screen
 * as error boundary. Each React root gets its own `identifierPrefix`, so that several roots on one page
 * never collide on `useId` values.
 */
export function createRemoteLifecycles<P extends object>(name: string, Root: ComponentType<P>) {
  const reactDomClient = {
    createRoot: (element: Element) => {
      const root = createRoot(element, { identifierPrefix: `${name}-` });
      // Rendered as a transition: React works in slices and lets the browser handle input in between, so
      // mounting a whole page never blocks the main thread for long (a phone's first seconds on the site).
      return {
        render: (children: React.ReactNode) => React.startTransition(() => root.render(children)),
        unmount: () => root.unmount(),
      };
    },
  };
  return singleSpaReact<P>({
    React,
    ReactDOMClient: reactDomClient,
    rootComponent: (props: P) => (
      <Provider store={store}>
        <Root {...props} />
      </Provider>
    ),
    errorBoundary: () => <ErrorScreen />,
  });
}

/** A remote on its own page, for its team: waits for the store like the shell does. */
export async function renderStandalone(name: string, Root: ComponentType): Promise<void> {
  await whenRehydrated();
  const element = document.getElementById('root');
  if (!element) throw new Error('No #root element on the page');
  createRoot(element, { identifierPrefix: `${name}-` }).render(
    <Provider store={store}>
      <Root />
    </Provider>,
  );
}
