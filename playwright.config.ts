import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser journeys in Debian's Chromium (no browser download is possible here), at the two
 * widths the issues name: 1280 px desktop and a 390 px phone.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // CI runs the server, its render workers and two browsers on two cores: a step that takes a
  // second here can take several there, so CI waits longer and tries a failed journey again.
  retries: process.env.CI ? 2 : 0,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // A journey that signs up or joins hashes passwords (Argon2id); in CI, beside the other
  // browser and the server on two cores, the longest took just over 30 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    // Tags choose a project without skipping (npm test counts a skipped journey as a failure):
    // @server and @desktop journeys run at 1280 px only, @phone journeys at 390 px only.
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined } },
    { name: 'phone', grepInvert: /@server|@desktop/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined } },
  ],
  webServer: {
    command: 'node --disable-warning=ExperimentalWarning scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/GetResellerLogo`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: { E2E_PORT: String(port) },
  },
});
