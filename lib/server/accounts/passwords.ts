import "server-only";

import { hash, verify, type Algorithm } from "@node-rs/argon2";
import popularPasswords from "popular-passwords";

/**
 * argon2id with OWASP's recommended floor (Password Storage Cheat Sheet: m = 19 MiB, t = 2,
 * p = 1). The parameters are stored in each hash, so raising them later still verifies old
 * hashes.
 */
// Algorithm is an ambient const enum (unusable with isolatedModules): 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id (a PHC string with salt and parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches the argon2 `passwordHash`; false (never a throw) on a bad hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification without an account, so that "no such email" and "wrong
 * password" take as long as each other and timing does not reveal which addresses exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("how-much-home: no account has this password");
  await verifyPassword(await dummyHash, password);
  return false;
}

let common: Set<string> | undefined;

/** The common-password list: zxcvbn's 41,622 popular passwords of 8+ characters (lower-case). */
function commonPasswords(): Set<string> {
  common ??= new Set((popularPasswords as string[]).map((entry) => entry.toLowerCase()));
  return common;
}

/**
 * Why a new password is unsafe beyond the shared length rules, or undefined when it is fine:
 * on the common-password list (case-insensitive), one repeated character, or the account's own
 * email address or name.
 */
export function passwordWeakness(password: string, account: { email?: string; name?: string } = {}): string | undefined {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return "This password is too common. Choose one that is harder to guess.";
  if (/^(.)\1*$/u.test(password)) return "Do not repeat a single character. Choose a password that is harder to guess.";
  const emailLocal = account.email?.split("@")[0]?.toLowerCase();
  if (account.email && (lower === account.email.toLowerCase() || (emailLocal && emailLocal.length >= 4 && lower === emailLocal))) {
    return "Do not use your email address as your password.";
  }
  if (account.name && lower.replace(/\s+/g, "") === account.name.toLowerCase().replace(/\s+/g, "")) {
    return "Do not use your name as your password.";
  }
  return undefined;
}
