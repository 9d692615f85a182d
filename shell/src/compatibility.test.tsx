import { render, screen } from '@testing-library/react';
import sharedPackage from '@wellness/shared/package.json';
import { loadRemote, satisfy } from '../test/federation-runtime-stub';
import { INCOMPATIBLE_REMOTE_MESSAGE, RemoteParcel } from './components/RemoteParcel';
import { checkRemoteCompatibility, IncompatibleRemoteError, loadParcelConfig, PROVIDED_SHARED, registerRemotesFromManifest } from './federation';

const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

/** A fetch that answers remotes.json and each remote's mf-manifest.json from the given table. */
function site(manifests: Record<string, unknown>) {
  const remotes = Object.fromEntries(Object.keys(manifests).map((name) => [name, `https://${name}.example.com/mf-manifest.json`]));
  return jest.fn(async (url: RequestInfo | URL) => {
    const address = typeof url === 'string' ? url : 'url' in url ? url.url : url.href;
    if (address === '/remotes.json') return json({ remotes });
    const name = new URL(address).hostname.split('.')[0]!;
    return manifests[name] === undefined ? json({}, 404) : json(manifests[name]);
  });
}

const manifestRequiring = (range: string) => ({
  shared: [
    { name: 'react', requiredVersion: '^19.0.0' },
    { name: '@wellness/shared', requiredVersion: range },
  ],
});

describe("the federation runtime's reading of the ranges in mf-manifest.json, which the check relies on", () => {
  it.each([
    ['0.1.0', '^0.1.0', true],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['1.4.0', '^1.2.0', true],
    ['2.0.0', '^1.2.0', false],
    ['1.1.0', '^1.2.0', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
    ['3.0.0', '^1.0.0 || ^3.0.0', true],
    ['0.1.0', '*', true],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfy(version, range)).toBe(expected);
  });
});

describe('a remote built against another version of @wellness/shared', () => {
  it('the shell knows the version of shared it provides', () => {
    expect(PROVIDED_SHARED['@wellness/shared']).toBe(sharedPackage.version);
  });

  it('is refused before its code is loaded, with the versions named', async () => {
    const fetchImpl = site({ mf_admin: manifestRequiring('^99.0.0') });
    await registerRemotesFromManifest(fetchImpl);
    loadRemote.mockClear();
    const failure = loadParcelConfig('mf_admin/app', fetchImpl);
    await expect(failure).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(failure).rejects.toThrow(`mf_admin needs @wellness/shared ^99.0.0, this site provides ${sharedPackage.version}`);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('a remote built against the same version loads', async () => {
    const fetchImpl = site({ mf_massager: manifestRequiring(`^${sharedPackage.version}`) });
    await registerRemotesFromManifest(fetchImpl);
    await expect(loadParcelConfig('mf_massager/app', fetchImpl)).resolves.toHaveProperty('mount');
    expect(fetchImpl).toHaveBeenCalledWith('https://mf_massager.example.com/mf-manifest.json', { cache: 'no-cache' });
  });

  it('a manifest that cannot be read, or an entry that is a remoteEntry.js, is left to the runtime', async () => {
    const fetchImpl = site({ mf_auth: undefined });
    await registerRemotesFromManifest(fetchImpl);
    await expect(checkRemoteCompatibility('mf_auth', fetchImpl)).resolves.toBeUndefined();
    await registerRemotesFromManifest(jest.fn(async () => json({ remotes: { mf_public: 'https://cdn.example.com/remoteEntry.js' } })));
    const neverCalled = jest.fn();
    await expect(checkRemoteCompatibility('mf_public', neverCalled)).resolves.toBeUndefined();
    expect(neverCalled).not.toHaveBeenCalled();
  });

  it('shows a clear message in place of the remote, never a blank page', async () => {
    const fetchImpl = site({ mf_booking: manifestRequiring('^99.0.0') });
    await registerRemotesFromManifest(fetchImpl);
    const realFetch = global.fetch;
    global.fetch = fetchImpl;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(<RemoteParcel module="mf_booking/page" />);
      expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
      expect(screen.getByText(INCOMPATIBLE_REMOTE_MESSAGE)).toBeInTheDocument();
      expect(screen.getByText(/mf_booking needs @wellness\/shared \^99\.0\.0/)).toBeInTheDocument();
    } finally {
      global.fetch = realFetch;
      errors.mockRestore();
    }
  });
});
