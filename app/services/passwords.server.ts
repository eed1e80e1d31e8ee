import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto";

/**
 * Password hashes with scrypt (docs/product.md, P1), stored as `scrypt$N$r$p$salt$hash`
 * (base64url): each hash carries its own cost, so the cost can rise without breaking old hashes,
 * and a login with an older, cheaper hash stores a new one (needsRehash).
 */
export type ScryptCost = { N: number; r: number; p: number };

/**
 * OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB of memory per hash).
 * About 0.35 s per hash on this project's 2-core machine, in libuv's thread pool: the async
 * scrypt never blocks the event loop.
 */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

let cost: ScryptCost = OWASP_SCRYPT_COST;

/**
 * Tests only: a cheaper cost, so test suites that create and sign in many admins stay quick
 * (tests/setup/password-cost.ts). Refused outside Vitest, so the server always uses OWASP's.
 */
export function usePasswordCostForTests(testCost: ScryptCost): void {
  if (!process.env.VITEST) throw new Error("usePasswordCostForTests is for tests only");
  cost = testCost;
  decoy = undefined;
}

/** The cost new hashes get: OWASP's, except in tests that asked for less. */
export function currentPasswordCost(): ScryptCost {
  return cost;
}

/** Node refuses a scrypt that needs more than `maxmem` (32 MiB by default): 128 * N * r bytes. */
const memoryOf = ({ N, r }: ScryptCost) => 128 * N * r;
/** The most a stored hash may ask for (1 GiB); anything past it is not a hash we made. */
const MAX_MEMORY = 2 ** 30;

function scrypt(password: string, salt: Buffer, options: ScryptCost): Promise<Buffer> {
  const settings: ScryptOptions = { ...options, maxmem: memoryOf(options) * 2 };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, settings, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const used = cost;
  const key = await scrypt(password, salt, used);
  return [
    "scrypt",
    used.N,
    used.r,
    used.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/** The cost and parts of a stored hash, or undefined when it is not one we could have made. */
function parseHash(stored: string) {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash || rest.length > 0) return undefined;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const { N } = options;
  const valid =
    [N, options.r, options.p].every((v) => Number.isSafeInteger(v) && v > 0) &&
    N > 1 &&
    (N & (N - 1)) === 0 &&
    options.p <= 16 &&
    memoryOf(options) <= MAX_MEMORY;
  return valid ? { options, salt, hash } : undefined;
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, "base64url");
  const key = await scrypt(password, Buffer.from(parsed.salt, "base64url"), parsed.options);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Whether a stored hash was made with less work than new hashes get, so that the next
 * successful login should store a fresh one.
 */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.options;
  return N < cost.N || r < cost.r || p < cost.p;
}

/** A hash to verify against when the user does not exist, so both cases take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}

/** A random password for a new admin: 20 characters of base64url (120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}
