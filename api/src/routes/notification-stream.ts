import { ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { loadSession, signedInOf } from '../plugins/auth';
import { route } from './route';

/**
 * Open streams one session may hold (a panel needs one; a few tabs a few), and all sessions together in
 * one process: each stream holds a socket, and file descriptors run out in the low thousands (the usual
 * limit is 1,024), after which even health checks wait. Beyond either: 429.
 */
const STREAMS_PER_SESSION = 5;
const STREAMS_PER_PROCESS = 500;

/** A comment line now and then keeps proxies (nginx's 60 s read timeout) and the socket timeout from closing the stream. */
const HEARTBEAT_MS = 20_000;

/**
 * GET /api/notification_stream.php: Server-Sent Events telling an open panel that notifications arrived
 * for its signed-in user, so that its badge updates without a reload. The event says only that
 * (`notification`, data {"id": newest}); the panel then reads its unread notifications as before. The
 * session is checked again at each heartbeat: a stream ends with the session it was opened under.
 */
export async function notificationStreamRoutes(app: FastifyInstance): Promise<void> {
  const { db, feed } = app;
  const open = new Set<() => void>();
  const perSession = new Map<string, number>();
  // Open streams would hold a graceful shutdown up: they are ended first (browsers reconnect elsewhere).
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });

  route(app, ENDPOINTS.notificationStream)(
    {
      // A HEAD request would get the headers and then wait for a body that never comes.
      exposeHeadRoute: false,
      summary: 'Live notifications of the signed-in user (Server-Sent Events)',
      description:
        'text/event-stream. An event "ready" when the stream opens, then "notification" with data {"id": newest id} whenever notifications arrive for the signed-in user (from any API instance sharing the database, within a second), and a comment every 20 s. Ends when the session does.',
      produces: ['text/event-stream'],
    },
    async (request, reply) => {
      const signedIn = signedInOf(request);
      const mine = perSession.get(signedIn.sessionId) ?? 0;
      if (mine >= STREAMS_PER_SESSION || open.size >= STREAMS_PER_PROCESS) {
        return reply.code(429).header('Retry-After', '30').send({ status: 'error', message: SERVER_MESSAGES.tooManyRequests });
      }
      perSession.set(signedIn.sessionId, mine + 1);
      const raw = reply.raw;
      reply.hijack();
      // The headers set so far (security headers, request id) go out as on every other answer.
      const already = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
      raw.writeHead(200, {
        ...Object.fromEntries(already),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      const send = (text: string) => {
        if (!raw.writableEnded) raw.write(text);
      };
      let ended = false;
      let unsubscribe: () => void = () => undefined;
      // The heartbeat checks the session without counting as its use: an open panel left alone still
      // ends after the idle time.
      const heartbeat = setInterval(() => {
        void loadSession(db, request, { touch: false }).then(
          (session) => (session?.sessionId === signedIn.sessionId ? send(': ping\n\n') : end()),
          () => send(': ping\n\n'),
        );
      }, HEARTBEAT_MS);
      heartbeat.unref();
      function end() {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        const left = (perSession.get(signedIn.sessionId) ?? 1) - 1;
        if (left > 0) perSession.set(signedIn.sessionId, left);
        else perSession.delete(signedIn.sessionId);
        if (!raw.writableEnded) raw.end();
      }
      open.add(end);
      raw.on('close', end);
      unsubscribe = await feed.subscribe({ role: signedIn.role, massagerId: signedIn.massager?.id ?? null }, (id) =>
        send(`event: notification\ndata: ${JSON.stringify({ id })}\n\n`),
      );
      if (ended) unsubscribe();
      // A browser that loses the stream tries again after 3 s.
      send('retry: 3000\nevent: ready\ndata: {}\n\n');
      return reply;
    },
  );
}
