import { createHash, randomBytes, randomInt, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { upperFirst } from '@wellness/shared/rules';
import { dictionary } from '@zxcvbn-ts/language-common';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, params: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * A salted scrypt hash of `secret` (for passwords: the client's SHA-256 hex), as
 * `scrypt$N$r$p$salt$hash` so that the cost can be raised later without breaking old hashes.
 */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, 'base64');
  const key = await derive(secret, Buffer.from(saltText, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spends the same time as a real check, so that an unknown e-mail cannot be told apart by timing. */
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstDummy(secret: string): Promise<false> {
  dummyHash ??= hashSecret(randomBytes(16).toString('hex'));
  await verifySecret(secret, await dummyHash);
  return false;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A random token for a session cookie (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A uniformly random 4-digit one-time code. */
export function newOtp(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** The README's demo passwords: published, so never a real account's. */
const DEMO_PASSWORDS = ['Admin@1234', 'Massager@1234'];
/** The most common passwords also get the longer list of variants below. */
const MOST_COMMON = 10_000;
const SWAPS: Readonly<Record<string, string>> = { a: '@', o: '0', e: '3', i: '1', s: '$' };

const swapped = (word: string) => word.replace(/[aoeis]/g, (c) => SWAPS[c] ?? c);

/**
 * How people dress up a common password to pass a rule: capitalised, all capitals, a trailing digit or
 * '!', letters swapped for look-alike symbols ('P@ssw0rd'). All of them for the most common passwords,
 * the plain forms for the rest.
 */
function variants(word: string, rank: number): string[] {
  const bases = [word, upperFirst(word), word.toUpperCase()];
  if (rank >= MOST_COMMON) return bases;
  const dressed = [...bases, swapped(word), upperFirst(swapped(word))];
  const endings = ['', '!', '1!', '123', '12', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  return dressed.flatMap((base) => endings.map((end) => base + end));
}

/** Yields to the event loop between slices, so that building the list never stalls requests. */
const SLICE = 2000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * SHA-256 hex (what the client sends, spec section 7) of the empty string, the README's demo passwords
 * and the common-password dictionary of zxcvbn-ts (@zxcvbn-ts/language-common, MIT, about 49,000
 * passwords ranked by frequency in leaked password sets) with their usual variants: the server cannot
 * see a password, but it can refuse these. Kept as the first 8 bytes of each hash, sorted (about half a
 * million, 4 MB), built in slices on first use.
 */
let commonHashes: Promise<BigUint64Array> | null = null;
async function buildCommonHashes(): Promise<BigUint64Array> {
  const words = dictionary['passwords-common'];
  const prefixes: bigint[] = ['', ...DEMO_PASSWORDS].map((p) => createHash('sha256').update(p, 'utf8').digest().readBigUInt64BE(0));
  for (let start = 0; start < words.length; start += SLICE) {
    for (let rank = start; rank < Math.min(words.length, start + SLICE); rank += 1) {
      for (const variant of variants(words[rank] ?? '', rank)) prefixes.push(createHash('sha256').update(variant, 'utf8').digest().readBigUInt64BE(0));
    }
    await nextTurn();
  }
  return BigUint64Array.from(prefixes).sort();
}

/** Starts building the list (at server start), so that the first check does not wait for it. */
export function warmCommonPasswords(): void {
  commonHashes ??= buildCommonHashes();
}

export async function isCommonPasswordHash(hash: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/i.test(hash)) return false;
  warmCommonPasswords();
  const sorted = await (commonHashes as Promise<BigUint64Array>);
  const key = BigInt(`0x${hash.slice(0, 16)}`);
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = sorted[middle] ?? 0n;
    if (value === key) return true;
    if (value < key) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
