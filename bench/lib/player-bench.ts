// The set-up every playback bench shares: a gateway with seed media for one title, a Premium
// subscriber, the title's ladder ready, and headless Chromium; all stopped afterwards.
import type { Browser } from 'playwright-core';
import { benchGateway } from './gateway';
import { launchChromium } from './player-page';
import { createSubscriber, type Subscriber, waitForLadder } from './subscriber';

const LADDER_DEADLINE_MS = 15 * 60_000;

export interface PlayerBench {
  base: string;
  subscriber: Subscriber;
  browser: Browser;
}

export async function withPlayerBench(
  options: { port: number; title: string; env: Record<string, string>; label: string },
  run: (bench: PlayerBench) => Promise<void>,
): Promise<void> {
  const gateway = await benchGateway(options.port, {
    SEED_MEDIA_TITLES: options.title,
    TRANSCODE_PRESET: 'ultrafast',
    ...options.env,
  });
  let browser: Browser | null = null;
  try {
    const subscriber = await createSubscriber(gateway.base, 'premium', options.label);
    await waitForLadder(gateway.base, subscriber.accessToken, options.title, LADDER_DEADLINE_MS);
    browser = await launchChromium();
    await run({ base: gateway.base, subscriber, browser });
  } finally {
    await browser?.close();
    gateway.stop();
  }
}
