/**
 * Waits until `check` holds, asking again every `everyMs`: the observed progress of real work (a
 * server, ffmpeg, the database), never a fixed sleep. Fails naming `what` once `deadlineMs` passes.
 */
export async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  { deadlineMs = 15_000, everyMs = 20 }: { deadlineMs?: number; everyMs?: number } = {},
): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  if (await check()) return;
  throw new Error(`not within ${deadlineMs} ms: ${what}`);
}
