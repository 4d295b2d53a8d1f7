import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSimulatorEngine } from '../../config/simulator';
import { TEST_NOW } from '../../config/test-now';

/**
 * Issue 17: the engine's intake alone, in process, its store on a file, no HTTP:
 * `npx tsx tests/bench/intake-micro.ts [orders] [group]`. Prints the wall and CPU time an order, so that a change
 * to the intake can be judged by its microseconds on a machine too busy for the bench's orders a second. With a
 * group of 1, each order is `engine.placeOrder` with its own commit; with more, `engine.placeOrders` shares one
 * commit among that many (the HTTP server's group commit). Run it with `node --cpu-prof --import tsx` to see
 * where the time goes.
 */
const orders = Number(process.argv[2] ?? 3_000);
const group = Math.max(1, Number(process.argv[3] ?? 1));
const body: unknown = JSON.parse(readFileSync(new URL('../../cli/examples/take-away-order.json', import.meta.url), 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'intake-micro-'));
const engine = createSimulatorEngine({ dataFile: join(dir, 'simulator.sqlite'), startsAt: TEST_NOW });
try {
  // Warm up the JIT and the menu's caches: the figure is the steady state.
  for (let index = 0; index < 300; index += 1) engine.placeOrder('le-comptoir', body);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const together = Array.from({ length: group }, () => ({ restaurantId: 'le-comptoir', body, request: {} }));
  for (let placed = 0; placed < orders; placed += group) {
    const answers = group === 1 ? [{ answer: engine.placeOrder('le-comptoir', body) }] : engine.placeOrders(together);
    for (const result of answers) {
      if (!('answer' in result) || !result.answer.accepted) throw new Error(`an order was not taken: ${JSON.stringify(result)}`);
    }
  }
  const wallUs = ((performance.now() - started) * 1000) / orders;
  const cpu = process.cpuUsage(cpuBefore);
  console.log(`${orders} orders, ${group} a commit: ${wallUs.toFixed(0)} us wall, ${((cpu.user + cpu.system) / orders).toFixed(0)} us CPU an order`);
} finally {
  engine.close();
  rmSync(dir, { recursive: true, force: true });
}
