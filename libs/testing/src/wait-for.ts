export interface WaitForOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** What was awaited, for the timeout error (a function is called only then, e.g. to add logs). */
  message?: string | (() => string);
}

/**
 * Polls until `probe` returns something other than false/null/undefined without throwing, and
 * returns it. At the deadline it throws: the last error of the probe (an assertion, say) when no
 * message is given, else an error with the message (and the last error, if any).
 * Eventual results are awaited this way, never by sleeping a fixed time.
 */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  options: WaitForOptions = {},
): Promise<Exclude<T, false | null | undefined>> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const intervalMs = options.intervalMs ?? 20;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== false && value !== null && value !== undefined)
        return value as Exclude<T, false | null | undefined>;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const message = typeof options.message === 'function' ? options.message() : options.message;
      if (message === undefined && lastError instanceof Error) throw lastError;
      const last =
        lastError === undefined
          ? ''
          : `; last error: ${lastError instanceof Error ? lastError.message : JSON.stringify(lastError)}`;
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${message ?? 'a condition'}${last}`, {
        cause: lastError,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
