import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';

/**
 * Issue 16.7: every measurement of `npm run bench` has its own time limit, so the bench always ends and
 * prints every figure it could measure. A measurement writes its figures as they come into what its caller
 * holds; when its limit is reached, its signal aborts (which closes its browser or stops its server, so
 * whatever it was waiting for fails at once) and the caller prints the figures gathered so far, saying
 * which limit was hit.
 */
export type MeasurementEnd =
  | { readonly kind: 'complete'; readonly seconds: number }
  | { readonly kind: 'time_limit'; readonly limitSeconds: number }
  | { readonly kind: 'failed'; readonly seconds: number; readonly message: string };

/** How long a measurement that hit its limit is given to let go of its browser or server. */
const RELEASE_MS = 5_000;

export async function measureWithinLimit(limitSeconds: number, measure: (signal: AbortSignal) => Promise<void>): Promise<MeasurementEnd> {
  const controller = new AbortController();
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const running = measure(controller.signal).then(
    (): MeasurementEnd => ({ kind: 'complete', seconds: elapsed() }),
    (error: unknown): MeasurementEnd => ({ kind: 'failed', seconds: elapsed(), message: error instanceof Error ? error.message.split('\n')[0]! : String(error) }),
  );
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'limit'>((resolve) => {
    timer = setTimeout(() => resolve('limit'), limitSeconds * 1000);
  });
  const first = await Promise.race([running, limit]);
  clearTimeout(timer);
  if (first !== 'limit') return first;
  controller.abort(new Error(`time limit of ${limitSeconds} s reached`));
  await Promise.race([running, new Promise((resolve) => setTimeout(resolve, RELEASE_MS).unref())]);
  return { kind: 'time_limit', limitSeconds };
}

/** One line saying how a measurement ended, printed under its figures. */
export function describeEnd(end: MeasurementEnd): string {
  if (end.kind === 'complete') return `  (measured in ${end.seconds.toFixed(0)} s)`;
  if (end.kind === 'time_limit') return `  STOPPED: hit its time limit of ${end.limitSeconds} s; the figures above are those measured before it`;
  return `  FAILED after ${end.seconds.toFixed(0)} s: ${end.message}; the figures above are those measured before it`;
}

/** Throws once the signal has aborted: a loop of runs checks it between runs. */
export function stopIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

/** Debian's Chromium for one measurement, closed when its time limit aborts it (every wait on it then fails). */
export async function launchBenchBrowser(signal: AbortSignal): Promise<Browser> {
  stopIfAborted(signal);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const close = () => void browser.close().catch(() => undefined);
  if (signal.aborted) close();
  else signal.addEventListener('abort', close, { once: true });
  return browser;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
