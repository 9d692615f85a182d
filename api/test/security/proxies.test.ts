import { ENDPOINTS } from '@wellness/shared/rules';
import { loadConfig } from '../../src/config';
import { DEMO_ACCOUNTS } from '../../src/services/seed';
import { apiPath, type Client, sha256, startServer, validBooking } from '../helpers';

const { admin: ADMIN } = DEMO_ACCOUNTS;

/** The per-address booking limit at its default, the global ceiling out of the way. */
const DEFAULT_LIMITS = { RATE_LIMIT_BOOKINGS: '30', BOOKINGS_PER_MINUTE: '100000' };

const cookieOf = (setCookie: string | null) => setCookie?.split(';')[0]?.split('=')[0];

async function bookFrom(client: Client, address: string, n: number): Promise<number> {
  const answer = await client.post(
    apiPath(ENDPOINTS.addCustomer),
    validBooking({ name: 'Proxy Visitor', email: `visitor${n}@example.com`, contact: String(9000000000 + n) }),
    { 'x-forwarded-for': address },
  );
  return answer.status;
}

describe('TRUST_PROXY reads the client address and protocol as configured', () => {
  test('the setting is read as true, a hop count, or addresses and subnets', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback,::1/128' }).trustProxy).toEqual(['loopback', '::1/128']);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx-please' })).toThrow(/TRUST_PROXY/);
  });

  for (const [setting, value] of [
    ['a hop count', '1'],
    ['true', 'true'],
    ['the proxy address', '127.0.0.1'],
    ['the proxy subnet', '127.0.0.0/8'],
  ] as const) {
    test(`${setting} (${value}): 40 bookings from 40 forwarded addresses all succeed, 35 from one meet 429, https gives a Secure cookie and HSTS`, async () => {
      const server = await startServer({ ...DEFAULT_LIMITS, TRUST_PROXY: value });
      try {
        const c = server.client();
        const many = await Promise.all(Array.from({ length: 40 }, (_, i) => bookFrom(c, `203.0.113.${i + 1}`, i)));
        expect(many.filter((s) => s === 200)).toHaveLength(40);
        const one: number[] = [];
        for (let i = 0; i < 35; i += 1) one.push(await bookFrom(c, '198.51.100.7', 100 + i));
        expect(one.filter((s) => s === 200)).toHaveLength(30);
        expect(one.slice(30)).toEqual([429, 429, 429, 429, 429]);

        const https = { 'x-forwarded-proto': 'https' };
        const answer = await c.post(apiPath(ENDPOINTS.login), { email: ADMIN.email, password: sha256(ADMIN.password), role: 'admin' }, https);
        expect(cookieOf(answer.headers.get('set-cookie'))).toBe('__Host-wellness_session');
        expect(answer.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
        expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      } finally {
        await server.close();
      }
    });
  }

  test('a proxy address that is not the peer is not trusted: forwarded addresses share the peer bucket', async () => {
    const server = await startServer({ ...DEFAULT_LIMITS, TRUST_PROXY: '10.1.2.3' });
    try {
      const c = server.client();
      const statuses: number[] = [];
      for (let i = 0; i < 32; i += 1) statuses.push(await bookFrom(c, `203.0.113.${i + 1}`, i));
      expect(statuses.slice(30)).toEqual([429, 429]);
      const answer = await c.post(
        apiPath(ENDPOINTS.login),
        { email: ADMIN.email, password: sha256(ADMIN.password), role: 'admin' },
        { 'x-forwarded-proto': 'https' },
      );
      expect(cookieOf(answer.headers.get('set-cookie'))).toBe('wellness_session');
    } finally {
      await server.close();
    }
  });
});
