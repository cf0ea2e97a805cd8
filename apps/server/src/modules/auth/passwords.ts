import { hash, verify } from '@node-rs/argon2';
import { invalidFields } from '../../http/app-error.js';

// Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the account does not exist, so both answers take the same time.
let decoyHash: Promise<string> | undefined;

/** Whether the password matches; a missing hash still costs one verification. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

let commonPasswords: Set<string> | undefined;

/**
 * Refuses a password found among the ~49,000 most common ones of public breach lists (the zxcvbn-ts common-password
 * dictionary), whatever its case, as a 422 on `password`; every way of choosing a password asks before using it.
 */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (!commonPasswords) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    commonPasswords = new Set(dictionary['passwords-common'].map((word) => String(word).toLowerCase()));
  }
  if (commonPasswords.has(password.toLowerCase())) {
    throw invalidFields({
      password: ['This password is one of the most common and is tried first by attackers. Choose another.'],
    });
  }
}
