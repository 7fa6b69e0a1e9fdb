/**
 * The owner asked again, before what a session alone must not do — one left open on a shared computer, or stolen:
 * adding a passkey, downloading a copy of their data, closing the account (docs/accounts.md "Passkeys", "Your data",
 * "Closing the account"). The password, and the two-step code when two-step sign-in is on. Its wrong codes count
 * towards the same refusal as a money move's (guardSecondFactor): a stolen session cannot guess six digits through
 * one action and spend them on another.
 */
import type { Db } from '../db/index.js';
import type { SecretBox } from '../auth/secret-box.js';
import { confirmPassword } from './index.js';
import { confirmSecondFactor, guardSecondFactor } from './two-factor.js';

export interface OwnerProof {
  password: string;
  /** With two-step sign-in on: the authenticator's code, or a recovery code. */
  totp_code?: string;
}

/** The body properties of an action that asks the owner again (`password` is required by the route). */
export const ownerProofProperties = {
  password: { type: 'string', minLength: 1, maxLength: 128 },
  totp_code: { type: 'string', maxLength: 32, description: 'With two-step sign-in on: the authenticator code, or a recovery code' },
} as const;

/**
 * Refuses unless `proof` is the owner's: 'badPassword' for the password, code 3 for a missing or wrong two-step code,
 * 'tooManyRequests' after too many wrong codes. A right code is spent.
 */
export async function confirmOwner(deps: { db: Db; secrets: SecretBox }, userId: number, proof: OwnerProof): Promise<void> {
  await confirmPassword(deps.db, userId, proof.password);
  await guardSecondFactor(deps.db, userId, () => confirmSecondFactor(deps.db, deps.secrets, userId, proof.totp_code));
}
