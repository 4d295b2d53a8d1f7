import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSimulatorEngine, startSimulator } from '../../config/simulator';
import { launchBenchBrowser } from './time-limit';
import { TEST_NOW } from '../../config/test-now';

/**
 * Issue 17 (TBT of La Grande Carte): the long tasks of cold loads, one list per run.
 *   npm run build && npx tsx tests/bench/cold-load-tasks-run.ts [runs] [cpu slowdown] [page]
 * e.g. `3 4 'grande-carte?lang=fr'` (the defaults): each run is a fresh context (empty cache) with the CPU slowed
 * through Chromium's throttling, watched for 9 s after `load`. Per run it prints the long tasks (duration@start, ms),
 * their count and their time over 50 ms (what TBT adds up), then the long animation frames with the scripts that
 * held them (invoker, file, function, ms). Compare builds back to back (DIST_DIR=<a copy of dist>): the machine is
 * shared, and one run's figures move by a factor of two.
 */
const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));
if (!existsSync(`${distDir}/index.html`)) {
  console.error('dist/ has no built storefront: run `npm run build` first.');
  process.exit(1);
}
const runs = Number(process.argv[2] ?? 3);
const cpuSlowdown = Number(process.argv[3] ?? 4);
const pagePath = process.argv[4] ?? 'grande-carte?lang=fr';

interface Seen {
  readonly tasks: [number, number][];
  readonly frames: string[];
}

/** Runs in the page before its scripts: collects long tasks and long animation frames as they are reported. */
function watchTasks(): void {
  const seen: Seen = { tasks: [], frames: [] };
  (window as unknown as { coldLoadTasks: Seen }).coldLoadTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push([Math.round(entry.duration), Math.round(entry.startTime)]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const frame = entry as PerformanceEntry & { scripts?: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[] };
      const scripts = (frame.scripts ?? []).filter((script) => script.duration >= 5);
      const held = scripts.map((script) => `${script.invoker.slice(0, 40)} ${script.sourceURL.split('/').pop()} ${script.sourceFunctionName} ${Math.round(script.duration)}`);
      seen.frames.push(`${Math.round(entry.duration)}@${Math.round(entry.startTime)}: ${held.join('; ')}`);
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

const engine = createSimulatorEngine({ startsAt: TEST_NOW });
const server = await startSimulator({ engine, port: 0, uiDir: distDir });
const browser = await launchBenchBrowser(new AbortController().signal);
try {
  console.log(`${pagePath}, CPU ${cpuSlowdown}x slower, ${runs} cold loads:`);
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
    await context.addInitScript(watchTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(new URL(pagePath, server.url).href, { waitUntil: 'load' });
    await page.waitForTimeout(9_000);
    const seen = await page.evaluate(() => (window as unknown as { coldLoadTasks: Seen }).coldLoadTasks);
    const over = seen.tasks.reduce((sum, [duration]) => sum + Math.max(0, duration - 50), 0);
    console.log(`  run ${run}: ${seen.tasks.length} long tasks, ${over} ms over 50 ms: ${seen.tasks.map(([duration, start]) => `${duration}@${start}`).join(' ')}`);
    for (const frame of seen.frames) console.log(`    frame ${frame}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  engine.close();
}
// As lighthouse-run.ts: a browser connection left by a run stopped midway may hold the process open; the figures are printed.
process.exit(0);
