import { recommendedQuality, simulateSpeedTest } from './speed-test';

describe('recommendedQuality', () => {
  it.each([
    [120, '4K'],
    [25, '4K'],
    [24.9, '1080p'],
    [5, '1080p'],
    [3, '720p'],
    [1, 'SD'],
    [0.5, null],
  ])('%p Mbps → %p', (mbps, quality) => {
    expect(recommendedQuality(mbps)).toBe(quality);
  });
});

describe('simulateSpeedTest', () => {
  it('stays within the ranges', () => {
    expect(simulateSpeedTest(() => 0)).toEqual({ downloadMbps: 20, uploadMbps: 10, pingMs: 5 });
    expect(simulateSpeedTest(() => 0.999999)).toEqual({ downloadMbps: 120, uploadMbps: 60, pingMs: 35 });
    for (let i = 0; i < 50; i++) {
      const r = simulateSpeedTest();
      expect(r.downloadMbps).toBeGreaterThanOrEqual(20);
      expect(r.downloadMbps).toBeLessThanOrEqual(120);
      expect(r.pingMs).toBeGreaterThanOrEqual(5);
      expect(r.pingMs).toBeLessThanOrEqual(35);
    }
  });
});
