import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Role } from '@wellness/shared/rules';
import type { Database } from '../db/schema';

/** Whose notifications a listener hears of: the admins', or one massager's. */
export interface Inbox {
  role: Role;
  massagerId: number | null;
}

type Listener = (latestId: number) => void;

/**
 * Tells open panels (Server-Sent Events) that notifications arrived for them. It reads the database, not
 * the memory of this process: a notification written by any API instance sharing the database is seen
 * at the next look, every `everyMs`, and at once after a write of this instance (`kick`). One query per
 * look for all the listeners of this instance, and none while nobody listens.
 */
export function startNotificationFeed(db: Kysely<Database>, log: FastifyBaseLogger, everyMs = 500) {
  const listeners = new Map<Listener, Inbox>();
  let lastId: number | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const newest = async () => {
    const row = await db.selectFrom('notifications').select(sql<number | null>`max(id)`.as('id')).executeTakeFirst();
    return Number(row?.id ?? 0);
  };

  async function look(): Promise<void> {
    if (listeners.size === 0) {
      lastId = null;
      return;
    }
    const top = await newest();
    // The first look after a quiet spell starts from now; a newest row deleted (its customer was) lowers the mark.
    if (lastId === null || top < lastId) {
      lastId = top;
      return;
    }
    if (top === lastId) return;
    const rows = await db
      .selectFrom('notifications')
      .select(['id', 'recipient_role', 'massager_id'])
      .where('id', '>', lastId)
      .where('id', '<=', top)
      .execute();
    lastId = top;
    for (const [listener, inbox] of listeners) {
      const mine = rows.filter((row) => row.recipient_role === inbox.role && (inbox.role === 'admin' || row.massager_id === inbox.massagerId));
      if (mine.length > 0) listener(Math.max(...mine.map((row) => row.id)));
    }
  }

  /** One look at a time; a kick during a look runs another after it. */
  function pass(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await look();
      } while (again && !stopped);
    })()
      .catch((err: unknown) => log.warn({ err }, 'looking for new notifications failed (tried again shortly)'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void pass(), everyMs);
  timer.unref();
  return {
    /** Calls `listener` with the newest id whenever notifications arrive for `inbox`; answers the unsubscribe. */
    async subscribe(inbox: Inbox, listener: Listener): Promise<() => void> {
      listeners.set(listener, inbox);
      // The first listener after a quiet spell: the mark is set before the stream says it is open.
      if (lastId === null) await pass();
      return () => listeners.delete(listener);
    },
    get listening(): number {
      return listeners.size;
    },
    kick(): void {
      if (!stopped && listeners.size > 0) setImmediate(() => void pass());
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      listeners.clear();
      await running;
    },
  };
}

export type NotificationFeed = ReturnType<typeof startNotificationFeed>;
