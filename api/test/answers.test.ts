import Fastify, { type FastifyInstance } from 'fastify';
import { checkedSerializerCompiler } from '../src/plugins/answers';
import { int, obj, str } from '../src/routes/schemas';

/** The answer check that tests run with (config.checkAnswers): a route and its schema cannot drift apart. */
describe('answers are checked against their schema', () => {
  async function serverAnswering(answer: unknown, checked = true) {
    const app = Fastify({ logger: false });
    if (checked) app.setSerializerCompiler(checkedSerializerCompiler);
    app.get('/x', { schema: { response: { 200: obj({ status: str, count: int }) } } }, async () => answer);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }

  /** A real HTTP request (Fastify's inject does not load under jest). */
  async function get(app: FastifyInstance) {
    const { port } = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/x`);
    return { statusCode: res.status, body: await res.text() };
  }

  test('an answer the schema describes is sent as it is', async () => {
    const app = await serverAnswering({ status: 'success', count: 2 });
    const res = await get(app);
    expect([res.statusCode, JSON.parse(res.body)]).toEqual([200, { status: 'success', count: 2 }]);
    await app.close();
  });

  test('a field the schema lacks fails the request, naming the route', async () => {
    const app = await serverAnswering({ status: 'success', count: 2, email: 'leak@example.com' });
    const res = await get(app);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('leak@example.com');
    await app.close();
  });

  test('a field of the wrong type or a missing one fails too', async () => {
    for (const answer of [{ status: 'success', count: 'two' }, { status: 'success' }]) {
      const app = await serverAnswering(answer);
      expect((await get(app)).statusCode).toBe(500);
      await app.close();
    }
  });

  test('without the check (production), a field the schema lacks is dropped, never sent', async () => {
    const app = await serverAnswering({ status: 'success', count: 2, email: 'leak@example.com' }, false);
    expect(JSON.parse((await get(app)).body)).toEqual({ status: 'success', count: 2 });
    await app.close();
  });
});
