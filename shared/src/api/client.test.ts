import { AUTH_MESSAGES, NOTIFY_EVENT, SESSION_ENDED_EVENT, signIn, signOut, store, type ToastRequest } from '@wellness/shared';
import type { AxiosAdapter } from 'axios';
import { ENDPOINTS } from '../rules/endpoints';
import { api } from './client';

const answering =
  (status: number): AxiosAdapter =>
  async (config) => {
    const response = { data: { status: status === 200 ? 'success' : 'error' }, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };

const heard = { toasts: [] as ToastRequest[], ended: 0 };
const onToast = (event: Event) => heard.toasts.push((event as CustomEvent<ToastRequest>).detail);
const onEnded = () => (heard.ended += 1);
beforeAll(() => {
  window.addEventListener(NOTIFY_EVENT, onToast);
  window.addEventListener(SESSION_ENDED_EVENT, onEnded);
});
afterAll(() => {
  window.removeEventListener(NOTIFY_EVENT, onToast);
  window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
});
beforeEach(async () => {
  await signOut();
  heard.toasts.length = 0;
  heard.ended = 0;
});

const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
  ]);

describe('a session the server ended', () => {
  it('ends the local session, says so once, asks for the sign-in, and the screen that asked shows no error', async () => {
    signIn('admin');
    api.defaults.adapter = answering(401);
    const calls = [api.get(ENDPOINTS.combinedList.path), api.get(ENDPOINTS.adminCounts.path)];
    expect(await settled(calls[0]!)).toBe('pending');
    expect(await settled(calls[1]!)).toBe('pending');
    expect(store.getState().session.role).toBeNull();
    expect(window.localStorage.getItem('isAuthenticated')).toBeNull();
    expect(heard.toasts).toEqual([{ type: 'error', message: AUTH_MESSAGES.sessionExpired, duration: expect.any(Number), outlivesScreen: true }]);
    expect(heard.ended).toBe(1);
  });

  it('a 401 without a session (a wrong password) is the caller’s to answer', async () => {
    api.defaults.adapter = answering(401);
    expect(await settled(api.post(ENDPOINTS.login.path, {}))).toBe('rejected');
    expect(heard.ended).toBe(0);
  });

  it('Log Out on a session the server already ended is not a second message', async () => {
    signIn('massager');
    api.defaults.adapter = answering(401);
    expect(await settled(api.post(ENDPOINTS.logout.path))).toBe('rejected');
    expect(heard.toasts).toEqual([]);
  });
});
