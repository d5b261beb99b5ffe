import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../config/chromium';

// Playwright drives Debian's Chromium (never `npx playwright install`) against the production
// build, served by `npm start` on its own port with an in-memory database: tests never touch
// .data/ and never share state with a development server.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

const BROWSER = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  },
};
const CATALOGUE_SPEC = /catalogue-150\.spec\.ts/;
const LANGUAGE_WALK_SPEC = /i18n-walk\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Two cores: two workers keep the machine responsive while the server runs beside them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [CATALOGUE_SPEC, LANGUAGE_WALK_SPEC],
      use: BROWSER,
    },
    {
      // The hi/ml walk allows the catalogue's words as data: it runs when no other test is adding titles.
      name: 'language-walk',
      testMatch: LANGUAGE_WALK_SPEC,
      dependencies: ['chromium'],
      use: BROWSER,
    },
    {
      // 150 extra titles change every row while they exist: this runs after all the rest.
      name: 'large-catalogue',
      testMatch: CATALOGUE_SPEC,
      dependencies: ['language-walk'],
      use: BROWSER,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // Builds what is missing or stale, then serves everything on one port.
        command: 'npm start',
        cwd: resolve(__dirname, '..'),
        url: `${BASE_URL}/remotes.json`,
        // Seed media for every sample title, film, trailer and episode, 12 seconds long: seed
        // ladders are a looped picture copied to length (no transcode), so a fresh clone has them
        // all within a minute or two, and later runs import them from .data/media-cache. Journeys
        // that play one wait for it with a deadline.
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          GATEWAY_DB: 'memory',
          LOG_LEVEL: 'warn',
          SEED_MEDIA_SECONDS: '12',
          TRANSCODE_PRESET: 'ultrafast',
        },
        timeout: 15 * 60_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
