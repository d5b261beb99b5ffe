import type { PlaybackGrant } from '@premieres/contracts';

/** A playback grant of a progressive file of title 7 on the Basic plan; override what a test needs. */
export function fileGrant(overrides: Partial<PlaybackGrant> = {}): PlaybackGrant {
  return {
    url: 'http://site/media/content/7?u=x&p=-&e=1&s=y',
    format: 'file',
    expiresAt: '2030-01-01T00:00:00.000Z',
    plan: 'basic',
    qualityLines: 480,
    screens: 1,
    streamId: 'a'.repeat(32),
    ...overrides,
  };
}
