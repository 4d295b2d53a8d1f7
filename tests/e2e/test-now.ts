import { DateTime } from 'luxon';
import { TEST_NOW } from '../../config/test-now';

/**
 * The instant the browser tests run at (config/test-now.ts: a Wednesday lunch in Paris, when every demo
 * establishment takes orders; issue 22.4 refuses an order "as soon as possible" while closed). The server
 * (`serve --now`, config/playwright.config.ts) and the pages (fixtures.ts shifts their Date) start from it
 * when the run starts, then time runs; a test computing a date (two days ahead) asks testNow().
 */
export { TEST_NOW };

/** When the run's clock started: set once by config/playwright.config.ts, which the workers inherit. */
const startedAt = Number(process.env.E2E_CLOCK_STARTED_AT ?? Date.now());

/** What the pages' Date adds to the real time: the shared instant minus the real time the run started. */
export const PAGE_CLOCK_OFFSET_MS = DateTime.fromISO(TEST_NOW).toMillis() - startedAt;

/** The run's now, as the server and the pages read it. */
export function testNow(): DateTime {
  return DateTime.fromMillis(Date.now() + PAGE_CLOCK_OFFSET_MS, { zone: 'utc' });
}

/**
 * A page's init script, as source: its Date reads the real time plus `offsetMs`, and time runs on (fixtures.ts,
 * and the bench's pages, which order at the suite's instant too). Source text, not a function: a function is
 * sent to the page through its toString(), which tsx (the bench) fills with helpers the page does not have.
 */
export function shiftedDateScript(offsetMs: number): { readonly content: string } {
  return {
    content: `(() => {
  const RealDate = Date;
  const shiftedNow = () => RealDate.now() + ${Math.round(offsetMs)};
  // A proxy keeps everything else of Date (parse, UTC, instanceof, Date() called without new).
  window.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => (args.length === 0 ? Reflect.construct(target, [shiftedNow()], newTarget) : Reflect.construct(target, args, newTarget)),
    apply: () => new RealDate(shiftedNow()).toString(),
    get: (target, property, receiver) => (property === 'now' ? shiftedNow : Reflect.get(target, property, receiver)),
  });
})();`,
  };
}
