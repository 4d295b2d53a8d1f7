import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import { TEST_NOW } from './test-now';

/**
 * End-to-end tests in Debian's Chromium against `ordering serve` (the simulator serving the built
 * storefront). Run `npm run build` first.
 *
 * Every test runs at a phone viewport (375 px, where most customers are). Only the tests whose checks
 * depend on the layout, tagged `@layout`, run again at a desktop viewport (issue 16.6): running the
 * other half twice doubled the suite's time and checked nothing more. A test that sets its own viewport
 * (checkout-in-drawer.e2e.ts) needs no tag.
 */
const PORT = Number(process.env.E2E_PORT ?? 4180);

/**
 * Issue 22.4: closed, no order "as soon as possible" is taken, and most tests order at once. The server
 * starts its clock at one instant (TEST_NOW, a Wednesday lunch in Paris) and the pages' Date is shifted to
 * agree (tests/e2e/fixtures.ts), so the suite runs the same at night and on Mondays. The real time the run
 * started is kept here once; the workers inherit it and shift the pages by the same offset.
 */
process.env.E2E_CLOCK_STARTED_AT ??= String(Date.now());

export default defineConfig({
  testDir: '../tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results',
  forbidOnly: true,
  // A loaded CI machine has run these tests six times slower than a quiet one (a 10 s test took 60 s):
  // the waits leave room for that, and a test that fails once is run again and reported as flaky by
  // name and fails the run (tests/e2e/no-skipped-tests-reporter.ts): a flake is a bug, never passed silently.
  // `E2E_CPU_THROTTLE` replays a slow CPU.
  retries: 1,
  workers: 2,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['../tests/e2e/no-skipped-tests-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // A trace is recorded for the retry only: recording every test cost about 8 % of the suite's time, and a
    // failure is always retried, so the failing test still leaves its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'fr-FR',
    // Issue 20 item 5: the storefront's service worker answers the menu, its pictures and page visits once it
    // controls a page, and Playwright's page.route does not see what a worker answers. The tests that inject faults
    // rely on it, so the worker is blocked except where a test checks it (offline-storefront.e2e.ts).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: 'desktop', grep: /@layout/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // Each run starts from the demo state: the e2e tests need no orders of an earlier run.
    command: `node cli/bin/ordering.mjs serve --port ${PORT} --data :memory: --now ${TEST_NOW}`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/le-comptoir`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
