// The seed ladder maker's own process (seed-ladder-maker.ts forks it): ffmpeg is started from
// here, a small process, and not from the API's. Starting a child copies the parent's page
// tables, so from the API (hundreds of MB) each of the backlog's ~1000 ffmpeg runs held its
// event loop 10–20 ms.
import { ensureSeedLadder } from './seed-ladder';
import type { MakerReply, MakerRequest } from './seed-ladder-messages';

const running = new Map<number, AbortController>();
const send = (reply: MakerReply) => process.send?.(reply);

process.on('message', (request: MakerRequest) => {
  if (request.type === 'abort') {
    running.get(request.id)?.abort();
    return;
  }
  const stop = new AbortController();
  running.set(request.id, stop);
  ensureSeedLadder(request.cacheDir, request.spec, {
    nice: request.nice,
    signal: stop.signal,
    onPercent: (percent) => send({ type: 'percent', id: request.id, percent }),
  })
    .then(
      ({ folder, ladder }) => send({ type: 'done', id: request.id, folder, ladder }),
      (error: unknown) =>
        send({ type: 'failed', id: request.id, message: (error as Error).message || String(error) }),
    )
    .finally(() => running.delete(request.id));
});
// Closed, or the parent gone (crash, SIGKILL): stop every ffmpeg run (aborting kills it), then exit.
const stopAll = () => {
  for (const stop of running.values()) stop.abort();
  process.exit(0);
};
process.on('disconnect', stopAll);
process.on('SIGTERM', stopAll);
send({ type: 'ready' });
