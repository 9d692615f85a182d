import { SESSION_LIFETIME_MS, STORAGE_KEYS } from '../rules/constants';
import { createAppStore, expireSession, signIn, signOut, store } from './index';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session';
import { setEmail, setMassagerId } from './staff';
import { closeAuthDialog, openBooking, openLogin, openRoleSelect, uiSlice } from './ui';

describe('ui requests between remotes', () => {
  const reduce = uiSlice.reducer;
  it('opens the booking dialog', () => {
    expect(reduce(undefined, openBooking()).bookingOpen).toBe(true);
  });
  it('choosing a role opens the login dialog for that role; closing it clears the role', () => {
    const chosen = reduce(reduce(undefined, openRoleSelect()), openLogin('massager'));
    expect(chosen).toMatchObject({ authDialog: 'login', loginRole: 'massager' });
    expect(reduce(chosen, closeAuthDialog())).toMatchObject({ authDialog: 'closed', loginRole: null });
  });
});

describe('stored session flags', () => {
  beforeEach(() => localStorage.clear());

  it('keeps isAuthenticated and userRole in local storage', () => {
    writeStoredSession('admin', 1000 + SESSION_LIFETIME_MS);
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(localStorage.getItem('userRole')).toBe('admin');
    expect(readStoredSession(localStorage, 1000)).toEqual({ role: 'admin', expiresAt: 1000 + SESSION_LIFETIME_MS });
  });

  it('treats an expired session as none', () => {
    writeStoredSession('massager', 5000);
    expect(readStoredSession(localStorage, 5000)).toEqual({ role: null, expiresAt: null });
  });

  it('treats an unknown role as none', () => {
    localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.userRole, 'customer');
    expect(readStoredSession(localStorage)).toEqual({ role: null, expiresAt: null });
  });

  it('clears every flag', () => {
    writeStoredSession('admin', Date.now() + 1000);
    clearStoredSession();
    expect(localStorage.length).toBe(0);
  });
});

describe('the one store', () => {
  beforeEach(() => localStorage.clear());

  it('signIn starts a 24-hour session and signOut clears all local storage', async () => {
    signIn('admin', 1_000);
    expect(store.getState().session).toEqual({ role: 'admin', expiresAt: 1_000 + 86_400_000 });
    localStorage.setItem('anything', 'x');
    await signOut();
    expect(localStorage.length).toBe(0);
    expect(store.getState().session.role).toBeNull();
  });

  it('session expiry clears the stored flags', () => {
    signIn('massager');
    expireSession();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(store.getState().session.role).toBeNull();
  });

  it("persists email and massager_id under the key 'root', and nothing else", async () => {
    const app = createAppStore();
    await app.rehydrated;
    app.store.dispatch(setEmail('asha@example.com'));
    app.store.dispatch(setMassagerId('7'));
    app.store.dispatch(openBooking());
    await app.persistor.flush();
    const saved = JSON.parse(localStorage.getItem('persist:root') ?? '{}');
    expect(JSON.parse(saved.email)).toBe('asha@example.com');
    expect(JSON.parse(saved.massager_id)).toBe('7');
    expect(saved.ui).toBeUndefined();
  });
});
