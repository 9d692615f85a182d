// The package's own entry: the page's one store.
import { signOut } from '@wellness/shared';
import { call } from './api/call';
import { ENDPOINTS } from './rules/endpoints';

/** Log Out (admin and massager): ends the server session, then clears all local storage (spec section 4). */
export async function logOut(): Promise<void> {
  try {
    await call(ENDPOINTS.logout);
  } catch {
    // Unreachable server: the local session ends anyway, and the server's expires on its own.
  }
  await signOut();
}
