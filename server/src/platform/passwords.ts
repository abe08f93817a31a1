import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

// scrypt (RFC 7914) from Node itself: memory-hard, no native addon to build. N=2^15 costs ~32 MiB and ~50 ms.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LEN = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LEN, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // A missing hash still costs one derivation, so timing does not reveal which e-mails exist.
  const [alg, n, r, p, saltB64, keyB64] = (stored ?? `scrypt$${PARAMS.N}$8$1$${DUMMY_SALT}$`).split('$');
  if (alg !== 'scrypt') return false;
  const expected = Buffer.from(keyB64 ?? '', 'base64');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64 ?? '', 'base64'), KEY_LEN, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return stored !== null && expected.length === key.length && timingSafeEqual(expected, key);
}
const DUMMY_SALT = randomBytes(16).toString('base64');

/**
 * NIST 800-63B: refuse passwords found in a list of commonly used ones (zxcvbn's maintained list). The list is
 * loaded by the first password chosen, not at every start.
 */
let common: Promise<Set<string>> | undefined;
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return (await common).has(password.toLowerCase());
}
