import { resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import { dryRunOrder } from '../../config/order-dry-run';
import { USE_CASES } from '../../config/use-case-tokens';
import type { Catalogue } from '../../core/domain/catalogue/catalogue';
import type { OrderPayload } from '../../core/domain/order/order-payload';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { LoadCatalogue } from '../../core/use-cases/catalogue/load-catalogue';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { SubmitFailure, SubmitOrderPayload } from '../../core/use-cases/order/submit-order-payload';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions, OpenedBackend } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { readBoundedFile } from '../input/bounded-file';
import { utf8Text } from '../input/json-file';
import { printable, printableJson } from '../output/printable-text';
import { mayHaveBeenTaken } from '../output/unanswered-order';
import { readReplayLines } from '../replay/replay-lines';
import type { ReplayLine, ReplayOrder } from '../replay/replay-lines';
import { replayProgress } from '../replay/replay-progress';
import { summarize, summaryText } from '../replay/replay-summary';
import type { ReplayOutcome } from '../replay/replay-summary';

/** An export of a busy restaurant's month fits; a file of gigabytes is not a replay, it is a mistake. */
const MAX_REPLAY_FILE_BYTES = 200 * 1024 * 1024;
const MAX_CONCURRENCY = 32;

interface ReplayOptions {
  readonly file: string;
  readonly concurrency: number;
  readonly dryRun?: boolean;
}

function parseConcurrency(value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > MAX_CONCURRENCY) throw new InvalidArgumentError(`expected a whole number from 1 to ${MAX_CONCURRENCY}`);
  return count;
}

/** Said of a line whose order left without an answer: the same key goes with it next time. */
const MAY_HAVE_BEEN_TAKEN = 'it may have been taken (replaying the file again sends the same key, never a second order)';

/** checkout 8: why an order was refused, as the summary groups it. */
function refusalReason(failure: SubmitFailure): string {
  if (failure.kind === 'rejected') return `${failure.rejection.err}${failure.rejection.field ? ` on ${failure.rejection.field}` : ''}`;
  // issue 15: once the order has left, a broken connection or a 5xx may hide an order taken.
  if (mayHaveBeenTaken(failure)) return `no answer (${failure.error}: ${failure.message}): ${MAY_HAVE_BEEN_TAKEN}`;
  if (failure.error === 'bad_request') return `bad_request${failure.field ? ` on ${failure.field}` : ''}`;
  if (failure.error === 'not_found') return 'restaurant not found';
  return `${failure.error}: ${failure.message}`;
}

async function send(backend: OpenedBackend, order: ReplayOrder): Promise<ReplayOutcome> {
  const submit = await backend.container.getAsync<SubmitOrderPayload>(USE_CASES.submitOrderPayload);
  const unanswered = `no answer within ${backend.timeoutSeconds} s: ${MAY_HAVE_BEEN_TAKEN}`;
  let result: Awaited<ReturnType<SubmitOrderPayload['execute']>>;
  try {
    result = await answeredInTime(
      backend,
      submit.execute({ restaurantId: order.restaurantId, payload: order.payload as OrderPayload, idempotencyKey: order.idempotencyKey }),
      unanswered,
    );
  } catch (error) {
    if (error instanceof CliError) return { kind: 'refused', reason: unanswered };
    throw error;
  }
  if (!result.ok) return { kind: 'refused', reason: refusalReason(result.error) };
  return { kind: result.value.replayed ? 'already_sent' : 'sent', orderNumber: result.value.order_number };
}

/** --dry-run: the target's settings and catalogue, loaded once per restaurant. */
function menuOfTarget(backend: OpenedBackend): (restaurantId: string) => Promise<{ settings: RestaurantSettings; catalogue: Catalogue } | null> {
  const menus = new Map<string, Promise<{ settings: RestaurantSettings; catalogue: Catalogue } | null>>();
  return (restaurantId) => {
    let menu = menus.get(restaurantId);
    if (!menu) {
      menu = (async () => {
        const [settings, catalogue] = await answeredInTime(
          backend,
          Promise.all([
            backend.container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(restaurantId),
            backend.container.get<LoadCatalogue>(USE_CASES.loadCatalogue).execute(restaurantId),
          ]),
        );
        if (!settings.ok || !catalogue.ok) {
          const failure = settings.ok ? (catalogue.ok ? null : catalogue.error) : settings.error;
          if (failure?.kind === 'not_found') return null;
          throw new CliError(`cannot read the menu of ${restaurantId} at ${backend.description}: ${printable(failure?.message ?? '')}`);
        }
        return { settings: settings.value, catalogue: catalogue.value };
      })();
      menus.set(restaurantId, menu);
    }
    return menu;
  };
}

async function check(menuOf: ReturnType<typeof menuOfTarget>, order: ReplayOrder): Promise<ReplayOutcome> {
  const menu = await menuOf(order.restaurantId);
  if (!menu) return { kind: 'refused', reason: 'restaurant not found' };
  const verdict = dryRunOrder(menu.settings, menu.catalogue, order.payload);
  return verdict.ok ? { kind: 'valid' } : { kind: 'refused', reason: `${verdict.reason}${verdict.field ? ` on ${verdict.field}` : ''}` };
}

/** Runs `work` on every line, `concurrency` at a time, and gathers what became of each. */
async function replayAll(
  lines: readonly ReplayLine[],
  concurrency: number,
  work: (order: ReplayOrder) => Promise<ReplayOutcome>,
  done: () => void,
): Promise<{ line: number; outcome: ReplayOutcome }[]> {
  const outcomes: { line: number; outcome: ReplayOutcome }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < lines.length) {
      const item = lines[next]!;
      next += 1;
      const outcome: ReplayOutcome = 'unreadable' in item ? { kind: 'refused', reason: 'unreadable line' } : await work(item);
      outcomes.push({ line: item.line, outcome });
      done();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(lines.length, 1)) }, worker));
  return outcomes;
}

/**
 * `ordering order replay`: re-sends recorded orders (JSON lines, as `ordering orders export` writes them)
 * to a backend, with an idempotency key per order so that a replay interrupted and run again sends
 * nothing twice; --dry-run checks each against the target's catalogue and sends nothing. Exits non-zero
 * when any order is refused.
 */
export function registerOrderReplayCommand(order: Command, io: CliIo): void {
  order
    .command('replay')
    .description('re-send recorded orders (JSON lines from `orders export`) to a backend, each at most once')
    .requiredOption('--file <orders.jsonl>', 'the orders, one JSON object per line')
    .option('--concurrency <n>', `orders in flight at once, 1 to ${MAX_CONCURRENCY}`, parseConcurrency, 4)
    .option('--dry-run', "check every order against the target's catalogue and send nothing")
    .action(async (options: ReplayOptions, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const path = resolve(io.cwd, options.file);
      const lines = readReplayLines(utf8Text(await readBoundedFile(path, MAX_REPLAY_FILE_BYTES, 'a replay file'), path));
      if (lines.length === 0) throw new CliError(`${path} holds no order`);
      const dryRun = options.dryRun ?? false;
      const outcomes = await withBackend(globals, async (backend) => {
        const menuOf = menuOfTarget(backend);
        const progress = replayProgress(io, lines.length, dryRun ? 'checking' : 'replaying');
        try {
          return await replayAll(lines, options.concurrency, (item) => (dryRun ? check(menuOf, item) : send(backend, item)), progress.tick);
        } finally {
          progress.stop();
        }
      });
      const summary = summarize(outcomes);
      const unreadable = lines.filter((line): line is Extract<ReplayLine, { unreadable: string }> => 'unreadable' in line).map((line) => line.unreadable);
      if (globals.json) io.out(printableJson({ dryRun, ...summary, unreadable }, 2));
      else for (const text of [...summaryText(summary, dryRun), ...unreadable.map((why) => `  ${why}`)]) io.out(text);
      const refused = summary.refused.reduce((count, group) => count + group.lines.length, 0);
      if (refused > 0) throw new CliError(`${refused} of ${summary.lines} orders ${dryRun ? 'would be' : 'were'} refused`);
    });
}
