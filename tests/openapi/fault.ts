/** Runs `body` while `target[method]` throws (an injected dependency fault), then restores the method. */
export async function withFault<T extends object>(target: T, method: keyof T & string, body: () => Promise<void>): Promise<void> {
  const own = Object.getOwnPropertyDescriptor(target, method);
  Object.defineProperty(target, method, {
    configurable: true,
    writable: true,
    value: () => {
      throw new Error(`injected fault in ${method}`);
    },
  });
  try {
    await body();
  } finally {
    if (own) Object.defineProperty(target, method, own);
    else delete (target as Record<string, unknown>)[method];
  }
}
