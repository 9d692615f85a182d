import type { ComponentType, ReactNode } from 'react';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import singleSpaReact from 'single-spa-react';
import { ErrorScreen } from '../components/StatusScreens';
import { store, whenRehydrated } from '../store';

/**
 * Resolves in a new task of the main thread: work split by it never makes one long task, and a phone's
 * input and painting come in between. scheduler.yield where the browser has it, else a message (not a
 * timer: timers are slowed down in background tabs, and clamped when nested).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** A remote's root component, or a loader of it, run when the remote is first mounted. */
type RootOf<P> = ComponentType<P> | { load: () => Promise<ComponentType<P>> };

/**
 * What a React host (the shell) hands a parcel in its props as `host`: the remote's content is then
 * rendered in the host's own React tree, through a portal into the parcel's element, rather than in a
 * React root of its own. A page then has one React root: one scheduler, and the host's contexts (its
 * router) reach the remote. `render(null, …)` takes the content away.
 */
export interface RemoteHost {
  render(content: ReactNode, into: Element): void;
}

function isRemoteHost(value: unknown): value is RemoteHost {
  return typeof value === 'object' && value !== null && typeof (value as RemoteHost).render === 'function';
}

/**
 * single-spa-react lifecycles for a remote's root component, with the one store and the Oops screen
 * as error boundary. In a React host that offers it (see RemoteHost), single-spa-react's "root" is the
 * host's portal; elsewhere (a single-spa root config without one) a React root of its own, with its own
 * `identifierPrefix` so that several roots on one page never collide on `useId` values.
 */
export function createRemoteLifecycles<P extends object>(name: string, root: RootOf<P>) {
  const hosts = new WeakMap<Element, RemoteHost>();
  const reactDomClient = {
    createRoot: (element: Element) => {
      const host = hosts.get(element);
      if (host) {
        return {
          render: (children: ReactNode) => host.render(children, element),
          unmount: () => host.render(null, element),
        };
      }
      const reactRoot = createRoot(element, { identifierPrefix: `${name}-` });
      // Rendered as a transition: React works in slices and lets the browser handle input in between, so
      // mounting a whole page never blocks the main thread for long (a phone's first seconds on the site).
      return {
        render: (children: ReactNode) => React.startTransition(() => reactRoot.render(children)),
        unmount: () => reactRoot.unmount(),
      };
    },
  };
  const withStore = (Root: ComponentType<P>) =>
    function RemoteRoot(props: P) {
      return (
        <Provider store={store}>
          <Root {...props} />
        </Provider>
      );
    };
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient: reactDomClient,
    ...('load' in root
      ? // single-spa-react types a loaded root as taking optional props; a parcel's root always gets them.
        { loadRootComponent: () => root.load().then((Root) => withStore(Root) as never) }
      : { rootComponent: withStore(root) }),
    errorBoundary: () => <ErrorScreen />,
  });
  return {
    ...lifecycles,
    mount: (props: Parameters<typeof lifecycles.mount>[0] & { host?: unknown; domElement?: unknown }) => {
      if (isRemoteHost(props.host) && props.domElement instanceof Element) hosts.set(props.domElement, props.host);
      return lifecycles.mount(props);
    },
  };
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
