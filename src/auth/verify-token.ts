import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey, type JWTVerifyOptions } from "jose";
import { identifier } from "../contract/requests";

export interface TokenSettings {
  /** A remote JWKS (asymmetric keys: RS256, ES256, EdDSA); exclusive with `secret`. */
  jwksUrl?: string;
  /** An HS256 shared secret; exclusive with `jwksUrl`. */
  secret?: string;
  issuer?: string;
  audience?: string;
  /** The claim that names the user (default `sub`). */
  userClaim: string;
  /** How long after a JWKS fetch no other is made, even for an unknown `kid` (jose's default is 30 s). */
  jwksCooldownMs?: number;
}

/** The token was refused: the client's fault, answered with 401. `detail` is safe to show. */
export class TokenRejected extends Error {}

/** The key set could not be fetched: not the client's fault (503). */
export class KeySetUnavailable extends Error {}

const ASYMMETRIC_ALGORITHMS = ["RS256", "ES256", "EdDSA"];
const CLOCK_TOLERANCE_SECONDS = 30;
/** A cached JWKS is used for at most this long; an unknown `kid` refetches sooner (after the cooldown). */
const JWKS_CACHE_MAX_AGE_MS = 10 * 60_000;
const JWKS_TIMEOUT_MS = 5_000;

/**
 * Verifies a bearer token with jose and returns the user it names. Expiry is required; issuer and audience are
 * checked when configured; the algorithm allow-list follows the key type, so `alg: none` and algorithm
 * confusion (an HS256 token signed with an RSA public key) are refused.
 */
export function createTokenVerifier(settings: TokenSettings): (token: string) => Promise<string> {
  const key: Uint8Array | JWTVerifyGetKey = settings.jwksUrl
    ? createRemoteJWKSet(new URL(settings.jwksUrl), {
        cooldownDuration: settings.jwksCooldownMs ?? 30_000,
        cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
        timeoutDuration: JWKS_TIMEOUT_MS,
      })
    : new TextEncoder().encode(settings.secret ?? "");
  const options: JWTVerifyOptions = {
    algorithms: settings.jwksUrl ? ASYMMETRIC_ALGORITHMS : ["HS256"],
    issuer: settings.issuer,
    audience: settings.audience,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    requiredClaims: ["exp"],
  };

  return async (token) => {
    let payload: Record<string, unknown>;
    try {
      payload = (await jwtVerify(token, key as Uint8Array, options)).payload;
    } catch (error) {
      throw translate(error);
    }
    const user = identifier.safeParse(payload[settings.userClaim]);
    if (!user.success) throw new TokenRejected("invalid token");
    return user.data;
  };
}

function translate(error: unknown): Error {
  if (error instanceof errors.JWTExpired) return new TokenRejected("token expired");
  // jose reports a failed key-set fetch (HTTP status, bad JSON) with the base JOSEError, network faults as plain errors.
  const keySetFault =
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    !(error instanceof errors.JOSEError) ||
    error.constructor === errors.JOSEError;
  if (keySetFault) return new KeySetUnavailable(error instanceof Error ? error.message : "key set unavailable");
  return new TokenRejected("invalid token");
}
