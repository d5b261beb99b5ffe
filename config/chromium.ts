// Debian's Chromium, as the prerender, the e2e suite and the benchmarks launch it. Without the
// background-networking flags Chromium keeps trying to reach the closed network (TOOLCHAIN.md).
export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
