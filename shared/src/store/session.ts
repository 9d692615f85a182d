import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type Role, ROLES, SESSION_LIFETIME_MS, STORAGE_KEYS } from '../rules/constants';

export interface SessionState {
  role: Role | null;
  expiresAt: number | null;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Reads the flags kept in local storage (spec section 3); an expired or partial session counts as none. */
export function readStoredSession(storage: Storage = window.localStorage, now = Date.now()): SessionState {
  const authenticated = storage.getItem(STORAGE_KEYS.isAuthenticated) === 'true';
  const role = storage.getItem(STORAGE_KEYS.userRole);
  const expiresAt = Number(storage.getItem(STORAGE_KEYS.sessionExpiresAt));
  if (!authenticated || !isRole(role)) return { role: null, expiresAt: null };
  const validExpiry = Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : now + SESSION_LIFETIME_MS;
  if (validExpiry <= now) return { role: null, expiresAt: null };
  return { role, expiresAt: validExpiry };
}

export function writeStoredSession(role: Role, expiresAt: number, storage: Storage = window.localStorage): void {
  storage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
  storage.setItem(STORAGE_KEYS.userRole, role);
  storage.setItem(STORAGE_KEYS.sessionExpiresAt, String(expiresAt));
}

export function clearStoredSession(storage: Storage = window.localStorage): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}

const initialState: SessionState = { role: null, expiresAt: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<{ role: Role; expiresAt: number }>) => action.payload,
    sessionEnded: () => ({ role: null, expiresAt: null }),
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
