/**
 * The access token (jwt mode): kept in this browser, added to every API call, and read for the user it names.
 *
 * sessionStorage, not localStorage: a bearer token is a credential. sessionStorage keeps it for this tab only
 * (it survives a reload but not closing the tab, and other tabs do not share it), so a token is not left behind
 * on a shared computer for longer than the visit. Script on the page could read either, so CSP stays same-origin.
 */
const TOKEN_KEY = "book-assistant.token";

/** The token in use; null until `restoreToken()` (jwt mode only), so none mode never sends a credential. */
let current = null;

export function restoreToken() {
  current = sessionStorage.getItem(TOKEN_KEY);
  return current;
}

export function saveToken(token) {
  current = token;
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function forgetToken() {
  current = null;
  sessionStorage.removeItem(TOKEN_KEY);
}

/** `Authorization: Bearer …` when signed in, otherwise nothing. */
export const authHeaders = () => (current ? { authorization: `Bearer ${current}` } : {});

/**
 * The user a JWT names (its `sub` claim), from the base64url JSON of its middle segment; null when it is not a JWT.
 * Display only: the signature is not checked here, the service verifies every request.
 */
export function tokenUser(token) {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const base64 = parts[1].replaceAll("-", "+").replaceAll("_", "/");
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (c) => c.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload?.sub === "string" && payload.sub ? payload.sub : null;
  } catch {
    return null;
  }
}
