import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSimulatorEngine, startSimulator } from '../../config/simulator';
import type { FirstVisitTransfer, PaintTimings } from './first-visit';
import { measureFirstVisitTransfer, measurePaintTimings } from './first-visit';
import type { LongMenuFigures } from './long-menu';
import { measureLongMenu } from './long-menu';
import { emptyThroughput, measureOrderThroughput } from './order-throughput';
import { describeEnd, measureWithinLimit, median } from './time-limit';
import type { TrackingLatency } from './tracking-latency';
import { measureTrackingLatency } from './tracking-latency';

/**
 * `npm run bench`: the figures issues 2, 5, 6 and 7 ask for. It prints them; it does not pass or fail on
 * them, except that the menu route's budget is stated next to its figure so a regression is plain.
 * Issue 16.7: each measurement has its own time limit (LIMITS_S, about 3.5 minutes in all after the build),
 * so the bench always ends, prints what each measured, and says which limit was hit.
 */
const MENU_ROUTE_SCRIPT_BUDGET_KB = 180;
const MENU_PATH = 'le-comptoir/menu/0';
const LONG_MENU_PATH = 'grande-carte/menu/0';
const LIMITS_S = { transfer: 20, paints: 75, longMenu: 60, tracking: 30, throughput: 30 } as const;
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

if (!existsSync(`${distDir}/index.html`)) {
  console.error('dist/ has no built storefront: run `npm run build` first (npm run bench does).');
  process.exit(1);
}

const benchStarted = performance.now();
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const ms = (value: number, digits = 0) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
const spread = (values: readonly number[]) => (values.length === 0 ? 'no run' : `min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}`);

function printTransfer(transfer: FirstVisitTransfer): void {
  for (const resource of transfer.resources) {
    console.log(`  ${kb(resource.wireBytes)} KB  ${resource.type.padEnd(10)} ${(resource.encoding || 'identity').padEnd(8)} ${new URL(resource.url).pathname}`);
  }
  console.log('  by type:');
  for (const [type, sum] of [...transfer.byType].sort((a, b) => b[1].wireBytes - a[1].wireBytes)) {
    console.log(`  ${kb(sum.wireBytes)} KB  ${type} (${sum.count} files)`);
  }
  console.log(`  ${kb(transfer.totalWireBytes)} KB  in all, headers included`);
  const scriptBodies = transfer.byType.get('Script')?.bodyBytes ?? 0;
  const within = scriptBodies / 1024 <= MENU_ROUTE_SCRIPT_BUDGET_KB;
  console.log(`  ${kb(scriptBodies)} KB  of compressed JavaScript; budget ${MENU_ROUTE_SCRIPT_BUDGET_KB} KB (${within ? 'within' : 'OVER'})`);
}

function printPaints(paints: readonly PaintTimings[]): void {
  const runs = (key: keyof PaintTimings) => paints.map((run) => ms(run[key])).join(', ') || 'none';
  console.log(`  first contentful paint   median ${ms(median(paints.map((run) => run.fcpMs)))} ms  (runs: ${runs('fcpMs')})`);
  console.log(`  largest contentful paint median ${ms(median(paints.map((run) => run.lcpMs).filter((lcp) => !Number.isNaN(lcp))))} ms  (runs: ${runs('lcpMs')}; n/a: the page reported no LCP candidate)`);
}

function printLongMenu(figures: readonly LongMenuFigures[]): void {
  if (figures.length === 0) console.log('  no run measured');
  for (const run of figures) {
    console.log(
      `  ${run.device.padEnd(7)} first section ${run.firstSectionMs.toFixed(0).padStart(5)} ms, interactive ${run.interactiveMs.toFixed(0).padStart(5)} ms; ` +
        `scrolling first to last category: longest task ${run.longestScrollTaskMs.toFixed(0)} ms, ${run.scrollLongTasks} tasks over 50 ms, ${run.scrollSeconds.toFixed(1)} s, ${run.sectionsDrawn} sections drawn`,
    );
  }
}

const engine = createSimulatorEngine({});
const server = await startSimulator({ engine, port: 0, uiDir: distDir });
try {
  const url = new URL(MENU_PATH, server.url).href;

  console.log(`\nBytes received by a first visit of /${MENU_PATH} (Accept-Encoding: br, gzip; DevTools encodedDataLength):`);
  let transfer: FirstVisitTransfer | undefined;
  const transferEnd = await measureWithinLimit(LIMITS_S.transfer, async (signal) => {
    transfer = await measureFirstVisitTransfer(url, signal);
  });
  if (transfer) printTransfer(transfer);
  console.log(describeEnd(transferEnd));

  console.log(`\nFirst visit of /${MENU_PATH}, 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU 4x slower (5 runs):`);
  const paints: PaintTimings[] = [];
  const paintsEnd = await measureWithinLimit(LIMITS_S.paints, (signal) => measurePaintTimings(url, 5, paints, signal));
  printPaints(paints);
  console.log(describeEnd(paintsEnd));

  // Issue 6: the long menu, unthrottled headless Chromium on this machine (3 runs per device).
  console.log(`\nLa Grande Carte, /${LONG_MENU_PATH} (2,000 products, 150 categories), headless Chromium, no throttling:`);
  const long: LongMenuFigures[] = [];
  const longEnd = await measureWithinLimit(LIMITS_S.longMenu, (signal) => measureLongMenu(new URL(LONG_MENU_PATH, server.url).href, 3, 1, long, signal));
  printLongMenu(long);
  console.log(describeEnd(longEnd));

  // Issue 7: from validate to the tracking page, and from a status change to the new step (20 orders).
  console.log('\nAfter ordering, headless Chromium at a desktop viewport, no throttling (20 orders):');
  const latency: TrackingLatency = { validateToTrackingMs: [], statusChangeToStepMs: [] };
  const latencyEnd = await measureWithinLimit(LIMITS_S.tracking, (signal) => measureTrackingLatency(server.url, 20, latency, signal));
  console.log(`  validate pressed to the tracking page's first step  median ${ms(median(latency.validateToTrackingMs))} ms (${spread(latency.validateToTrackingMs)})`);
  console.log(`  status changed in the simulator to the new step     median ${ms(median(latency.statusChangeToStepMs), 1)} ms (${spread(latency.statusChangeToStepMs)})`);
  console.log(describeEnd(latencyEnd));
} finally {
  await server.close();
  engine.close();
}

console.log('\nPlacing 2,000 take-away orders through `ordering serve` over HTTP, store on file (16 in flight):');
const orders = emptyThroughput();
const ordersEnd = await measureWithinLimit(LIMITS_S.throughput, (signal) => measureOrderThroughput(2000, 16, orders, signal));
const sorted = [...orders.latenciesMs].sort((a, b) => a - b);
console.log(`  ${orders.taken} orders taken: ${ms(orders.taken / orders.seconds)} orders/s, ${orders.seconds.toFixed(2)} s in all, p95 latency ${ms(sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN, 1)} ms`);
if (ordersEnd.kind === 'complete') {
  console.log(`  server RSS ${orders.rssBeforeMb.toFixed(1)} MB before, ${orders.rssAfterMb.toFixed(1)} MB after; data file ${orders.dataFileMb.toFixed(1)} MB`);
}
console.log(describeEnd(ordersEnd));
console.log(`\nThe bench's measurements took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s.`);
