/**
 * The message box: Enter sends, Shift+Enter adds a line (and Enter while composing with an IME is left alone);
 * a counter shows the length against the service's limit.
 */
export function setUpComposer({ form, textarea, counter, maxChars, onSend }) {
  const length = () => textarea.value.trim().length;
  const updateCount = () => {
    counter.textContent = `${length()} / ${maxChars}`;
    counter.classList.toggle("over", length() > maxChars);
  };
  const submit = () => {
    const prompt = textarea.value.trim();
    if (!prompt || prompt.length > maxChars) {
      textarea.focus();
      return;
    }
    if (onSend(prompt) === false) return;
    textarea.value = "";
    updateCount();
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    submit();
  });
  textarea.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      submit();
    }
  });
  textarea.addEventListener("input", updateCount);
  updateCount();
}
