import type { Role } from '@wellness/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { periodicPasses } from './passes';

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

  const newest = async () => {
    const row = await db
      .selectFrom('notifications')
      .select(sql<number | null>`max(id)`.as('id'))
      .executeTakeFirst();
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
    const rows = await db.selectFrom('notifications').select(['id', 'recipient_role', 'massager_id']).where('id', '>', lastId).where('id', '<=', top).execute();
    lastId = top;
    for (const [listener, inbox] of listeners) {
      const mine = rows.filter((row) => row.recipient_role === inbox.role && (inbox.role === 'admin' || row.massager_id === inbox.massagerId));
      if (mine.length > 0) listener(Math.max(...mine.map((row) => row.id)));
    }
  }

  const passes = periodicPasses(
    async () => {
      await look();
      return 0;
    },
    { everyMs, log, failure: 'looking for new notifications failed (tried again shortly)' },
  );

  return {
    /** Calls `listener` with the newest id whenever notifications arrive for `inbox`; answers the unsubscribe. */
    async subscribe(inbox: Inbox, listener: Listener): Promise<() => void> {
      listeners.set(listener, inbox);
      // The first listener after a quiet spell: the mark is set before the stream says it is open.
      if (lastId === null) await passes.run();
      return () => listeners.delete(listener);
    },
    kick(): void {
      if (listeners.size > 0) passes.kick();
    },
    async stop(): Promise<void> {
      listeners.clear();
      await passes.stop();
    },
  };
}

export type NotificationFeed = ReturnType<typeof startNotificationFeed>;
