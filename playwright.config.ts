import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from './tests/e2e/support/chromium'

// End-to-end specs drive the built site (dist/, made by `npm run build`) in Debian's Chromium.
// One worker: the machines have two cores, and parallel browsers only make every spec slower and
// flakier. Each spec gets the built site from the `site` fixture (tests/e2e/support/test.ts), which
// serves it on 127.0.0.1 at a free port and stops it when the worker ends.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Reserves the ports of the fakes the shared test build bakes in (support/builds.ts).
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI retries a failed test once and reports it as "flaky", never as passed without a word.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: PHONE,
    // Locally a failed test keeps its trace (`npx playwright show-trace test-results/e2e/.../trace.zip`);
    // in CI, where recording every test costs minutes, the retry of a failed test is recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
