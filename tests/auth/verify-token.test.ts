import { createHmac } from "node:crypto";
import { SignJWT } from "jose";
import { createTokenVerifier, KeySetUnavailable, TokenRejected } from "../../src/auth/verify-token";
import { encodeSegment, startFakeJwks, type FakeJwks } from "../fakes/jwks-server";

const AUDIENCE = "book-assistant";
const now = () => Math.floor(Date.now() / 1000);

describe("bearer token verification with a remote JWKS", () => {
  let jwks: FakeJwks;
  let verify: (token: string) => Promise<string>;
  beforeAll(async () => {
    jwks = await startFakeJwks(AUDIENCE);
    verify = createTokenVerifier({ jwksUrl: jwks.url, issuer: jwks.issuer, audience: AUDIENCE, userClaim: "sub", jwksCooldownMs: 0 });
  });
  afterAll(() => jwks.close());

  it("returns the user named by the token", async () => {
    await expect(verify(await jwks.sign({ sub: "alice@example.org" }))).resolves.toBe("alice@example.org");
  });

  it("tolerates 30 s of clock skew on exp and nbf, and no more", async () => {
    await expect(verify(await jwks.sign({ exp: now() - 20 }))).resolves.toBe("reader-1");
    await expect(verify(await jwks.sign({ nbf: now() + 20 }))).resolves.toBe("reader-1");
    await expect(verify(await jwks.sign({ exp: now() - 45 }))).rejects.toEqual(new TokenRejected("token expired"));
    await expect(verify(await jwks.sign({ nbf: now() + 45 }))).rejects.toEqual(new TokenRejected("invalid token"));
  });

  const refused: Array<[string, () => Promise<string>]> = [
    ["malformed", () => Promise.resolve("not-a-jwt")],
    ["two segments", () => Promise.resolve("a.b")],
    ["without exp", () => jwks.sign({ exp: undefined })],
    ["from another issuer", () => jwks.sign({ iss: "https://evil.example/" })],
    ["without an issuer", () => jwks.sign({ iss: undefined })],
    ["for another audience", () => jwks.sign({ aud: "someone-else" })],
    ["without an audience", () => jwks.sign({ aud: undefined })],
    ["signed by a key the provider never published, under its kid", async () => jwks.sign({}, { key: await jwks.strangerKey() })],
    ["with a kid the provider does not have", () => jwks.sign({}, { kid: "no-such-key" })],
    [
      "with alg none",
      () => Promise.resolve(`${encodeSegment({ alg: "none", typ: "JWT" })}.${encodeSegment({ sub: "x", exp: now() + 60 })}.`),
    ],
    [
      "HS256 signed with the provider's RSA public key (algorithm confusion)",
      async () => {
        const pem = await jwks.publicKeyPem();
        const header = encodeSegment({ alg: "HS256", typ: "JWT", kid: jwks.currentKid() });
        const payload = encodeSegment({ sub: "mallory", iss: jwks.issuer, aud: AUDIENCE, exp: now() + 60 });
        const signature = createHmac("sha256", pem).update(`${header}.${payload}`).digest("base64url");
        return `${header}.${payload}.${signature}`;
      },
    ],
    ["without the user claim", () => jwks.sign({ sub: undefined })],
    ["with a user claim that is not a valid user id", () => jwks.sign({ sub: "has spaces/and slashes" })],
    ["with a non-string user claim", () => jwks.sign({ sub: 42 as unknown as string })],
  ];
  it.each(refused)("refuses a token %s", async (_name, token) => {
    await expect(verify(await token())).rejects.toBeInstanceOf(TokenRejected);
  });

  it("follows key rotation: a token under a new kid refetches the key set once", async () => {
    await verify(await jwks.sign());
    const before = jwks.fetches;
    await jwks.rotate({ retire: true });
    await expect(verify(await jwks.sign({ sub: "after-rotation" }))).resolves.toBe("after-rotation");
    expect(jwks.fetches).toBe(before + 1);
    await expect(verify(await jwks.sign({ sub: "cached" }))).resolves.toBe("cached");
    expect(jwks.fetches).toBe(before + 1);
  });

  it("reads the user from the configured claim", async () => {
    const byEmail = createTokenVerifier({ jwksUrl: jwks.url, userClaim: "email" });
    await expect(byEmail(await jwks.sign({ email: "reader@example.org" }))).resolves.toBe("reader@example.org");
    await expect(byEmail(await jwks.sign())).rejects.toBeInstanceOf(TokenRejected);
  });

  it("reports an unreachable key set as the provider's fault, not the token's", async () => {
    const token = await jwks.sign();
    const unreachable = createTokenVerifier({ jwksUrl: "http://127.0.0.1:9/jwks.json", userClaim: "sub" });
    await expect(unreachable(token)).rejects.toBeInstanceOf(KeySetUnavailable);
  });
});

describe("bearer token verification with an HS256 secret", () => {
  const secret = "a-shared-secret-of-at-least-32-characters!";
  const verify = createTokenVerifier({ secret, issuer: "https://idp.example/", userClaim: "sub" });
  const sign = (alg: string, key: Uint8Array, claims: Record<string, unknown> = {}) =>
    new SignJWT({ sub: "bob", iss: "https://idp.example/", exp: now() + 60, ...claims }).setProtectedHeader({ alg }).sign(key);

  it("accepts HS256 with the secret and refuses other algorithms and secrets", async () => {
    const key = new TextEncoder().encode(secret);
    await expect(verify(await sign("HS256", key))).resolves.toBe("bob");
    await expect(verify(await sign("HS512", key))).rejects.toBeInstanceOf(TokenRejected);
    await expect(verify(await sign("HS256", new TextEncoder().encode(`${secret}-other`)))).rejects.toBeInstanceOf(TokenRejected);
    await expect(verify(await sign("HS256", key, { iss: "https://other.example/" }))).rejects.toBeInstanceOf(TokenRejected);
  });
});
