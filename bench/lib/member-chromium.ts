// A fresh Chromium with a remote-debugging port whose profile is a signed-in member's, for tools
// that attach to a running browser (Lighthouse `--port`): the member signed in with a viewer
// profile chosen (as landing's subscriber), then the HTTP cache emptied so the page under test is
// a first visit, while cookies and localStorage stay.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../config/chromium';
import { type Credentials, signIn } from './page-accounts';
import { stopChild } from './processes';

// What chrome-launcher adds when Lighthouse starts Chromium itself (the public pages' runs), so
// both modes time the page in the same browser: no background throttling of the tab under test,
// and RenderDocument off as there (its remaining bugs, lighthouse#16363).
const LAUNCHER_FLAGS = [
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--mute-audio',
  '--password-store=basic',
];

export interface MemberChromium {
  /** The remote-debugging port (Lighthouse `--port`). */
  port: number;
  close(): Promise<void>;
}

export async function memberChromium(base: string, account: Credentials): Promise<MemberChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'premieres-member-chromium-'));
  const child = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_FLAGS,
      ...LAUNCHER_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async () => {
    await stopChild(child);
    // Its helper processes may still write there for a moment; a leftover folder ends no run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 200 });
    } catch (error) {
      console.warn(`  (left ${profile}: ${(error as Error).message})`);
    }
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened`)));
      createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
        const match = line.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
        if (match) resolve(Number(match[1]));
      });
    });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    // The context's request shares the browser's cookie jar: the refresh cookie lands in the profile.
    const storage = await signIn(context.request, base, account, true);
    // localStorage is per origin: written from a same-origin document that is not the app (no shell
    // runs, so no session restore and no service worker before the measured visit).
    const page = await context.newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    // Disconnects; the browser keeps running for the tool that attaches next.
    await browser.close();
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
