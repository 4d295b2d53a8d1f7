import type { Browser, Page } from '@playwright/test';
import { launchBenchBrowser, stopIfAborted } from './time-limit';

/** Issue 6 (long menus): how La Grande Carte (2,000 products, 150 categories) behaves in headless Chromium. */
export interface LongMenuFigures {
  readonly device: 'phone' | 'desktop';
  /** Navigation start to the menu interactive: its first section drawn and then 500 ms without a long task. */
  readonly interactiveMs: number;
  /** Navigation start to the first section's heading on screen. */
  readonly firstSectionMs: number;
  /** Scrolling from the first category to the last: the longest task, how many tasks over 50 ms, how long it took. */
  readonly longestScrollTaskMs: number;
  readonly scrollLongTasks: number;
  readonly scrollSeconds: number;
  readonly sectionsDrawn: number;
}

/** How long the main thread must stay free of long tasks (over 50 ms) for the menu to count as interactive. */
const QUIET_MS = 500;
const SCROLL_STEP_PX = 700;

declare global {
  interface Window {
    __longTasks?: { start: number; duration: number }[];
  }
}

async function openPage(browser: Browser, device: 'phone' | 'desktop', cpuSlowdown: number): Promise<Page> {
  const context = await browser.newContext(
    device === 'phone' ? { locale: 'fr-FR', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { locale: 'fr-FR', viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  // A phone's processor is several times slower than this machine's: `cpuSlowdown` 4 plays a mid-range one.
  if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // Every task over 50 ms the page runs, from its very first script.
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks!.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  return page;
}

async function measureOnce(browser: Browser, url: string, device: 'phone' | 'desktop', cpuSlowdown: number): Promise<LongMenuFigures> {
  const page = await openPage(browser, device, cpuSlowdown);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('.menu-section h2').first().waitFor({ timeout: 60_000 });
    const firstSectionMs = await page.evaluate(() => performance.now());
    // Interactive: the end of the last long task before a quiet window of QUIET_MS.
    // (A string: tsx would wrap a named inner function with a helper the page does not have.)
    const interactiveMs = await page.evaluate<number>(`new Promise((resolve) => {
      const check = () => {
        const tasks = window.__longTasks || [];
        const lastEnd = Math.max(${firstSectionMs}, ...tasks.map((task) => task.start + task.duration));
        if (performance.now() - lastEnd >= ${QUIET_MS}) resolve(lastEnd);
        else setTimeout(check, 50);
      };
      check();
    })`);

    // From the first category to the last, a screen and a bit at a time, as a thumb would.
    const scrollStart = await page.evaluate(() => performance.now());
    for (let step = 0; step < 2_000; step += 1) {
      const atEnd = await page.evaluate((by) => {
        window.scrollBy(0, by);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      }, SCROLL_STEP_PX);
      await page.waitForTimeout(16);
      if (atEnd) break;
    }
    // Then until the main thread has been quiet for QUIET_MS (at most 15 s), so that the sections drawn
    // after the last scroll (a transition may draw them late) count in the figures.
    await page.evaluate(`new Promise((resolve) => {
      const started = performance.now();
      const check = () => {
        const tasks = window.__longTasks || [];
        const lastEnd = Math.max(started, ...tasks.map((task) => task.start + task.duration));
        if (performance.now() - lastEnd >= ${QUIET_MS} || performance.now() - started > 15000) resolve(null);
        else setTimeout(check, 50);
      };
      setTimeout(check, 300);
    })`);
    const scroll = await page.evaluate((since) => {
      const tasks = (window.__longTasks ?? []).filter((task) => task.start >= since);
      return {
        longest: Math.max(0, ...tasks.map((task) => task.duration)),
        count: tasks.length,
        seconds: (performance.now() - since) / 1000,
        drawn: document.querySelectorAll('section.menu-section').length,
      };
    }, scrollStart);
    return {
      device,
      interactiveMs,
      firstSectionMs,
      longestScrollTaskMs: scroll.longest,
      scrollLongTasks: scroll.count,
      scrollSeconds: scroll.seconds,
      sectionsDrawn: scroll.drawn,
    };
  } finally {
    await page.context().close();
  }
}

/**
 * The figures of `runs` visits of the long menu on each device, each added to `into` as it ends (the
 * benchmark prints them; it asserts nothing).
 */
export async function measureLongMenu(url: string, runs: number, cpuSlowdown: number, into: LongMenuFigures[], signal: AbortSignal): Promise<void> {
  const browser = await launchBenchBrowser(signal);
  try {
    for (const device of ['phone', 'desktop'] as const) {
      for (let run = 0; run < runs; run += 1) {
        stopIfAborted(signal);
        into.push(await measureOnce(browser, url, device, cpuSlowdown));
      }
    }
  } finally {
    await browser.close();
  }
}
