/** Who is chatting (a random id kept in this browser) and which thread they are in (new per "New thread"). */
const USER_KEY = "book-assistant.user-id";
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$/;

// crypto.randomUUID needs a secure context; getRandomValues also works on a plain-http LAN address.
function randomSuffix(length = 10) {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}

export const newThreadId = () => `thread-${randomSuffix()}`;

export function loadUserId() {
  const stored = localStorage.getItem(USER_KEY);
  if (stored && ID_PATTERN.test(stored)) return stored;
  const fresh = `reader-${randomSuffix(8)}`;
  localStorage.setItem(USER_KEY, fresh);
  return fresh;
}

export function saveUserId(userId) {
  localStorage.setItem(USER_KEY, userId);
}
