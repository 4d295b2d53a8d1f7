import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureMenuRouteWeight } from './menu-route-weight';
import { measureOrderThroughput } from './order-throughput';

/**
 * `npm run bench`: the figures issue 2 asks for. It prints them; it does not pass or fail on them,
 * except that the menu route's budget is stated next to the figure so a regression is plain to see.
 */
const MENU_ROUTE_BUDGET_KB = 180;
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

if (!existsSync(`${distDir}/index.html`)) {
  console.error('dist/ has no built storefront: run `npm run build` first (npm run bench does).');
  process.exit(1);
}

const chunks = await measureMenuRouteWeight(distDir);
const total = chunks.reduce((sum, chunk) => sum + chunk.gzipKb, 0);
console.log('\nJavaScript downloaded by a first visit of /le-comptoir/menu/0 (gzip -9):');
for (const chunk of chunks) console.log(`  ${chunk.gzipKb.toFixed(1).padStart(7)} KB gz  ${chunk.rawKb.toFixed(1).padStart(7)} KB raw  ${chunk.file}`);
console.log(`  ${total.toFixed(1).padStart(7)} KB gz in ${chunks.length} files; budget ${MENU_ROUTE_BUDGET_KB} KB (${total <= MENU_ROUTE_BUDGET_KB ? 'within' : 'OVER'})`);

const orders = await measureOrderThroughput(2000, 16);
console.log('\nPlacing 2,000 take-away orders through `ordering serve` over HTTP, store on file (16 in flight):');
console.log(`  ${orders.perSecond.toFixed(0)} orders/s, ${orders.seconds.toFixed(2)} s in all, p95 latency ${orders.p95Ms.toFixed(1)} ms`);
console.log(`  server RSS ${orders.rssBeforeMb.toFixed(1)} MB before, ${orders.rssAfterMb.toFixed(1)} MB after; data file ${orders.dataFileMb.toFixed(1)} MB`);
