import { configureApi } from '@wellness/shared';
import { ENDPOINTS, api } from '@wellness/shared/client';
import { loadRemote, registerRemotes } from '../test/federation-runtime-stub';
import { loadParcelConfig, parseManifest, registerRemotesFromManifest } from './federation';

const respond = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response);

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
