import { combineReducers, configureStore, createAction, type Middleware, type MiddlewareAPI, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { forgetOfflineData } from '../offline';
import { PERSIST_KEY, type Role, SESSION_LIFETIME_MS, TIMINGS } from '../rules/constants';
import { clearStoredSession, readStoredSession, sessionEnded, sessionSlice, sessionStarted, writeStoredSession } from './session';
import { clearEmail, clearMassagerId, emailSlice, massagerIdSlice } from './staff';
import { uiSlice } from './ui';

const staticReducers = {
  email: emailSlice.reducer,
  massager_id: massagerIdSlice.reducer,
  ui: uiSlice.reducer,
  session: sessionSlice.reducer,
};

/**
 * A part of the store that only some pages load: the staff panels' server-data cache
 * (`@wellness/shared/query`), which a visitor's page never carries. Its state is never persisted.
 */
export interface StoreFeature {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

const featureAdded = createAction<string>('store/featureAdded');

/** Only email and massager_id are persisted, under the key 'root'; rehydration gives up after 5000 ms. */
const persistConfig = {
  key: PERSIST_KEY,
  storage,
  whitelist: ['email', 'massager_id'],
  timeout: TIMINGS.rehydrationTimeoutMs,
};

export function createAppStore() {
  // Features come and stay: their reducers join the static ones, their middleware runs after the store's
  // own. By hand rather than RTK's combineSlices and createDynamicMiddleware, which would add a kilobyte
  // to every page of the site for what only the staff panels use.
  const added: Record<string, Reducer> = {};
  let combined = combineReducers(staticReducers);
  const rootReducer: typeof combined = (state, action) => combined(state, action);
  type Next = (action: unknown) => unknown;
  let storeApi: MiddlewareAPI | undefined;
  let afterFeatures: Next = () => undefined;
  let throughFeatures: Next | undefined;
  const features: Middleware = (api) => (next) => {
    storeApi = api;
    afterFeatures = next;
    return (action) => (throughFeatures ?? next)(action);
  };
  const reducer = persistReducer(persistConfig, rootReducer);
  const store = configureStore({
    reducer,
    // Only the session is preloaded: the reducer starts the other slices from their initial state.
    preloadedState: typeof window === 'undefined' ? undefined : ({ session: readStoredSession() } as ReturnType<typeof reducer>),
    middleware: (getDefault) => getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(features),
  });
  /** Adds a feature's reducer and middleware once; the dispatch gives its slice its initial state at once. */
  const addFeature = (feature: StoreFeature): void => {
    if (added[feature.reducerPath]) return;
    added[feature.reducerPath] = feature.reducer;
    combined = combineReducers({ ...added, ...staticReducers });
    if (storeApi) throughFeatures = feature.middleware(storeApi)(throughFeatures ?? afterFeatures);
    store.dispatch(featureAdded(feature.reducerPath));
  };
  let resolveRehydrated: () => void = () => undefined;
  const rehydrated = new Promise<void>((resolve) => {
    resolveRehydrated = resolve;
  });
  const persistor = persistStore(store, null, () => resolveRehydrated());
  return { store, persistor, rehydrated, addFeature };
}

const app = createAppStore();

/** The one store of the site: every remote imports it from this singleton package. */
export const store = app.store;
export const persistor = app.persistor;
/** Resolves once the persisted state is back (or after the 5000 ms rehydration timeout). */
export const whenRehydrated = (): Promise<void> => app.rehydrated;
export const addStoreFeature = app.addFeature;

export type AppStore = typeof store;
export type RootState = { [Key in keyof typeof staticReducers]: ReturnType<(typeof staticReducers)[Key]> };
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
