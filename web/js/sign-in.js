import { byId } from "./dom.js";
import { forgetToken, restoreToken, saveToken, tokenUser } from "./token.js";

const ALERTS = {
  401: "Please sign in: your access token is missing, invalid or expired.",
  403: "The service refused this request: your access token does not allow it.",
};

/** The service refused a call for want of a valid token (401) or because the token's user may not do it (403). */
export const isRefusal = (error) => error?.status === 401 || error?.status === 403;

/**
 * jwt mode's sign-in area in the "You" panel: an access token field while signed out; the token's user and
 * "Sign out" while signed in. `onSignIn(user)` fires after a sign-in; `onSignOut({ byUser })` after "Sign out"
 * (byUser) or after the service refused the token (401), which forgets it.
 */
export function setUpSignIn({ onSignIn, onSignOut }) {
  const form = byId("sign-in");
  const input = byId("access-token");
  const error = byId("access-token-error");
  const signedIn = byId("signed-in");
  const alert = byId("sign-in-alert");
  let user = tokenUser(restoreToken() ?? "");
  if (!user) forgetToken();

  function show() {
    form.hidden = Boolean(user);
    signedIn.hidden = !user;
    byId("signed-in-user").textContent = user ?? "";
  }

  function signOut(byUser) {
    forgetToken();
    user = null;
    show();
    onSignOut({ byUser });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const token = input.value.trim();
    const candidate = tokenUser(token);
    error.hidden = Boolean(candidate);
    input.setAttribute("aria-invalid", String(!candidate));
    if (!candidate) {
      error.textContent = token
        ? "This is not an access token: paste the whole token (three parts separated by dots)."
        : "Paste your access token first.";
      input.focus();
      return;
    }
    saveToken(token);
    user = candidate;
    input.value = "";
    alert.hidden = true;
    show();
    onSignIn(user);
  });
  byId("sign-out").addEventListener("click", () => {
    alert.hidden = true;
    signOut(true);
    input.focus();
  });

  /** Explains a 401 or 403 in the alert banner; a 401 also forgets the token and moves focus to the token field. */
  function refused(failure) {
    alert.textContent = ALERTS[failure.status];
    alert.hidden = false;
    if (failure.status !== 401) return;
    if (user) signOut(false);
    input.focus();
  }

  show();
  return {
    get user() {
      return user;
    },
    refused,
  };
}
