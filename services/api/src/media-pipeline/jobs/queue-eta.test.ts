import { compareWaiting, createRateMeter, jobWork, type QueuedJob, queueStanding } from './queue-eta';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));

function job(assetId: string, fields: Partial<QueuedJob> = {}): QueuedJob {
  return {
    assetId,
    running: false,
    priority: 0,
    queuedAt: at(0),
    percent: 0,
    estimateMs: 10_000,
    ...fields,
  };
}

describe('jobWork', () => {
  it('counts a seed asset by its loops (pixels) and, a little, by its segments', () => {
    const film = jobWork({ type: 'generated', seconds: 120, videoHeights: [240, 480], audioTracks: 2 });
    expect(film.kind).toBe('seed');
    expect(film.units).toBeCloseTo(0.25 + 1 + 20 * 4 * 0.01);
    const trailer = jobWork({ type: 'generated', seconds: 30, videoHeights: [240, 480], audioTracks: 2 });
    const fullHd = jobWork({
      type: 'generated',
      seconds: 120,
      videoHeights: [240, 480, 720, 1080],
      audioTracks: 2,
    });
    expect(trailer.units).toBeLessThan(film.units);
    expect(film.units / trailer.units).toBeLessThan(1.5);
    expect(fullHd.units / film.units).toBeGreaterThan(3);
  });

  it('counts an upload in seconds: probed, else from its size, else two minutes', () => {
    expect(jobWork({ type: 'stored', durationSeconds: 42, bytes: 10 })).toEqual({
      kind: 'transcode',
      units: 42,
    });
    expect(jobWork({ type: 'stored', durationSeconds: null, bytes: 5_000_000 }).units).toBe(10);
    expect(jobWork({ type: 'stored', durationSeconds: null, bytes: null }).units).toBe(120);
  });
});

describe('createRateMeter', () => {
  it('answers the fallback until a job of that kind finished, then the measured rate', () => {
    const meter = createRateMeter({ seed: 12, transcode: 1000 });
    expect(meter.msPerUnit('seed')).toBe(12);
    meter.record({ kind: 'seed', units: 80 }, 400);
    meter.record({ kind: 'seed', units: 20 }, 600);
    expect(meter.msPerUnit('seed')).toBe(10);
    expect(meter.msPerUnit('transcode')).toBe(1000);
  });

  it('forgets old jobs: the rate follows the machine as it gets busier', () => {
    const meter = createRateMeter();
    meter.record({ kind: 'transcode', units: 10 }, 1000);
    for (let i = 0; i < 20; i++) meter.record({ kind: 'transcode', units: 10 }, 5000);
    expect(meter.msPerUnit('transcode')).toBe(500);
  });
});

describe('compareWaiting', () => {
  it('takes a higher priority first, then the earlier queued', () => {
    const jobs = [
      job('seed-late', { queuedAt: at(5) }),
      job('staff', { priority: 10, queuedAt: at(9) }),
      job('seed-early', { queuedAt: at(1) }),
      job('viewer', { priority: 20, queuedAt: at(10) }),
    ];
    expect(jobs.sort(compareWaiting).map((j) => j.assetId)).toEqual([
      'viewer',
      'staff',
      'seed-early',
      'seed-late',
    ]);
  });
});

describe('queueStanding', () => {
  it('one worker: each waiting job waits for the running one’s remaining share and those before it', () => {
    const standing = queueStanding(
      [
        job('b', { queuedAt: at(2), estimateMs: 4000 }),
        job('a', { running: true, percent: 75, estimateMs: 8000 }),
        job('c', { queuedAt: at(3), estimateMs: 1000 }),
        job('urgent', { priority: 20, queuedAt: at(9), estimateMs: 3000 }),
      ],
      1,
    );
    expect(standing).toEqual([
      { assetId: 'a', position: 0, etaSeconds: 2 },
      { assetId: 'urgent', position: 1, etaSeconds: 5 },
      { assetId: 'b', position: 2, etaSeconds: 9 },
      { assetId: 'c', position: 3, etaSeconds: 10 },
    ]);
  });

  it('two workers share the backlog: the next job takes whichever frees first', () => {
    const standing = queueStanding(
      [
        job('long', { running: true, percent: 0, estimateMs: 10_000 }),
        job('short', { running: true, percent: 50, estimateMs: 2000 }),
        job('w1', { queuedAt: at(1), estimateMs: 3000 }),
        job('w2', { queuedAt: at(2), estimateMs: 3000 }),
        job('w3', { queuedAt: at(3), estimateMs: 3000 }),
      ],
      2,
    );
    expect(standing.map((s) => [s.assetId, s.position, s.etaSeconds])).toEqual([
      ['long', 0, 10],
      ['short', 0, 1],
      ['w1', 1, 4],
      ['w2', 2, 7],
      ['w3', 3, 10],
    ]);
  });

  it('an idle queue starts its first jobs at once, one per worker', () => {
    const standing = queueStanding(
      [job('x', { estimateMs: 2000 }), job('y', { queuedAt: at(1), estimateMs: 2000 })],
      2,
    );
    expect(standing.map((s) => s.etaSeconds)).toEqual([2, 2]);
  });

  it('an asset queued twice keeps its first place', () => {
    const standing = queueStanding(
      [job('a', { queuedAt: at(1) }), job('b', { queuedAt: at(2) }), job('a', { queuedAt: at(3) })],
      1,
    );
    expect(standing.map((s) => [s.assetId, s.position])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });
});
