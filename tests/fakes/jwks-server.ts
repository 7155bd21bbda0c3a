import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from "jose";

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  jwk: JWK;
}

/** An identity provider's key endpoint: serves a JWKS over HTTP and signs tokens with its keys (jose throughout). */
export interface FakeJwks {
  url: string;
  issuer: string;
  /** How many times the key set was fetched. */
  fetches: number;
  /** A token signed with the current key; `claims` override the defaults (sub, iss, aud, iat, exp in 5 min). */
  sign(claims?: JWTPayload, options?: { kid?: string; key?: CryptoKey; header?: Record<string, unknown> }): Promise<string>;
  /** A new current key under a new kid; the old one stays published unless `retire` is set. */
  rotate(options?: { retire?: boolean }): Promise<string>;
  /** The current public key as a PEM, for algorithm-confusion attempts. */
  publicKeyPem(): Promise<string>;
  /** A key pair the server never published (for bad-signature tokens). */
  strangerKey(): Promise<CryptoKey>;
  currentKid(): string;
  close(): Promise<void>;
}

async function newKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return { kid, privateKey, publicKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

export async function startFakeJwks(audience: string): Promise<FakeJwks> {
  let generation = 1;
  const keys: SigningKey[] = [await newKey(`key-${generation}`)];
  const server = createServer((req, res) => {
    if (req.url !== "/.well-known/jwks.json") {
      res.writeHead(404).end();
      return;
    }
    fake.fetches += 1;
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: keys.map((key) => key.jwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const current = () => keys[keys.length - 1];

  const fake: FakeJwks = {
    url: `${base}/.well-known/jwks.json`,
    issuer: `${base}/`,
    fetches: 0,
    async sign(claims = {}, options = {}) {
      const key = options.key ?? current().privateKey;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ sub: "reader-1", iss: fake.issuer, aud: audience, iat: now, exp: now + 300, ...claims })
        .setProtectedHeader({ alg: "RS256", kid: options.kid ?? current().kid, ...options.header })
        .sign(key);
    },
    async rotate({ retire = false } = {}) {
      generation += 1;
      const key = await newKey(`key-${generation}`);
      if (retire) keys.splice(0, keys.length);
      keys.push(key);
      return key.kid;
    },
    publicKeyPem: () => exportSPKI(current().publicKey),
    strangerKey: async () => (await generateKeyPair("RS256")).privateKey,
    currentKid: () => current().kid,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** base64url of a JSON value, for hand-made (unsigned or forged) tokens. */
export const encodeSegment = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");
