import { readFileSync } from 'node:fs';
import { createSimulatorEngine, startSimulator } from '../../config/simulator';

/** The take-away order shipped for support staff (cli/examples): a burger with an extra sauce and a lemonade. */
const EXAMPLE_ORDER = new URL('../../cli/examples/take-away-order.json', import.meta.url);

/**
 * Places orders through the simulator's HTTP API (a real server on 127.0.0.1, real JSON over HTTP,
 * validation, pricing and stock) and reports orders per second. Requests are kept in flight in
 * parallel like many customers ordering at once.
 */
export async function measureOrderThroughput(orderCount: number, inFlight: number): Promise<{ orders: number; seconds: number; perSecond: number; p95Ms: number }> {
  const engine = createSimulatorEngine({});
  const server = await startSimulator({ engine, port: 0 });
  const url = `${server.url}le-comptoir/order/`;
  const body = readFileSync(EXAMPLE_ORDER, 'utf8');
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;

  const worker = async () => {
    while (next < orderCount) {
      next += 1;
      const started = performance.now();
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const answer = (await response.json()) as { data?: { order_number?: string } };
      latencies.push(performance.now() - started);
      if (response.status !== 200 || !answer.data?.order_number) failures += 1;
    }
  };

  try {
    // Warm up the JIT and the connection pool so the figure is the steady state.
    await Promise.all(Array.from({ length: inFlight }, () => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })));
    const started = performance.now();
    await Promise.all(Array.from({ length: inFlight }, worker));
    const seconds = (performance.now() - started) / 1000;
    if (failures > 0) throw new Error(`${failures} of ${orderCount} orders were not accepted`);
    latencies.sort((a, b) => a - b);
    return { orders: orderCount, seconds, perSecond: orderCount / seconds, p95Ms: latencies[Math.floor(latencies.length * 0.95)] ?? 0 };
  } finally {
    await server.close();
    engine.close();
  }
}
