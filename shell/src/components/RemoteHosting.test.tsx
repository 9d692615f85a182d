import { render, screen } from '@testing-library/react';
import { createRemoteLifecycles, type RemoteHost } from '@wellness/shared';
import { MemoryRouter, PageRouter, useLocation } from '@wellness/shared/router';
import { useLayoutEffect } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { RemoteHosting, useRemoteHosts } from './RemoteHosting';

function Where({ greeting }: { greeting: string }) {
  return <p>{`${greeting} at ${useLocation().pathname}`}</p>;
}

/** A remote's root, routed as the site's remotes are: where its router says it is, and a prop from the shell. */
function Remote(props: { greeting: string }) {
  return (
    <PageRouter>
      <Where {...props} />
    </PageRouter>
  );
}

const isReactRoot = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$'));

function TakeHosts({ into }: { into: (hosts: Hosts) => void }) {
  const hosts = useRemoteHosts();
  useLayoutEffect(() => into(hosts), [into, hosts]);
  return null;
}

type Hosts = (() => RemoteHost) | undefined;

/** The shell's tree with an empty element for the parcel, as single-spa-react's Parcel component renders one. */
function Shell({ takeHosts }: { takeHosts: (hosts: Hosts) => void }) {
  return (
    <MemoryRouter initialEntries={['/benefits']}>
      <RemoteHosting>
        <TakeHosts into={takeHosts} />
        <section aria-label="parcel">
          <div />
        </section>
      </RemoteHosting>
    </MemoryRouter>
  );
}

// single-spa's lifecycles wait for React to commit (single-spa-react's root reports it from a timer), so
// React runs here as in the browser rather than batched under act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** Mounts the remote as the shell does, handing it a host; or without one, as another single-spa host would. */
async function mounted({ hosted = true } = {}): Promise<{ element: HTMLElement; parcel: Parcel }> {
  let hosts: Hosts;
  render(<Shell takeHosts={(taken) => (hosts = taken)} />);
  const element = screen.getByRole('region', { name: 'parcel' }).firstElementChild as HTMLElement;
  const host = hosted ? hosts?.() : undefined;
  const parcel = mountRootParcel(createRemoteLifecycles('mf_test', Remote), { domElement: element, host, greeting: 'Hello' });
  await parcel.mountPromise;
  return { element, parcel };
}

describe("a remote in the shell's tree", () => {
  it("renders in the shell's one React root, through a portal into the parcel's element, with the shell's router", async () => {
    const { element } = await mounted();
    expect(element).toHaveTextContent('Hello at /benefits');
    expect(isReactRoot(element)).toBe(false);
  });

  it('takes new props on update, and leaves on unmount', async () => {
    const { element, parcel } = await mounted();
    await parcel.update?.({ greeting: 'Namaste' });
    expect(element).toHaveTextContent('Namaste at /benefits');
    await parcel.unmount();
    expect(element).toBeEmptyDOMElement();
  });

  it('without a host, a remote gets a React root of its own, with a router of its own', async () => {
    const { element } = await mounted({ hosted: false });
    expect(isReactRoot(element)).toBe(true);
    expect(element).toHaveTextContent('Hello at /');
  });
});
