/** The remote's log line for failures the spec says are only logged (portal, subscription check). */
export function logError(what: string, error: unknown): void {
  console.error(`[mfe-account] ${what}`, error);
}
