/** Spec §8: fetch failures on browsing pages are only logged (lists stay empty). */
export function logError(what: string, error: unknown): void {
  console.error(`[mfe-browse] ${what}`, error);
}

/** A `.catch` handler that logs and rethrows, so TanStack Query still sees the failure and retries. */
export function logFailure(what: string): (error: unknown) => never {
  return (error: unknown) => {
    logError(what, error);
    throw error;
  };
}
