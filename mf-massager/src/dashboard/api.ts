import { type RootState, store } from '@wellness/shared';
import { call, ENDPOINTS } from '@wellness/shared/client';

type Counts = ReturnType<typeof askCounts>;

const askCounts = (email: string) => call(ENDPOINTS.massagerCounts, { email });

/** Past this, counts asked for at sign-in are not shown: the dashboard asks again. */
const EARLY_COUNTS_MS = 10_000;

let early: { email: string; at: number; counts: Counts } | null = null;

/** The signed-in massager's dashboard counts: the ones asked for at sign-in, once, or else asked now. */
export function massagerCounts(email: string): Counts {
  const kept = early;
  early = null;
  if (kept && kept.email === email && Date.now() - kept.at < EARLY_COUNTS_MS) return kept.counts;
  return askCounts(email);
}

const signedInMassager = (state: RootState) => (state.session.role === 'massager' ? state.email : null);

/**
 * Signing in lands on the dashboard. Its counts are asked for as soon as the session starts, so that
 * the answer travels while the panel mounts (on a phone, a few hundred milliseconds of rendering)
 * rather than after. The panel's code is loaded while the login form is open, so this is listening by
 * then. A session that was already there when the page loaded asks nothing here.
 */
export function askCountsOnSignIn(): () => void {
  let signedIn = signedInMassager(store.getState());
  return store.subscribe(() => {
    const now = signedInMassager(store.getState());
    if (now && now !== signedIn) {
      const counts = askCounts(now);
      // Not shown when no dashboard takes it; the dashboard's own call reports a failure.
      counts.catch(() => undefined);
      early = { email: now, at: Date.now(), counts };
    }
    signedIn = now;
  });
}
