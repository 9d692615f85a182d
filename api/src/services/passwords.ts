import { createHash, randomBytes, randomInt, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
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

/**
 * SHA-256 hex (what the client sends, spec section 7) of the empty string and of the common-password
 * dictionary of zxcvbn-ts (@zxcvbn-ts/language-common, MIT, ranked by frequency in leaked password
 * sets): the server cannot see a password's length, but it can refuse these. Built on first use.
 */
let commonHashes: Set<string> | null = null;
export function isCommonPasswordHash(hash: string): boolean {
  if (!commonHashes) {
    commonHashes = new Set(['', ...dictionary['passwords-common']].map(sha256Hex));
  }
  return commonHashes.has(hash.toLowerCase());
}
