import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSimulatorEngine, startSimulator } from '../../config/simulator';
import { LIGHTHOUSE_PAGES, measureLighthouse } from './lighthouse';
import type { LighthouseRun } from './lighthouse-figures';
import { describeLighthouse } from './lighthouse-figures';
import { describeEnd, measureWithinLimit } from './time-limit';
import { TEST_NOW } from '../../config/test-now';

/**
 * Issue 17's Lighthouse measurement on its own: `npm run build && npx tsx tests/bench/lighthouse-run.ts [runs] [page ...]`.
 * `npm run bench` cuts the runs that do not fit in its 5 minutes; this runs all of them (3 per page by
 * default, every page of issue 17 unless pages are named, e.g. `le-comptoir?lang=en`), within 15 minutes.
 */
const LIMIT_S = 900;
const distDir = process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));
if (!existsSync(`${distDir}/index.html`)) {
  console.error('dist/ has no built storefront: run `npm run build` first.');
  process.exit(1);
}
const rounds = Number(process.argv[2] ?? 3);
const pages = process.argv.length > 3 ? process.argv.slice(3) : LIGHTHOUSE_PAGES;

// The suite's instant (config/test-now.ts): every demo establishment takes orders, whatever the hour of the run.
const engine = createSimulatorEngine({ startsAt: TEST_NOW });
const server = await startSimulator({ engine, port: 0, uiDir: distDir });
try {
  console.log(`Lighthouse 12.2.3, mobile preset (simulated slow 4G, CPU 4x slower), ${rounds} runs per page, median by performance score:`);
  const runs: LighthouseRun[] = [];
  const end = await measureWithinLimit(LIMIT_S, (signal) => measureLighthouse(server.url, pages, rounds, runs, signal));
  for (const line of describeLighthouse(pages, rounds, runs)) console.log(line);
  console.log(describeEnd(end));
} finally {
  await server.close();
  engine.close();
}
// Lighthouse's connection to a Chromium killed at the limit may hold the process open: the figures are printed.
process.exit(0);
