/** Requests that exercise the documented HTTP errors of a JSON-body POST. */
export function badPosts(url: string): {
  notJson: () => Promise<Response>;
  tooLarge: () => Promise<Response>;
  malformed: () => Promise<Response>;
  invalid: (body: unknown) => Promise<Response>;
} {
  const post = (body: string, contentType = "application/json") =>
    fetch(url, { method: "POST", headers: { "content-type": contentType }, body });
  return {
    notJson: () => post("prompt=hello", "application/x-www-form-urlencoded"),
    tooLarge: () => post(JSON.stringify({ prompt: "x".repeat(40 * 1024) })),
    malformed: () => post("{"),
    invalid: (body) => post(JSON.stringify(body)),
  };
}
