import { authApi } from '@premieres/api-client';

// A confirmation token is single use: React's strict-mode double effects (and a remount) must not
// send it twice, or the second answer would report a spent token. One call per token per page load.
const calls = new Map<string, Promise<void>>();

export function confirmOnce(token: string): Promise<void> {
  let call = calls.get(token);
  if (!call) {
    call = authApi.confirmEmail(token);
    calls.set(token, call);
  }
  return call;
}
