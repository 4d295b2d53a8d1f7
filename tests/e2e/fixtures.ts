import { expect, test as base } from '@playwright/test';
import type { Locator, Page, Request } from '@playwright/test';
import type { CookieChoice } from '../../core/domain/consent/cookie-choice';
import { COOKIE_CHOICE_KEY, serializeCookieChoice } from '../../core/domain/consent/cookie-choice';
import { PAGE_CLOCK_OFFSET_MS, shiftedDateScript } from './test-now';

/** What went wrong in the browser during one test, besides what the test itself checks. */
export interface BrowserProblems {
  /** Content-Security-Policy violations (issue 5, point 7: the storefront runs under its CSP with none). */
  readonly cspViolations: string[];
  /** Exceptions nothing caught. */
  readonly pageErrors: string[];
  /** console.error messages, resource failures included, that the test did not announce. */
  readonly consoleErrors: string[];
  /** Announces console errors the test provokes on purpose (a failing API, a refused connection). */
  expectConsoleErrors(...patterns: RegExp[]): void;
  /** Forgets what was seen so far (a test that provokes a violation on purpose, then checks it). */
  clear(): void;
}

const REPORT_BINDING = 'reportCspViolation';

/** securitypolicyviolation events of every document the page loads, sent to the test. */
async function watchCsp(page: Page, violations: string[]): Promise<void> {
  await page.exposeFunction(REPORT_BINDING, (description: string) => void violations.push(description));
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile || event.documentURI}:${event.lineNumber}`);
    });
  }, REPORT_BINDING);
}

/** BrowserKeyValueStore keeps the storefront's values under this prefix in localStorage. */
const STORAGE_PREFIX = 'ordering:';

/**
 * Every e2e test imports `test` from here (ESLint refuses it from @playwright/test in *.e2e.ts): a test
 * fails on any CSP violation, uncaught page error or unannounced console error, even when everything it
 * checks itself passed.
 *
 * The visitor has made their cookie choice already (browsing 4: the dialog opens before the first add)
 * unless a test says `test.use({ cookieChoice: null })` to meet the dialog itself (basket-bar.e2e.ts).
 */
/**
 * `E2E_CPU_THROTTLE=6` runs every page on a CPU that many times slower (Chromium's own throttling): the
 * way to replay, on a quiet machine, the races a loaded CI machine meets.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/**
 * Issue 22.4: the pages' Date (Date.now() and new Date()) reads the run's instant (test-now.ts), as the
 * server's clock does, and keeps running. Playwright's clock (page.clock) would take the shifted Date for
 * the real one and shift its instant again: a test that installs it says `test.use({ shiftPageDate: false })`
 * and passes testNow(), or the instant it needs, to it.
 */
async function shiftPageClock(page: Page): Promise<void> {
  await page.addInitScript(shiftedDateScript(PAGE_CLOCK_OFFSET_MS));
}

/**
 * What the page was doing when a test failed, printed with the test's output: CI keeps only the end of the
 * run's output, not the screenshots, and a failure seen once there must be explainable from it (the address,
 * the requests still waiting for their answer, what the page offered).
 */
async function printFailureReport(page: Page, inFlight: ReadonlyMap<string, number>): Promise<void> {
  const now = Date.now();
  const waiting = [...inFlight].map(([url, since]) => `  ${url} (waiting ${now - since} ms)`);
  const snapshotOf = (locator: Locator, most: number) =>
    locator
      .ariaSnapshot({ timeout: 2_000 })
      .then((text) => text.split('\n').slice(0, most).join('\n'))
      .catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`);
  const dialogs = await page.getByRole('dialog').all();
  const dialogSnapshots = await Promise.all(dialogs.map((dialog) => snapshotOf(dialog, 40)));
  console.log(
    [
      `[failure report] ${test.info().project.name} › ${test.info().title}`,
      `address: ${page.url()}`,
      `requests without an answer: ${waiting.length === 0 ? 'none' : `\n${waiting.join('\n')}`}`,
      `dialogs open: ${dialogSnapshots.length === 0 ? 'none' : `\n${dialogSnapshots.join('\n---\n')}`}`,
      'the page (its first 60 lines):',
      await snapshotOf(page.locator('body'), 60),
    ].join('\n'),
  );
}

export const test = base.extend<{ browserProblems: BrowserProblems; cookieChoice: CookieChoice | null; cookieChoiceMade: void; slowCpu: void; shiftPageDate: boolean; pageClock: void; failureReport: void }>({
  /**
   * The tests' own calls to the simulator (staging, exports) on a connection each: a kept-alive socket the
   * server closes after its 5 s idle timeout, reused by the test at that very moment, failed a test with
   * ECONNRESET (the browser retries such a request by itself; node's client does not).
   */
  request: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { connection: 'close' } });
    await use(context);
    await context.dispose();
  },
  shiftPageDate: [true, { option: true }],
  pageClock: [
    async ({ page, shiftPageDate }, use) => {
      if (shiftPageDate) await shiftPageClock(page);
      await use();
    },
    { auto: true },
  ],
  slowCpu: [
    async ({ page }, use) => {
      if (CPU_THROTTLE > 1) {
        const session = await page.context().newCDPSession(page);
        await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
      }
      await use();
    },
    { auto: true },
  ],
  cookieChoice: [{ analytics: false }, { option: true }],
  cookieChoiceMade: [
    async ({ page, cookieChoice }, use) => {
      if (cookieChoice !== null) {
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_PREFIX + COOKIE_CHOICE_KEY, serializeCookieChoice(cookieChoice)] as const);
      }
      await use();
    },
    { auto: true },
  ],
  failureReport: [
    async ({ page }, use, testInfo) => {
      const inFlight = new Map<string, number>();
      const key = (request: Request) => `${request.method()} ${request.url()}`;
      page.on('request', (request) => void inFlight.set(key(request), Date.now()));
      page.on('requestfinished', (request) => void inFlight.delete(key(request)));
      page.on('requestfailed', (request) => void inFlight.delete(key(request)));
      await use();
      if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) await printFailureReport(page, inFlight);
    },
    { auto: true },
  ],
  browserProblems: [
    async ({ page }, use) => {
      const expected: RegExp[] = [];
      const problems: BrowserProblems = {
        cspViolations: [],
        pageErrors: [],
        consoleErrors: [],
        expectConsoleErrors: (...patterns) => void expected.push(...patterns),
        clear: () => {
          for (const list of [problems.cspViolations, problems.pageErrors, problems.consoleErrors]) list.length = 0;
        },
      };
      await watchCsp(page, problems.cspViolations);
      page.on('pageerror', (error) => problems.pageErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // Chromium also logs a violation to the console; the event above reports it with its directive.
        if (/Content Security Policy/i.test(text)) return;
        problems.consoleErrors.push(`${text} (${message.location().url})`);
      });
      await use(problems);
      const unexpected = problems.consoleErrors.filter((text) => !expected.some((pattern) => pattern.test(text)));
      expect(problems.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(problems.pageErrors, 'uncaught errors in the page').toEqual([]);
      expect(unexpected, 'console errors the test did not expect').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
