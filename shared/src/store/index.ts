import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { forgetOfflineData } from '../offline';
import { PERSIST_KEY, type Role, SESSION_LIFETIME_MS, TIMINGS } from '../rules/constants';
import { clearStoredSession, readStoredSession, sessionEnded, sessionSlice, sessionStarted, writeStoredSession } from './session';
import { clearEmail, clearMassagerId, emailSlice, massagerIdSlice } from './staff';
import { uiSlice } from './ui';

const rootReducer = combineReducers({
  email: emailSlice.reducer,
  massager_id: massagerIdSlice.reducer,
  ui: uiSlice.reducer,
  session: sessionSlice.reducer,
});

/** Only email and massager_id are persisted, under the key 'root'; rehydration gives up after 5000 ms. */
const persistConfig = {
  key: PERSIST_KEY,
  storage,
  whitelist: ['email', 'massager_id'],
  timeout: TIMINGS.rehydrationTimeoutMs,
};

export function createAppStore() {
  const reducer = persistReducer(persistConfig, rootReducer);
  const store = configureStore({
    reducer,
    // Only the session is preloaded: the reducer starts the other slices from their initial state.
    preloadedState: typeof window === 'undefined' ? undefined : ({ session: readStoredSession() } as ReturnType<typeof reducer>),
    middleware: (getDefault) => getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  });
  let resolveRehydrated: () => void = () => undefined;
  const rehydrated = new Promise<void>((resolve) => {
    resolveRehydrated = resolve;
  });
  const persistor = persistStore(store, null, () => resolveRehydrated());
  return { store, persistor, rehydrated };
}

const app = createAppStore();

/** The one store of the site: every remote imports it from this singleton package. */
export const store = app.store;
export const persistor = app.persistor;
/** Resolves once the persisted state is back (or after the 5000 ms rehydration timeout). */
export const whenRehydrated = (): Promise<void> => app.rehydrated;

export type AppStore = typeof store;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

/** After a successful login: the local flags, and the 24-hour session (spec section 4). */
export function signIn(role: Role, now = Date.now()): void {
  const expiresAt = now + SESSION_LIFETIME_MS;
  writeStoredSession(role, expiresAt);
  store.dispatch(sessionStarted({ role, expiresAt }));
}

/**
 * Session expiry: clears the stored flags, and the offline copy of a therapist's visits with its
 * service worker; the shell then tells the user and goes to /#login.
 */
export function expireSession(): void {
  clearStoredSession();
  store.dispatch(sessionEnded());
  void forgetOfflineData();
}

/**
 * Log Out clears all local storage (spec section 4), once the emptied persisted state is written, and the
 * offline copy of a therapist's visits with its service worker.
 */
export async function signOut(): Promise<void> {
  store.dispatch(clearEmail());
  store.dispatch(clearMassagerId());
  store.dispatch(sessionEnded());
  await persistor.flush();
  window.localStorage.clear();
  // Not waited for: the page leaves the panel at once (a panel still on screen signed out would send
  // the user to sign in again).
  void forgetOfflineData();
}
