// The seed ladder maker's own process (seed-ladder-maker.ts forks it): ffmpeg is started from
// here, a small process, and not from the API's. Starting a child copies the parent's page
// tables, so from the API (hundreds of MB) each of the backlog's ~1000 ffmpeg runs held its
// event loop 10–20 ms.
import { pauseBackground, resumeBackground } from '../ffmpeg/background-priority';
import { ensureSeedLadder } from './seed-ladder';
import type { MakerReply, MakerRequest } from './seed-ladder-messages';

const running = new Map<number, { stop: AbortController; ended: Promise<unknown> }>();
const send = (reply: MakerReply) => process.send?.(reply);

process.on('message', (request: MakerRequest) => {
  if (request.type === 'pause') return pauseBackground();
  if (request.type === 'resume') return resumeBackground();
  if (request.type === 'abort') {
    running.get(request.id)?.stop.abort();
    return;
  }
  const stop = new AbortController();
  const ended = ensureSeedLadder(request.cacheDir, request.spec, {
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
  running.set(request.id, { stop, ended });
});
// Closed, or the parent gone (crash, SIGKILL): stop every ffmpeg run (aborting kills it), and exit
// once they have ended, so nothing writes to the media cache after this process is gone.
const stopAll = () => {
  const runs = [...running.values()];
  for (const run of runs) run.stop.abort();
  void Promise.allSettled(runs.map((run) => run.ended)).then(() => process.exit(0));
};
process.on('disconnect', stopAll);
process.on('SIGTERM', stopAll);
send({ type: 'ready' });
