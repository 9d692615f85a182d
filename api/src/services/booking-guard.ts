import { randomBytes } from 'node:crypto';
import { BOOKING_FLOOD, BOOKING_FLOOD_MESSAGES, type BookingChallenge } from '@wellness/shared/rules';
import type * as Altcha from 'altcha-lib/v1' with { 'resolution-mode': 'import' };
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { clock } from './clock';
import { notifyAdmins } from './notifications';

/** altcha-lib (MIT, the ALTCHA project's own server library) is an ES module: loaded once, on first use. */
let altcha: Promise<typeof Altcha> | null = null;
const loadAltcha = () => (altcha ??= import('altcha-lib/v1'));

/** A verified solution, spent (once) by the booking it lets through. */
export interface Proof {
  signature: string;
  expiresAt: string;
}

/** The longest solution header read: a genuine one is about 300 characters. */
const LONGEST_SOLUTION = 1000;
/** How often the count of bookings stored by every instance is read again (in the background). */
const SHARED_COUNT_EVERY_MS = 1000;
const NOTICE_KEY = 'notice|booking-ceiling';

export class SpentChallengeError extends Error {
  constructor() {
    super('this proof of work was already spent');
  }
}

/**
 * The global booking ceiling and its proof of work. Whether the ceiling is exceeded is known without
 * touching the database on the request's path: this process counts the bookings it let through in the
 * last minute, and the count of every instance's stored bookings is read in the background at most once
 * a second. A refusal therefore costs one HMAC check and writes nothing (the admins' hourly notice aside).
 */
export class BookingGuard {
  private readonly hmacKey: string;
  private readonly passed: number[] = [];
  private shared = { count: 0, readAt: 0, reading: false };
  /** Spent here lately: a replay is refused before any database work. */
  private readonly spentHere = new Map<string, number>();
  private nextNoticeAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly perMinute: number,
    hmacKey: string | null,
    private readonly log: FastifyBaseLogger,
  ) {
    // Without a configured key each process draws its own: a challenge is then solved for the instance
    // that issued it (set BOOKING_POW_KEY alike on every instance behind one balancer).
    this.hmacKey = hmacKey ?? randomBytes(32).toString('hex');
  }

  /** A new challenge; signed, so that nothing is stored until a solution is spent. */
  async challenge(): Promise<BookingChallenge> {
    const { createChallenge } = await loadAltcha();
    const made = await createChallenge({
      hmacKey: this.hmacKey,
      algorithm: 'SHA-256',
      maxnumber: BOOKING_FLOOD.challengeMaxNumber,
      expires: new Date(clock.now() + BOOKING_FLOOD.challengeLifetimeMs),
    });
    return {
      algorithm: 'SHA-256',
      challenge: made.challenge,
      maxnumber: made.maxnumber ?? BOOKING_FLOOD.challengeMaxNumber,
      salt: made.salt,
      signature: made.signature,
    };
  }

  /**
   * Lets a booking through below the ceiling (null), or above it with a valid unspent solution (the
   * proof, for `spend`); otherwise answers 429 with the reason, before the per-address count.
   */
  async admit(request: FastifyRequest, reply: FastifyReply): Promise<Proof | null | 'refused'> {
    const now = clock.now();
    if (!this.exceeded(now)) {
      this.passed.push(now);
      return null;
    }
    const proof = await this.verified(request.headers[BOOKING_FLOOD.solutionHeader], now);
    if (!proof) {
      this.notice(now).catch((error: unknown) => this.log.warn({ err: error }, 'the admins could not be told of the booking flood'));
      await reply
        .code(429)
        .header('Retry-After', String(Math.ceil(BOOKING_FLOOD.windowMs / 1000)))
        .send({ status: 'error', message: BOOKING_FLOOD_MESSAGES.refused });
      return 'refused';
    }
    this.passed.push(now);
    return proof;
  }

  /** Spends the solution in the booking's transaction: a second booking with it fails with SpentChallengeError. */
  async spend(trx: Transaction<Database>, proof: Proof): Promise<void> {
    const inserted = await trx
      .insertInto('spent_challenges')
      .values({ signature: proof.signature, expires_at: proof.expiresAt })
      .onConflict((oc) => oc.column('signature').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new SpentChallengeError();
    const now = clock.now();
    this.spentHere.set(proof.signature, now + BOOKING_FLOOD.challengeLifetimeMs);
    for (const [signature, until] of this.spentHere) if (until <= now) this.spentHere.delete(signature);
  }

  private passedInWindow(now: number): number {
    while (this.passed.length > 0 && (this.passed[0] ?? 0) <= now - BOOKING_FLOOD.windowMs) this.passed.shift();
    return this.passed.length;
  }

  private refreshSharedCount(now: number): void {
    if (this.shared.reading || now - this.shared.readAt < SHARED_COUNT_EVERY_MS) return;
    this.shared = { ...this.shared, reading: true };
    this.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>', new Date(now - BOOKING_FLOOD.windowMs).toISOString())
      .executeTakeFirst()
      .then(
        (row) => (this.shared = { count: Number(row?.n ?? 0), readAt: clock.now(), reading: false }),
        (error: unknown) => {
          this.shared = { ...this.shared, readAt: clock.now(), reading: false };
          this.log.warn({ err: error }, 'the booking count of the last minute could not be read');
        },
      );
  }

  private exceeded(now: number): boolean {
    this.refreshSharedCount(now);
    // A count read a whole window ago counted bookings that have all left the window since: until the
    // fresh one is in, it must not refuse the first visitor after a quiet (or flooded) minute.
    const shared = now - this.shared.readAt >= BOOKING_FLOOD.windowMs ? 0 : this.shared.count;
    return Math.max(this.passedInWindow(now), shared) >= this.perMinute;
  }

  private async verified(header: unknown, now: number): Promise<Proof | null> {
    if (typeof header !== 'string' || header.length === 0 || header.length > LONGEST_SOLUTION) return null;
    let signature: unknown;
    try {
      signature = (JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as { signature?: unknown }).signature;
    } catch {
      return null;
    }
    if (typeof signature !== 'string' || this.spentHere.has(signature)) return null;
    const { verifySolution } = await loadAltcha();
    if (!(await verifySolution(header, this.hmacKey, true).catch(() => false))) return null;
    return { signature, expiresAt: new Date(now + BOOKING_FLOOD.challengeLifetimeMs).toISOString() };
  }

  /** Tells the admins, at most once an hour across instances (the notice's window is a rate_limits row). */
  private async notice(now: number): Promise<void> {
    if (now < this.nextNoticeAt) return;
    this.nextNoticeAt = now + BOOKING_FLOOD.noticeEveryMs;
    const resetAt = now + BOOKING_FLOOD.noticeEveryMs;
    await this.db.transaction().execute(async (trx) => {
      const won = await trx
        .insertInto('rate_limits')
        .values({ key: NOTICE_KEY, hits: 1, reset_at: resetAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({ hits: 1, reset_at: resetAt }).where('rate_limits.reset_at', '<=', now))
        .returning('key')
        .executeTakeFirst();
      if (!won) return;
      const message = BOOKING_FLOOD_MESSAGES.ceilingNotice(this.perMinute);
      await notifyAdmins(trx, { customerId: null, customerName: '', massagerName: null, message }, new Date(now).toISOString());
    });
  }
}

/** Spent challenges past their expiry can go: their solutions are refused as expired anyway. */
export async function pruneSpentChallenges(db: Kysely<Database>): Promise<number> {
  const done = await db.deleteFrom('spent_challenges').where('expires_at', '<=', new Date(clock.now()).toISOString()).executeTakeFirst();
  return Number(done.numDeletedRows);
}
