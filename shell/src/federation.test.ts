import { configureApi } from '@wellness/shared';
import { api, ENDPOINTS } from '@wellness/shared/client';
import { loadRemote, registerRemotes } from '../test/federation-runtime-stub';
import {
  checkRemoteCompatibility,
  loadParcelConfig,
  MANIFEST_URL,
  parseManifest,
  prefetchRemoteModule,
  registerRemotesFromManifest,
  REMOTE_MODULES,
} from './federation';

const respond = (body: unknown, status = 200) => jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response);

describe('remotes.json, the runtime manifest of remote addresses', () => {
  it('registers every remote it names, at the address it names', async () => {
    const manifest = { remotes: { mf_public: 'https://cdn.example.com/public/mf-manifest.json', mf_auth: '/remotes/mf-auth/mf-manifest.json' } };
    await registerRemotesFromManifest(respond(manifest));
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_public', entry: 'https://cdn.example.com/public/mf-manifest.json' },
      { name: 'mf_auth', entry: '/remotes/mf-auth/mf-manifest.json' },
    ]);
  });

  it('sets the API address when the manifest names one', async () => {
    await registerRemotesFromManifest(respond({ apiBase: 'https://api.example.com/api', remotes: {} }));
    // The call's address as the client sends it (an adapter stands in for the network).
    const sent = await api.get(ENDPOINTS.adminCounts.path, {
      adapter: async (config) => ({ data: api.getUri(config), status: 200, statusText: 'OK', headers: {}, config }),
    });
    expect(sent.data).toBe(`https://api.example.com/api${ENDPOINTS.adminCounts.path}`);
    configureApi({ baseURL: '/api' });
  });

  it('refuses a manifest without addresses', () => {
    expect(() => parseManifest({ remotes: { mf_public: '' } })).toThrow('no address for mf_public');
    expect(() => parseManifest([])).toThrow('no "remotes" map');
  });

  it('fails when the manifest cannot be fetched', async () => {
    await expect(registerRemotesFromManifest(respond({}, 404))).rejects.toThrow('remotes.json answered 404');
  });
});

describe('loading a remote module', () => {
  it('loads each exposed module once', async () => {
    loadRemote.mockClear();
    const first = await loadParcelConfig('mf_admin/app');
    const second = await loadParcelConfig('mf_admin/app');
    expect(first).toBe(second);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('refuses a module that does not expose single-spa lifecycles, and tries again next time', async () => {
    loadRemote.mockResolvedValueOnce({ default: {} } as never);
    await expect(loadParcelConfig('mf_massager/app')).rejects.toThrow('does not expose single-spa lifecycles');
    await expect(loadParcelConfig('mf_massager/app')).resolves.toHaveProperty('mount');
  });
});

describe("prefetching the booking dialog's files while the visitor reads", () => {
  it("fetches the remote's entry and the dialog's own chunks at the lowest priority, running none of them", async () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'dialog', assets: { js: { sync: ['163.aaaa.js', '__federation_expose_dialog.bbbb.js'], async: ['527.yup.js'] } } },
        { name: 'page', assets: { js: { sync: ['__federation_expose_page.cccc.js'], async: [] } } },
      ],
      shared: [],
    };
    const fetchImpl = jest.fn(
      async (url: RequestInfo | URL) =>
        ({
          ok: true,
          status: 200,
          json: async () =>
            (typeof url === 'string' ? url : 'url' in url ? url.url : url.href) === MANIFEST_URL
              ? { remotes: { mf_booking: 'https://cdn.example.com/booking/mf-manifest.json' } }
              : manifest,
        }) as unknown as Response,
    );
    await registerRemotesFromManifest(fetchImpl);
    await checkRemoteCompatibility('mf_booking', fetchImpl);
    loadRemote.mockClear();
    prefetchRemoteModule(REMOTE_MODULES.bookingDialog);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);
    expect(links).toEqual([
      'https://cdn.example.com/booking/remoteEntry.js',
      'https://cdn.example.com/booking/163.aaaa.js',
      'https://cdn.example.com/booking/__federation_expose_dialog.bbbb.js',
    ]);
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
