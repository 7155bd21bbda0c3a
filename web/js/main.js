import { api } from "./api.js";
import { setUpComposer } from "./composer.js";
import { Conversation } from "./conversation.js";
import { byId } from "./dom.js";
import { ID_PATTERN, loadUserId, newThreadId, saveUserId } from "./identity.js";
import { setUpMemoryPanel } from "./memory-panel.js";
import { setUpSignIn } from "./sign-in.js";

const PROFILE_NAMES = { guarded: "Guarded", memory: "Memory", retrieval: "Retrieval" };

function describeProfile(info) {
  const on = Object.entries({ guardrails: "guardrails on", memory: "remembers you", tracing: "feedback on", webSearch: "web search" })
    .filter(([feature]) => info.features[feature])
    .map(([, label]) => label);
  return `${PROFILE_NAMES[info.profile] ?? info.profile} profile${on.length ? ` · ${on.join(" · ")}` : ""}`;
}

function setUpIdentity(identity, onChange) {
  const form = byId("identity");
  const input = byId("user-id");
  const error = byId("user-id-error");
  input.value = identity.userId;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const candidate = input.value.trim();
    const valid = ID_PATTERN.test(candidate);
    error.hidden = valid;
    input.setAttribute("aria-invalid", String(!valid));
    if (!valid) {
      error.textContent = "Use 1–128 letters, digits or . _ : @ - (starting with a letter or digit).";
      input.focus();
      return;
    }
    if (candidate === identity.userId) return;
    identity.userId = candidate;
    saveUserId(candidate);
    onChange();
  });
}

async function start() {
  const serviceError = byId("service-error");
  let info;
  try {
    info = await api.info();
  } catch {
    byId("profile").textContent = "Offline";
    serviceError.textContent = "The book assistant service could not be reached. Reload the page to try again.";
    serviceError.hidden = false;
    return;
  }
  byId("profile").textContent = describeProfile(info);
  document.body.dataset.memory = String(info.features.memory);
  document.body.dataset.signIn = String(info.features.signIn);

  // jwt mode: the user is the access token's (set by the sign-in area below); none mode: a user id kept here.
  const signInMode = info.features.signIn;
  const identity = { userId: signInMode ? null : loadUserId(), threadId: newThreadId() };
  const prompt = byId("prompt");
  const send = byId("send");
  const stop = byId("stop");
  const welcome = byId("welcome");
  const showThread = () => (byId("thread-id").textContent = identity.threadId);
  showThread();

  const onRefused = (error) => signIn?.refused(error);
  const memoryPanel = info.features.memory
    ? setUpMemoryPanel({ getUserId: () => identity.userId, onForgotten: () => startNewThread(false), onRefused })
    : null;
  byId("welcome-memory").hidden = !info.features.memory;
  const showMemory = (visible) => {
    byId("jump-memory").hidden = !(info.features.memory && visible);
    if (visible) memoryPanel?.show();
    else memoryPanel?.hide();
  };

  const conversation = new Conversation({
    transcript: byId("transcript"),
    info,
    identity,
    onBusy(busy) {
      send.disabled = busy;
      stop.hidden = !busy;
      if (!busy) prompt.focus();
    },
    onSettled({ saved }) {
      if (saved) memoryPanel?.refresh();
    },
    onRefused,
  });

  function startNewThread(focus = true) {
    conversation.clear();
    identity.threadId = newThreadId();
    showThread();
    welcome.hidden = false;
    if (focus) prompt.focus();
  }

  setUpComposer({
    form: byId("composer"),
    textarea: prompt,
    counter: byId("prompt-count"),
    maxChars: info.limits.maxPromptChars,
    onSend(text) {
      if (conversation.busy) return false;
      welcome.hidden = true;
      conversation.send(text);
      return true;
    },
  });
  stop.addEventListener("click", () => conversation.stop());
  byId("new-thread").addEventListener("click", () => startNewThread());
  for (const chip of document.querySelectorAll("[data-suggestion]")) {
    chip.addEventListener("click", () => {
      prompt.value = chip.dataset.suggestion;
      prompt.dispatchEvent(new Event("input"));
      prompt.focus();
    });
  }
  // A 401 forgets the token but keeps the conversation, so signing in again as the same user carries on.
  const signIn = signInMode
    ? setUpSignIn({
        onSignIn(user) {
          if (user !== identity.userId) startNewThread(false);
          identity.userId = user;
          showMemory(true);
          prompt.focus();
        },
        onSignOut({ byUser }) {
          showMemory(false);
          if (!byUser) return;
          identity.userId = null;
          startNewThread(false);
        },
      })
    : null;
  byId("identity").hidden = signInMode;
  if (signIn) identity.userId = signIn.user;
  else
    setUpIdentity(identity, () => {
      startNewThread(false);
      memoryPanel?.refresh();
    });
  showMemory(!signInMode || Boolean(signIn.user));
  document.body.dataset.ready = "true";
}

start();
