import { act, screen } from '@testing-library/react';
import { PAGE_MESSAGES, signIn, signOut } from '@wellness/shared';
import { loadRemote } from '../test/federation-runtime-stub';
import { loadParcelConfig, REMOTE_MODULES } from './federation';
import { renderLayoutAt } from './test/renderLayout';

// A file of its own: the shell keeps loaded remote code for the page's life, and these tests start
// with no remote code loaded.
const loads = (id: string) => loadRemote.mock.calls.filter(([called]) => called === id).length;

afterEach(async () => {
  await signOut();
});

describe("a remote's first render", () => {
  it('a panel still loading shows the loading screen first', async () => {
    signIn('massager');
    renderLayoutAt('/massager-panel');
    expect(screen.getByText(PAGE_MESSAGES.loadingTitle)).toBeInTheDocument();
    expect(await screen.findByText('remote mf_massager/app')).toBeInTheDocument();
  });

  it('a panel whose code loaded while its user signed in mounts in its first render, without the loading screen', async () => {
    await act(() => loadParcelConfig(REMOTE_MODULES.adminApp));
    expect(loads('mf_admin/app')).toBe(1);
    signIn('admin');
    renderLayoutAt('/admin-panel');
    expect(screen.queryByText(PAGE_MESSAGES.loadingTitle)).toBeNull();
    expect(await screen.findByText('remote mf_admin/app')).toBeInTheDocument();
    expect(loads('mf_admin/app')).toBe(1);
  });
});
