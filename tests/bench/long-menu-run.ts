import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSimulatorEngine, startSimulator } from '../../config/simulator';
import type { LongMenuFigures } from './long-menu';
import { measureLongMenu } from './long-menu';
import { median } from './time-limit';
import { TEST_NOW } from '../../config/test-now';

/**
 * Issue 6 (long menus) on its own: `npm run build && npx tsx tests/bench/long-menu-run.ts [runs] [cpu slowdown]` prints
 * every run of La Grande Carte and the median per device (the full `npm run bench` runs it too); a
 * slowdown of 4 plays a mid-range phone's processor (Chromium's CPU throttling).
 */
const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));
if (!existsSync(`${distDir}/index.html`)) {
  console.error('dist/ has no built storefront: run `npm run build` first.');
  process.exit(1);
}
const runs = Number(process.argv[2] ?? 5);
const cpuSlowdown = Number(process.argv[3] ?? 1);

const line = (run: Pick<LongMenuFigures, 'interactiveMs' | 'longestScrollTaskMs' | 'scrollLongTasks' | 'scrollSeconds'>) =>
  `interactive ${run.interactiveMs.toFixed(0).padStart(5)} ms; scrolling first to last category: longest task ${run.longestScrollTaskMs.toFixed(0).padStart(4)} ms, ` +
  `${String(run.scrollLongTasks).padStart(3)} tasks over 50 ms, ${run.scrollSeconds.toFixed(1)} s`;

// The suite's instant (config/test-now.ts): every demo establishment takes orders, whatever the hour of the run.
const engine = createSimulatorEngine({ startsAt: TEST_NOW });
const server = await startSimulator({ engine, port: 0, uiDir: distDir });
try {
  // Run on its own, for as long as the runs take: no time limit but Ctrl-C.
  const figures: LongMenuFigures[] = [];
  await measureLongMenu(new URL('grande-carte/menu/0', server.url).href, runs, cpuSlowdown, figures, new AbortController().signal);
  for (const run of figures) console.log(`  ${run.device.padEnd(7)} ${line(run)}, ${run.sectionsDrawn} sections drawn`);
  for (const device of ['phone', 'desktop'] as const) {
    const of = figures.filter((run) => run.device === device);
    const pick = (key: 'interactiveMs' | 'longestScrollTaskMs' | 'scrollLongTasks' | 'scrollSeconds') => median(of.map((run) => run[key]));
    console.log(
      `median ${device.padEnd(7)} ${line({ interactiveMs: pick('interactiveMs'), longestScrollTaskMs: pick('longestScrollTaskMs'), scrollLongTasks: pick('scrollLongTasks'), scrollSeconds: pick('scrollSeconds') })}`,
    );
  }
} finally {
  await server.close();
  engine.close();
}
