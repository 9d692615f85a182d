import { ACCOUNT_CEILINGS, ENDPOINTS } from '@wellness/shared/rules';
import { hashSecret } from '../../src/services/passwords';
import { DEMO_ACCOUNTS } from '../../src/services/seed';
import { advanceClock, apiPath, serverForFile, sha256 } from '../helpers';

/**
 * Strangers cannot keep staff out: a browser that signed in to an account before (its device cookie)
 * keeps its own count of wrong passwords; only browsers unknown to the account share its backoff.
 */
const { admin: ADMIN, massager: MASSAGER } = DEMO_ACCOUNTS;

const server = serverForFile({ TRUST_PROXY: 'true' });

/** A browser: keeps every cookie it is given (the session and the device cookie). */
class Browser {
  private readonly jar = new Map<string, string>();
  constructor(private readonly address: string) {}

  async login(email: string, password: string, role: 'admin' | 'massager'): Promise<{ status: number; body: { status?: string } }> {
    const res = await fetch(server.url + apiPath(ENDPOINTS.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.address, cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: JSON.stringify({ email, password: sha256(password), role }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.jar.set(name, value);
    }
    return { status: res.status, body: (await res.json()) as { status?: string } };
  }

  has(name: string): boolean {
    return this.jar.has(name);
  }
}

let address = 0;
const stranger = () => new Browser(`198.51.100.${(address += 1) % 250}`);

describe('device cookies', () => {
  test("a massager's browser that signed in before signs in at once after 12 wrong passwords for that account from elsewhere", async () => {
    const own = new Browser('192.0.2.10');
    expect((await own.login(MASSAGER.email, MASSAGER.password, 'massager')).body.status).toBe('success');
    expect(own.has('wellness_device')).toBe(true);

    const strangers: number[] = [];
    for (let i = 0; i < 12; i += 1) strangers.push((await stranger().login(MASSAGER.email, 'wrong guess', 'massager')).status);
    // The account's shared backoff holds the strangers after 5.
    expect(strangers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(strangers.slice(5).every((s) => s === 429)).toBe(true);
    // A browser unknown to the account is held back even with the right password...
    expect((await stranger().login(MASSAGER.email, MASSAGER.password, 'massager')).status).toBe(429);
    // ...while the owner's browser signs in at once.
    const answer = await own.login(MASSAGER.email, MASSAGER.password, 'massager');
    expect(answer).toEqual({ status: 200, body: { status: 'success', role: 'massager' } });
  });

  test('a known browser has a count of its own: 5 wrong passwords, then it waits as an account does', async () => {
    advanceClock(ACCOUNT_CEILINGS.loginMaxWaitMs * 2);
    const own = new Browser('192.0.2.11');
    expect((await own.login(ADMIN.email, ADMIN.password, 'admin')).body.status).toBe('success');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await own.login(ADMIN.email, 'not it', 'admin')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Its wrong passwords were its own: another browser of the owner is not held back by them.
    expect((await stranger().login(ADMIN.email, ADMIN.password, 'admin')).body.status).toBe('success');
  });

  test("an admin's lock is lifted by a second admin", async () => {
    advanceClock(ACCOUNT_CEILINGS.loginMaxWaitMs * 2);
    const admin = await server.admin();
    const second = { email: 'second.admin@example.com', password: 'Second admin pass 9' };
    await server.app.db
      .insertInto('staff')
      .values({ email: second.email, role: 'admin', password_hash: await hashSecret(sha256(second.password)), created_at: new Date().toISOString() })
      .execute();
    for (let i = 0; i < 7; i += 1) await stranger().login(second.email, 'wrong', 'admin');
    expect((await stranger().login(second.email, second.password, 'admin')).status).toBe(429);
    const lifted = await admin.post(apiPath(ENDPOINTS.liftAdminLock), { email: second.email });
    expect(lifted.status).toBe(200);
    expect((await stranger().login(second.email, second.password, 'admin')).body.status).toBe('success');
    // Not one's own, and not a massager's (those have their own route).
    expect((await admin.post(apiPath(ENDPOINTS.liftAdminLock), { email: ADMIN.email })).status).toBe(404);
    expect((await admin.post(apiPath(ENDPOINTS.liftAdminLock), { email: MASSAGER.email })).status).toBe(404);
  });
});
