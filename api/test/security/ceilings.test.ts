import { ACCOUNT_CEILING_MESSAGES, ACCOUNT_CEILINGS, AUTH_MESSAGES, ENDPOINTS, SERVER_MESSAGES } from '@wellness/shared/rules';
import { DEMO_ACCOUNTS } from '../../src/services/seed';
import {
  addMassager,
  advanceClock,
  type Answer,
  apiPath,
  codeFromMail,
  holdClock,
  massagerIdOf,
  noticesTo,
  releaseClock,
  restorePassword,
  sha256,
  startServer,
  type TestServer,
} from '../helpers';

// A test that holds the clock still lets it run again, pass or fail.
afterEach(() => releaseClock());

/**
 * An attacker with as many client addresses as it likes (X-Forwarded-For behind TRUST_PROXY, with the
 * per-address limits raised to 100,000 so that they stop nothing): the accounts' own ceilings must hold.
 */
const { admin: ADMIN, massager: MASSAGER } = DEMO_ACCOUNTS;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
let next = 0;
/** A new client address for every request: 10.x.y.z, never the same twice. */
const spoofed = () => {
  next += 1;
  return { 'x-forwarded-for': `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}` };
};

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server.close();
});

const requestCode = (email: string, role: 'admin' | 'massager') => server.client().post(apiPath(ENDPOINTS.forgotPassword), { email, role }, spoofed());
const tryCode = (email: string, role: 'admin' | 'massager', otp: string, password = 'Taken over 99!') =>
  server.client().post(apiPath(ENDPOINTS.newPassword), { email, role, otp, newPassword: sha256(password) }, spoofed());
const login = (email: string, password: string, role: 'admin' | 'massager') =>
  server.client().post(apiPath(ENDPOINTS.login), { email, password: sha256(password), role }, spoofed());

/** Registers a massager (without signing it in: the sign-ins are what these tests count) and answers its id. */
async function addCeilingMassager(email: string, password: string): Promise<number> {
  const admin = await server.admin();
  const added = await addMassager(admin, {
    name: 'Ceiling Test',
    contact: '9811111111',
    email,
    gender: 'Female',
    username: email.split('@')[0]!,
    password,
    address: 'Kothrud',
    age: 30,
  });
  expect(added.body.status).toBe('success');
  return massagerIdOf(admin, email);
}

/** The admins' notices about no customer: the account alarms. */
const adminNotices = () => noticesTo(server, 'admin', null);

/** Every 4-digit code but the right one, in a random order: what a guesser would try. */
function wrongCodes(right: string): string[] {
  const all = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).filter((c) => c !== right);
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

describe('reset codes: at most 20 wrong codes per account in 24 hours, whatever the number of addresses', () => {
  const email = 'reset.target@example.com';
  let massagerId: number;
  beforeAll(async () => {
    massagerId = await addCeilingMassager(email, 'Original pass 1');
  });

  test('40 wrong codes over 8 freshly mailed codes from 1,000 addresses: 20 are checked, then the right code is refused', async () => {
    const mailsBefore = server.smtp.mails.length;
    const answers: Answer[] = [];
    let lastCode = '';
    for (let round = 0; round < 8; round += 1) {
      // 21 minutes apart: the 3-an-hour limit on mailed codes is not what stops the attacker here.
      advanceClock(21 * MINUTE);
      const asked = await requestCode(email, 'massager');
      if (asked.status === 200) lastCode = codeFromMail(server.smtp.mails, email);
      // 5 wrong codes at once, each from another address.
      const guesses = wrongCodes(lastCode).slice(0, 5);
      answers.push(...(await Promise.all(guesses.map((otp) => tryCode(email, 'massager', otp)))));
    }
    expect(answers).toHaveLength(40);
    const checked = answers.filter((a) => a.body.data.message === SERVER_MESSAGES.otpInvalid || a.body.data.message === SERVER_MESSAGES.otpTooManyTries);
    const locked = ACCOUNT_CEILING_MESSAGES.resetLocked(ACCOUNT_CEILINGS.resetLockMs, true);
    expect(checked.length).toBeLessThanOrEqual(ACCOUNT_CEILINGS.resetWrongCodesMax);
    // The lock's message (its wait shortens as the rounds go by).
    const lockedWords = locked.slice(0, locked.indexOf(' Please try again'));
    expect(answers.filter((a) => a.body.data.message.startsWith(lockedWords)).length).toBeGreaterThanOrEqual(40 - ACCOUNT_CEILINGS.resetWrongCodesMax);
    // Codes mailed: the 4 rounds before the lock; none after it.
    expect(server.smtp.mails.length - mailsBefore).toBe(4);
    const stored = await server.app.db.selectFrom('reset_code_failures').select('id').execute();
    expect(stored.length).toBe(ACCOUNT_CEILINGS.resetWrongCodesMax);

    // The right code of the last mail is refused, with the lock's message; the password is unchanged.
    const right = await tryCode(email, 'massager', lastCode, 'Attacker pass 1');
    expect(right.body.data.status).toBe('error');
    expect(right.body.data.message.startsWith(lockedWords)).toBe(true);
    expect((await login(email, 'Original pass 1', 'massager')).body.status).toBe('success');

    // While locked no code is mailed: 429 with Retry-After and the lock's message.
    const more = await requestCode(email, 'massager');
    expect(more.status).toBe(429);
    expect(Number(more.headers.get('retry-after'))).toBeGreaterThan(22 * 3600);
    expect(more.body.message).toBe(ACCOUNT_CEILING_MESSAGES.resetLocked(Number(more.headers.get('retry-after')) * 1000, true));
    expect(server.smtp.mails.length - mailsBefore).toBe(4);

    // The admins are told, once, naming the account.
    const notices = (await adminNotices()).filter((m) => m.includes(email));
    expect(notices).toEqual([ACCOUNT_CEILING_MESSAGES.resetLockedNotice(`the massager account ${email}`)]);
  });

  test('the admin sees the lock in the massager list and lifts it; then a code resets the password', async () => {
    const admin = await server.admin();
    const row = (await admin.get(apiPath(ENDPOINTS.massagerList))).body.data.find((m: { id: number }) => m.id === massagerId);
    expect(Date.parse(row.resetLockedUntil)).toBeGreaterThan(Date.now());
    // Only an admin may lift it.
    expect((await server.client().post(apiPath(ENDPOINTS.liftMassagerLock), { m_id: massagerId })).status).toBe(401);
    expect((await (await server.massager()).post(apiPath(ENDPOINTS.liftMassagerLock), { m_id: massagerId })).status).toBe(403);
    expect((await admin.post(apiPath(ENDPOINTS.liftMassagerLock), { m_id: massagerId })).body).toEqual({
      status: 'success',
      message: SERVER_MESSAGES.accountUnlocked,
    });
    const after = (await admin.get(apiPath(ENDPOINTS.massagerList))).body.data.find((m: { id: number }) => m.id === massagerId);
    expect(after.resetLockedUntil).toBeNull();

    advanceClock(21 * MINUTE);
    expect((await requestCode(email, 'massager')).body).toEqual({ message: AUTH_MESSAGES.otpSent });
    const code = codeFromMail(server.smtp.mails, email);
    expect((await tryCode(email, 'massager', code, 'Brand new pass 2')).body.data.status).toBe('success');
    expect((await login(email, 'Brand new pass 2', 'massager')).body.status).toBe('success');
  });

  test("the admin's own account locks too, and unlocks by itself after 24 hours", async () => {
    for (let round = 0; round < 4; round += 1) {
      advanceClock(21 * MINUTE);
      await requestCode(ADMIN.email, 'admin');
      const code = codeFromMail(server.smtp.mails, ADMIN.email);
      for (const otp of wrongCodes(code).slice(0, 5)) await tryCode(ADMIN.email, 'admin', otp);
    }
    advanceClock(21 * MINUTE);
    const refused = await requestCode(ADMIN.email, 'admin');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(ACCOUNT_CEILING_MESSAGES.resetLocked(ACCOUNT_CEILINGS.resetLockMs - 21 * MINUTE, false));

    advanceClock(ACCOUNT_CEILINGS.resetLockMs);
    expect((await requestCode(ADMIN.email, 'admin')).body).toEqual({ message: AUTH_MESSAGES.otpSent });
    const code = codeFromMail(server.smtp.mails, ADMIN.email);
    expect((await tryCode(ADMIN.email, 'admin', code, 'Quiet river behind Kothrud 7')).body.data.status).toBe('success');
    await restorePassword(server, ADMIN.email, ADMIN.password);
  });

  test('a burst of 200 guesses at one code from 200 addresses checks at most its 5 tries', async () => {
    const burst = 'burst.target@example.com';
    await addCeilingMassager(burst, 'Burst pass 1');
    advanceClock(21 * MINUTE);
    await requestCode(burst, 'massager');
    const code = codeFromMail(server.smtp.mails, burst);
    const answers = await Promise.all(
      wrongCodes(code)
        .slice(0, 200)
        .map((otp) => tryCode(burst, 'massager', otp)),
    );
    const invalid = answers.filter((a) => a.body.data.message === SERVER_MESSAGES.otpInvalid);
    expect(invalid.length).toBeLessThanOrEqual(4);
    const row = await server.app.db
      .selectFrom('otp_codes')
      .innerJoin('staff', 'staff.id', 'otp_codes.staff_id')
      .select('otp_codes.tries')
      .where('staff.email', '=', burst)
      .orderBy('otp_codes.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.tries).toBe(5);
    expect((await tryCode(burst, 'massager', code)).body.data.status).toBe('error');
  });
});

describe('mailed codes: 3 an hour per account; asking again within a minute keeps the code', () => {
  const email = 'codes.target@example.com';
  beforeAll(async () => {
    await addCeilingMassager(email, 'Codes pass 1');
  });

  test('a flood of requests from many addresses mails one code, and that code still works', async () => {
    advanceClock(2 * HOUR);
    const mailsBefore = server.smtp.mails.length;
    const flood = await Promise.all(Array.from({ length: 50 }, () => requestCode(email, 'massager')));
    expect(flood.every((a) => a.status === 200)).toBe(true);
    expect(server.smtp.mails.length - mailsBefore).toBe(1);
    expect(flood.filter((a) => a.body.message === AUTH_MESSAGES.otpSent)).toHaveLength(1);
    const code = codeFromMail(server.smtp.mails, email);
    expect((await tryCode(email, 'massager', code, 'Codes pass 2')).body.data.status).toBe('success');
  });

  test('the 4th code within an hour is refused with 429, Retry-After and when to try again', async () => {
    advanceClock(2 * HOUR);
    holdClock();
    for (let i = 0; i < 3; i += 1) {
      expect((await requestCode(email, 'massager')).body).toEqual({ message: AUTH_MESSAGES.otpSent });
      advanceClock(2 * MINUTE);
    }
    const fourth = await requestCode(email, 'massager');
    expect(fourth.status).toBe(429);
    const wait = HOUR - 6 * MINUTE;
    expect(Number(fourth.headers.get('retry-after'))).toBe(wait / 1000);
    expect(fourth.body).toEqual({ status: 'error', message: ACCOUNT_CEILING_MESSAGES.tooManyCodes(wait) });
    advanceClock(wait);
    expect((await requestCode(email, 'massager')).body).toEqual({ message: AUTH_MESSAGES.otpSent });
  });
});

describe('logins: after 5 wrong passwords in a row, each attempt waits 1 minute, doubling up to an hour', () => {
  const email = 'login.target@example.com';
  const password = 'Login pass 1';
  beforeAll(async () => {
    await addCeilingMassager(email, password);
  });

  test('40 wrong passwords from 1,000 addresses: 5 are checked, then even the right password is held back', async () => {
    const answers: Answer[] = [];
    for (let batch = 0; batch < 4; batch += 1) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => login(email, `guess ${batch}-${i}`, 'massager')))));
    }
    const checked = answers.filter((a) => a.status === 200);
    expect(checked.length).toBe(ACCOUNT_CEILINGS.loginFreeFailures);
    for (const a of checked) expect(a.body).toEqual({ status: 'error', message: SERVER_MESSAGES.invalidCredentials });
    const held = await login(email, password, 'massager');
    expect(held.status).toBe(429);
    expect(held.headers.get('set-cookie')).toBeNull();
    const retryAfter = Number(held.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(held.body).toEqual({ status: 'error', message: ACCOUNT_CEILING_MESSAGES.loginWait(retryAfter * 1000) });
  });

  test('each further wrong password doubles the wait; a right one after the wait starts the count over', async () => {
    const waits: number[] = [];
    for (let step = 0; step < 7; step += 1) {
      const blocked = await login(email, 'still guessing', 'massager');
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      waits.push(Math.round(retryAfter / 60));
      advanceClock(retryAfter * 1000);
      expect((await login(email, `after wait ${step}`, 'massager')).body.message).toBe(SERVER_MESSAGES.invalidCredentials);
    }
    // The first wait was partly spent by the test above.
    expect(waits.slice(1)).toEqual([2, 4, 8, 16, 32, 60]);
    const notices = (await adminNotices()).filter((m) => m.includes(email));
    expect(notices).toEqual([ACCOUNT_CEILING_MESSAGES.loginLongWaitNotice(`the massager account ${email}`)]);

    advanceClock(HOUR);
    expect((await login(email, password, 'massager')).body.status).toBe('success');
    for (let i = 0; i < 4; i += 1) expect((await login(email, `fresh ${i}`, 'massager')).status).toBe(200);
    expect((await login(email, password, 'massager')).body.status).toBe('success');
  });

  test('the ceiling is shared by every API instance on the database', async () => {
    const second = await startServer({ TRUST_PROXY: 'true' }, server);
    try {
      const email2 = 'instances.target@example.com';
      await addCeilingMassager(email2, 'Instances pass 1');
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const target = i % 2 ? second : server;
        statuses.push((await target.client().post(apiPath(ENDPOINTS.login), { email: email2, password: sha256(`x${i}`), role: 'massager' }, spoofed())).status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    } finally {
      await second.close();
    }
  });
});

describe('passwords the server refuses', () => {
  // Common passwords, their usual variants (capitals, a trailing digit or '!', look-alike symbols) and the README's demo passwords.
  const weak = [
    '',
    '123456',
    'password',
    '12345678',
    'qwerty',
    'iloveyou',
    'sunshine',
    'Password',
    'P@ssw0rd',
    'Password1',
    'Admin@1234',
    'Massager@1234',
    'SUNSHINE',
    'Dragon!',
    'M0nk3y7',
  ];

  test.each(weak.map((w) => [w]))('add_massager.php refuses %j with a clear message', async (plain) => {
    const admin = await server.admin();
    const answer = await addMassager(admin, {
      name: 'Weak Password',
      contact: '9822222222',
      email: `weak${weak.indexOf(plain)}@example.com`,
      gender: 'Male',
      username: `weak${weak.indexOf(plain)}`,
      password: plain,
      address: 'Kothrud',
      age: 40,
    });
    expect(answer.body).toEqual({ status: 'error', message: SERVER_MESSAGES.passwordTooCommon });
    expect(
      await server.app.db
        .selectFrom('staff')
        .select('id')
        .where('email', '=', `weak${weak.indexOf(plain)}@example.com`)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  test.each(weak.map((w) => [w]))('NewPassword.php refuses %j, and the code is not spent', async (plain) => {
    advanceClock(21 * MINUTE);
    await requestCode(MASSAGER.email, 'massager');
    const code = codeFromMail(server.smtp.mails, MASSAGER.email);
    const answer = await tryCode(MASSAGER.email, 'massager', code, plain);
    expect(answer.body.data).toEqual({ status: 'error', message: SERVER_MESSAGES.passwordTooCommon });
    expect((await tryCode(MASSAGER.email, 'massager', code, 'Quiet river behind Kothrud 7')).body.data.status).toBe('success');
  });
});
