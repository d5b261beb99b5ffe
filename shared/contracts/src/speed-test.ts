import { SPEED_TEST, type StreamQuality } from './constants';

/** Best quality the download speed allows (4K 25+, 1080p 5+, 720p 3+, SD 1+ Mbps); null under 1. */
export function recommendedQuality(downloadMbps: number): StreamQuality | null {
  return SPEED_TEST.recommendations.find((r) => downloadMbps >= r.minMbps)?.quality ?? null;
}

export interface SpeedTestResult {
  downloadMbps: number;
  uploadMbps: number;
  pingMs: number;
}

/** Simulated figures within the spec's ranges; `random` returns [0, 1). */
export function simulateSpeedTest(random: () => number = Math.random): SpeedTestResult {
  const pick = (range: { min: number; max: number }) =>
    Math.round(range.min + random() * (range.max - range.min));
  return {
    downloadMbps: pick(SPEED_TEST.downloadMbps),
    uploadMbps: pick(SPEED_TEST.uploadMbps),
    pingMs: pick(SPEED_TEST.pingMs),
  };
}
