/**
 * Settles like `work`, or rejects with `onTimeout()` after `ms`. A late settlement of `work` is absorbed, so an
 * abandoned promise never becomes an unhandled rejection. The one time bound used across the service.
 */
export function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  onTimeout: () => Error = () => new Error(`timed out after ${ms} ms`),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
