import {
  formatSeconds,
  onSeedProgress,
  reportSeedProgress,
  type SeedCounts,
  seedEta,
  seedProgressLine,
} from './seed-progress';

const counts = (ready: number, waiting: number, failed = 0): SeedCounts => ({
  total: ready + waiting + failed,
  ready,
  failed,
  waiting: Array.from({ length: waiting }, (_, i) => `w${i}`),
});

describe('seedProgressLine', () => {
  it('says done/total and the time left while work remains', () => {
    expect(seedProgressLine(counts(34, 54), 45, 12_000)).toBe('[media] 34/88 ready · about 45 s left');
    expect(seedProgressLine(counts(0, 88), 125, 0)).toBe('[media] 0/88 ready · about 2 min 5 s left');
    expect(seedProgressLine(counts(0, 88), null, 0)).toBe('[media] 0/88 ready');
  });

  it('ends with the total time, failures named; a start that found it all ready has no time', () => {
    expect(seedProgressLine(counts(88, 0), null, 52_400)).toBe('[media] 88/88 seeded media ready in 52 s');
    expect(seedProgressLine(counts(86, 0, 2), null, 61_000)).toBe(
      '[media] 86/88 seeded media ready in 1 min 1 s · 2 failed (see the admin Media tab)',
    );
    expect(seedProgressLine(counts(88, 0), null, null)).toBe('[media] 88/88 seeded media ready');
  });
});

describe('formatSeconds', () => {
  it('rounds to seconds and counts minutes past one', () => {
    expect(formatSeconds(0.4)).toBe('0 s');
    expect(formatSeconds(59.6)).toBe('1 min');
    expect(formatSeconds(185)).toBe('3 min 5 s');
  });
});

describe('seedEta', () => {
  it('is the last of the waiting seed assets in the queue, other jobs aside', () => {
    const standing = [
      { assetId: 'a', position: 0, etaSeconds: 3 },
      { assetId: 'staff', position: 1, etaSeconds: 90 },
      { assetId: 'b', position: 2, etaSeconds: 40 },
    ];
    expect(seedEta(['a', 'b'], standing)).toBe(40);
    expect(seedEta(['gone'], standing)).toBeNull();
  });
});

describe('reportSeedProgress', () => {
  it('writes a line per tick while work remains, then the total time, and stops', async () => {
    let clock = 1_000;
    const states = [counts(0, 4), counts(3, 1), counts(4, 0)];
    const ticks: (() => void)[] = [];
    const lines: string[] = [];
    const unsubscribe = onSeedProgress((line) => lines.push(line));
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    try {
      reportSeedProgress({
        counts: async () => states.shift() ?? counts(4, 0),
        standing: async () => [{ assetId: 'w0', position: 1, etaSeconds: 9 }],
        fallback: () => {
          throw new Error('a listener is there');
        },
        everyMs: 5000,
        now: () => clock,
        schedule: (tick) => {
          ticks.push(tick);
          return () => {};
        },
      });
      await settle();
      clock += 5000;
      ticks.shift()?.();
      await settle();
      clock += 5000;
      ticks.shift()?.();
      await settle();
    } finally {
      unsubscribe();
    }
    expect(lines).toEqual([
      '[media] 0/4 ready · about 9 s left',
      '[media] 3/4 ready · about 9 s left',
      '[media] 4/4 seeded media ready in 10 s',
    ]);
    expect(ticks).toHaveLength(0);
  });

  it('says once that all is ready when a start finds it so', async () => {
    const lines: string[] = [];
    reportSeedProgress({
      counts: async () => counts(88, 0),
      standing: async () => [],
      fallback: (line) => lines.push(line),
      everyMs: 5000,
      schedule: () => {
        throw new Error('nothing to wait for');
      },
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual(['[media] 88/88 seeded media ready']);
  });
});
