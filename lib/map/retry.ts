/** The maps script loader retries up to 3 times, waiting longer each time. */
export const MAX_RETRIES = 3;
export const FIRST_RETRY_DELAY_MS = 1_000;

/** Delay before retry number `retry` (1-based): 1 s, 2 s, 4 s. */
export function retryDelay(retry: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** (retry - 1);
}

/** The whole schedule, e.g. [1000, 2000, 4000]. */
export function retrySchedule(retries = MAX_RETRIES): number[] {
  return Array.from({ length: retries }, (_, i) => retryDelay(i + 1));
}

type RetryOptions = {
  retries?: number;
  wait?: (ms: number) => Promise<void>;
  /** Stops further attempts, e.g. when the component unmounts. */
  signal?: AbortSignal;
  onRetry?: (retry: number, delayMs: number) => void;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` once, then up to `retries` more times after each failure; rethrows the last error. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  { retries = MAX_RETRIES, wait = sleep, signal, onRetry }: RetryOptions = {},
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= retries || signal?.aborted) throw error;
      const delay = retryDelay(retry + 1);
      onRetry?.(retry + 1, delay);
      await wait(delay);
      if (signal?.aborted) throw error;
    }
  }
}
