import { BOOKING_FLOOD } from '@wellness/shared';
import type * as Client from '@wellness/shared/client';
import { useCallback, useRef } from 'react';

/** How long Submit waits for a solution still being found; past it the booking goes without one. */
const LONGEST_WAIT_MS = 3000;
/** A solution older than this is found again: the server refuses an expired challenge. */
const FRESH_FOR_MS = BOOKING_FLOOD.challengeLifetimeMs - 60_000;

interface Solving {
  startedAt: number;
  proof: Promise<string | null>;
}

/**
 * Fetches a challenge and finds its number with altcha-lib (SHA-256 through the browser's Web Crypto,
 * a digest at a time, so the page stays responsive), into the payload the server reads. Any failure
 * answers null: below the ceiling a booking needs no proof, and the server's answer then says the rest.
 */
async function solveOne(loadClient: () => Promise<typeof Client>): Promise<string | null> {
  try {
    const [client, { solveChallenge }] = await Promise.all([loadClient(), import('altcha-lib/v1')]);
    const challenge = await client.call(client.ENDPOINTS.bookingChallenge);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    if (!solution) return null;
    const { algorithm, salt, signature } = challenge;
    return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }));
  } catch {
    return null;
  }
}

const within = <T>(work: Promise<T>, ms: number, otherwise: T): Promise<T> =>
  Promise.race([work, new Promise<T>((resolve) => window.setTimeout(() => resolve(otherwise), ms))]);

/**
 * The booking form's proof of work, out of the visitor's sight: `prepare()` starts solving while the
 * visitor types; `take()` hands the solution to Submit (each books once), or null.
 */
export function useBookingProof(loadClient: () => Promise<typeof Client>): { prepare(): void; take(): Promise<string | null> } {
  const solving = useRef<Solving | null>(null);
  const prepare = useCallback(() => {
    if (solving.current && Date.now() - solving.current.startedAt < FRESH_FOR_MS) return;
    solving.current = { startedAt: Date.now(), proof: solveOne(loadClient) };
  }, [loadClient]);
  const take = useCallback(async () => {
    prepare();
    const proof = solving.current?.proof ?? Promise.resolve(null);
    solving.current = null;
    return within(proof, LONGEST_WAIT_MS, null);
  }, [prepare]);
  return { prepare, take };
}
