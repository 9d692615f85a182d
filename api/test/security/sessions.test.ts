import { ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import { DEMO_ACCOUNTS } from '../../src/services/seed';
import { advanceClock, apiPath, type Client, codeFromMail, expireSession, serverForFile, sha256, startServer, type TestServer, validBooking } from '../helpers';
import { ROUTES } from './routes';

const { admin: ADMIN, massager: MASSAGER } = DEMO_ACCOUNTS;

const server = serverForFile();

const token = (c: Client) => c.cookie!.split('=')[1]!;
const sessionRow = (t: string) => server.app.db.selectFrom('sessions').selectAll().where('id', '=', sha256(t)).executeTakeFirst();

describe('sessions', () => {
  test('every login gives a new session id, for both roles, and never reuses the one the browser sent', async () => {
    const seen = new Set<string>();
    const c = server.client();
    for (let i = 0; i < 5; i += 1) {
      const [email, password, role] = i % 2 ? [MASSAGER.email, MASSAGER.password, 'massager' as const] : [ADMIN.email, ADMIN.password, 'admin' as const];
      const before = c.cookie;
      expect((await c.login(email, password, role)).body.status).toBe('success');
      expect(c.cookie).not.toBe(before);
      seen.add(token(c));
    }
    expect(seen.size).toBe(5);
    // A session id planted by an attacker (session fixation) is not adopted at login.
    const planted = server.client();
    planted.cookie = 'wellness_session=attacker-chosen-value-0123456789abcdefghijklmno';
    await planted.login(ADMIN.email, ADMIN.password, 'admin');
    expect(planted.cookie).not.toContain('attacker-chosen');
    const attacker = server.client();
    attacker.cookie = 'wellness_session=attacker-chosen-value-0123456789abcdefghijklmno';
    expect((await attacker.get(apiPath(ENDPOINTS.adminCounts))).status).toBe(401);
  });

  test('logout deletes the session row; the old cookie is refused on every staff route', async () => {
    const c = await server.admin();
    const t = token(c);
    expect(await sessionRow(t)).toBeDefined();
    expect((await c.post(apiPath(ENDPOINTS.logout))).status).toBe(200);
    expect(await sessionRow(t)).toBeUndefined();
    const replay = server.client();
    replay.cookie = `wellness_session=${t}`;
    for (const route of ROUTES.filter((r) => r.audience !== 'public')) {
      const answer =
        route.method === 'GET'
          ? await replay.get(route.path)
          : await replay.post(route.path, route.body?.({ customerA: 1, massagerA: 1, massagerB: 1 }, 'admin') ?? {});
      expect([route.path, answer.status]).toEqual([route.path, 401]);
    }
  });

  test('logging out one session leaves the other sessions of the account alone', async () => {
    const one = await server.massager();
    const two = await server.massager();
    await one.post(apiPath(ENDPOINTS.logout));
    expect((await one.get(apiPath(ENDPOINTS.session))).status).toBe(401);
    expect((await two.get(apiPath(ENDPOINTS.session))).status).toBe(200);
  });

  test('a session past its 24 hours is refused even though the row is still there', async () => {
    const c = await server.massager();
    const t = token(c);
    const row = await sessionRow(t);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(24 * 60 * 60 * 1000);
    await expireSession(server, c);
    expect((await c.get(apiPath(ENDPOINTS.session))).status).toBe(401);
    expect((await c.post(apiPath(ENDPOINTS.assignedRequests), { role: 'massager', email: '', page: 1, records_per_page: 10 })).status).toBe(401);
  });

  test('the cookie is httpOnly and SameSite; its value is never in a body', async () => {
    const c = server.client();
    const answer = await c.login(ADMIN.email, ADMIN.password, 'admin');
    const setCookie = answer.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=(Lax|Strict)/i);
    expect(answer.buffer.toString()).not.toContain(token(c));
    expect((await c.get(apiPath(ENDPOINTS.session))).buffer.toString()).not.toContain(token(c));
  });
});

describe('cross-site POSTs are refused on every route, before anything happens', () => {
  const posts = ROUTES.filter((r) => r.method === 'POST');
  const ids = { customerA: 1, massagerA: 1, massagerB: 1 };

  test.each(posts.map((r) => [r.path, r] as const))('%s with a foreign Origin → 403', async (_path, route) => {
    const admin = await server.admin();
    const massager = await server.massager();
    const countBefore = await server.app.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const c of [server.client(), admin, massager]) {
      for (const headers of <Record<string, string>[]>[
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: `http://127.0.0.1.evil.example` },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const answer = await c.post(route.path, route.body?.(ids, 'admin') ?? {}, headers);
        expect([route.path, JSON.stringify(headers), answer.status]).toEqual([route.path, JSON.stringify(headers), 403]);
        expect(answer.body).toEqual({ status: 'error', message: SERVER_MESSAGES.foreignOrigin });
        expect(answer.headers.get('set-cookie')).toBeNull();
      }
    }
    const countAfter = await server.app.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(countAfter.n)).toBe(Number(countBefore.n));
    // The sessions survive: a refused logout did not log anyone out.
    expect((await admin.get(apiPath(ENDPOINTS.session))).status).toBe(200);
  });

  test('the same POSTs from the own origin pass the check', async () => {
    const admin = await server.admin();
    const answer = await admin.post(apiPath(ENDPOINTS.customerNameFilter), { name: 'a' }, { origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(200);
  });
});

describe('guessing is limited: after the limit even the right password or code is refused for a while', () => {
  let limited: TestServer;
  // Long enough that a loaded machine never crosses into a new window by itself; the tests move the clock.
  const WINDOW_MS = 10 * 60_000;
  beforeAll(async () => {
    limited = await startServer({ RATE_LIMIT_LOGINS: '5', RATE_LIMIT_CODES: '4', RATE_LIMIT_WINDOW_MS: String(WINDOW_MS) });
  });
  afterAll(async () => {
    await limited.close();
  });
  // Windows are fixed: the server's clock moves past the end of the current one.
  const waitForNewWindow = () => advanceClock(WINDOW_MS + 1);

  test('logins: 5 wrong passwords, then the right one answers 429 without a cookie; later it works', async () => {
    waitForNewWindow();
    // Guesses at an e-mail that has no account: what refuses the right passwords below is the address's
    // limit, not the accounts' own ceilings (security/ceilings.test.ts).
    for (let i = 0; i < 5; i += 1) {
      const answer = await limited.client().login('nobody@example.com', `guess-${i}`, 'admin');
      expect(answer.body).toEqual({ status: 'error', message: SERVER_MESSAGES.invalidCredentials });
    }
    for (const [email, password, role] of [
      [ADMIN.email, ADMIN.password, 'admin'],
      [MASSAGER.email, MASSAGER.password, 'massager'],
    ] as const) {
      const blocked = await limited.client().login(email, password, role);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ status: 'error', message: SERVER_MESSAGES.tooManyRequests });
      expect(blocked.headers.get('set-cookie')).toBeNull();
    }
    const sessions = await limited.app.db.selectFrom('sessions').select('id').execute();
    expect(sessions).toEqual([]);
    waitForNewWindow();
    expect((await limited.client().login(ADMIN.email, ADMIN.password, 'admin')).body.status).toBe('success');
  });

  test('codes: wrong codes up to the limit, then the right code answers 429 and the password is unchanged', async () => {
    waitForNewWindow();
    expect((await limited.client().post(apiPath(ENDPOINTS.forgotPassword), { email: MASSAGER.email, role: 'massager' })).status).toBe(200);
    const code = codeFromMail(limited.smtp.mails, MASSAGER.email);
    const wrong = code === '0000' ? '1111' : '0000';
    // 4 wrong codes: the code itself would allow a 5th try, so what refuses the right code below is the rate limit.
    for (let i = 0; i < 4; i += 1) {
      const answer = await limited
        .client()
        .post(apiPath(ENDPOINTS.newPassword), { role: 'massager', email: MASSAGER.email, otp: wrong, newPassword: sha256('hacked!') });
      expect(answer.body.data.status).toBe('error');
    }
    const right = await limited
      .client()
      .post(apiPath(ENDPOINTS.newPassword), { role: 'massager', email: MASSAGER.email, otp: code, newPassword: sha256('hacked!') });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ status: 'error', message: SERVER_MESSAGES.tooManyRequests });
    waitForNewWindow();
    expect((await limited.client().login(MASSAGER.email, MASSAGER.password, 'massager')).body.status).toBe('success');
    expect((await limited.client().login(MASSAGER.email, 'hacked!', 'massager')).body.status).toBe('error');
  });

  test('bookings are limited per address too (no flooding of the admin inbox)', async () => {
    const flood = await startServer({ RATE_LIMIT_BOOKINGS: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await flood.client().post(apiPath(ENDPOINTS.addCustomer), validBooking({ name: 'Flood', email: 'f@example.com' }))).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await flood.close();
    }
  });
});
