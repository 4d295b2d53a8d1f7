import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSimulatorEngine, startSimulator } from '../../config/simulator';
import { measureFirstVisitTransfer, measurePaintTimings } from './first-visit';
import { measureLongMenu } from './long-menu';
import { measureOrderThroughput } from './order-throughput';
import { measureTrackingLatency, median } from './tracking-latency';

/**
 * `npm run bench`: the figures issues 2 and 5 ask for. It prints them; it does not pass or fail on
 * them, except that the menu route's budget is stated next to its figure so a regression is plain.
 */
const MENU_ROUTE_SCRIPT_BUDGET_KB = 180;
const MENU_PATH = 'le-comptoir/menu/0';
const LONG_MENU_PATH = 'grande-carte/menu/0';
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

if (!existsSync(`${distDir}/index.html`)) {
  console.error('dist/ has no built storefront: run `npm run build` first (npm run bench does).');
  process.exit(1);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

const engine = createSimulatorEngine({});
const server = await startSimulator({ engine, port: 0, uiDir: distDir });
try {
  const url = new URL(MENU_PATH, server.url).href;

  const transfer = await measureFirstVisitTransfer(url);
  console.log(`\nBytes received by a first visit of /${MENU_PATH} (Accept-Encoding: br, gzip; DevTools encodedDataLength):`);
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

  const paints = await measurePaintTimings(url, 5);
  console.log(`\nFirst visit of /${MENU_PATH}, 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU 4x slower (5 runs):`);
  console.log(`  first contentful paint   median ${paints.median.fcpMs.toFixed(0)} ms  (runs: ${paints.runs.map((run) => run.fcpMs.toFixed(0)).join(', ')})`);
  console.log(`  largest contentful paint median ${paints.median.lcpMs.toFixed(0)} ms  (runs: ${paints.runs.map((run) => run.lcpMs.toFixed(0)).join(', ')})`);

  // Issue 6: the long menu, unthrottled headless Chromium on this machine (3 runs per device).
  const long = await measureLongMenu(new URL(LONG_MENU_PATH, server.url).href, 3);
  console.log(`\nLa Grande Carte, /${LONG_MENU_PATH} (2,000 products, 150 categories), headless Chromium, no throttling:`);
  for (const run of long) {
    console.log(
      `  ${run.device.padEnd(7)} first section ${run.firstSectionMs.toFixed(0).padStart(5)} ms, interactive ${run.interactiveMs.toFixed(0).padStart(5)} ms; ` +
        `scrolling first to last category: longest task ${run.longestScrollTaskMs.toFixed(0)} ms, ${run.scrollLongTasks} tasks over 50 ms, ${run.scrollSeconds.toFixed(1)} s, ${run.sectionsDrawn} sections drawn`,
    );
  }

  // Issue 7: from validate to the tracking page, and from a status change to the new step (20 orders).
  const latency = await measureTrackingLatency(server.url, 20);
  const spread = (values: readonly number[]) => `min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}`;
  console.log('\nAfter ordering, headless Chromium at a desktop viewport, no throttling (20 orders):');
  console.log(`  validate pressed to the tracking page's first step  median ${median(latency.validateToTrackingMs).toFixed(0)} ms (${spread(latency.validateToTrackingMs)})`);
  console.log(`  status changed in the simulator to the new step     median ${median(latency.statusChangeToStepMs).toFixed(1)} ms (${spread(latency.statusChangeToStepMs)})`);
} finally {
  await server.close();
  engine.close();
}

const orders = await measureOrderThroughput(2000, 16);
console.log('\nPlacing 2,000 take-away orders through `ordering serve` over HTTP, store on file (16 in flight):');
console.log(`  ${orders.perSecond.toFixed(0)} orders/s, ${orders.seconds.toFixed(2)} s in all, p95 latency ${orders.p95Ms.toFixed(1)} ms`);
console.log(`  server RSS ${orders.rssBeforeMb.toFixed(1)} MB before, ${orders.rssAfterMb.toFixed(1)} MB after; data file ${orders.dataFileMb.toFixed(1)} MB`);
