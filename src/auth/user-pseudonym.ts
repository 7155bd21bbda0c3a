import { createHmac, randomBytes } from "node:crypto";

/** Maps a user id to a stable keyed hash, so traces and logs can be correlated without holding the id itself. */
export type UserPseudonym = (userId: string) => string;

// `#` cannot occur in a user id, so a pseudonym is never mistaken for one and hashing twice changes nothing.
const PSEUDONYM = /^user#[0-9a-f]{32}$/;

/**
 * HMAC-SHA-256 of the user id under `key` (without a key, a random one for this process only), as `user#<hex>`.
 * Idempotent: a pseudonym maps to itself, so a payload masked twice (the tracer masks creates and updates) is stable.
 */
export function createUserPseudonym(key: string | undefined): UserPseudonym {
  const secret = key ?? randomBytes(32);
  return (userId) => (PSEUDONYM.test(userId) ? userId : `user#${createHmac("sha256", secret).update(userId).digest("hex").slice(0, 32)}`);
}
