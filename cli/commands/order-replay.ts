import { resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import type { GlobalOptions, OpenedBackend } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { readBoundedFile } from '../input/bounded-file';
import { utf8Text } from '../input/json-file';
import { printable, printableJson } from '../output/printable-text';
import { readReplayLines } from '../replay/replay-lines';
import type { ReplayLine, ReplayOrder } from '../replay/replay-lines';
import { planReplay } from '../replay/replay-plan';
import { replayProgress } from '../replay/replay-progress';
import type { MenuOfTarget } from '../replay/replay-target';
import { checkLine, menuOfTarget, sendLine, takenByItsSource } from '../replay/replay-target';
import { summarize, summaryText } from '../replay/replay-summary';
import type { ReplayOutcome } from '../replay/replay-summary';

/** An export of a busy restaurant's month fits; a file of gigabytes is not a replay, it is a mistake. */
const MAX_REPLAY_FILE_BYTES = 200 * 1024 * 1024;
const MAX_CONCURRENCY = 32;

interface ReplayOptions {
  readonly file: string;
  readonly concurrency: number;
  readonly dryRun?: boolean;
  readonly includeCanceled?: boolean;
  readonly keepAccounts?: boolean;
}

function parseConcurrency(value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > MAX_CONCURRENCY) throw new InvalidArgumentError(`expected a whole number from 1 to ${MAX_CONCURRENCY}`);
  return count;
}

/** What becomes of one line: skipped, already at the target (its source), or sent (checked, with --dry-run). */
async function replayLine(backend: OpenedBackend, menuOf: MenuOfTarget, order: ReplayOrder, options: ReplayOptions): Promise<ReplayOutcome> {
  const plan = planReplay(order, { includeCanceled: options.includeCanceled ?? false, keepAccounts: options.keepAccounts ?? false });
  if (!plan.send) return { kind: 'skipped', reason: plan.reason };
  const held = await takenByItsSource(backend, order);
  if (held) return held;
  return options.dryRun ? checkLine(menuOf, order, plan) : sendLine(backend, order, plan);
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
 * to a backend, each under the key of its recorded order so that a replay interrupted and run again sends
 * nothing twice, and never to the source that recorded it (issue 15); canceled orders are skipped and
 * account orders go as guest orders unless asked otherwise, each line saying so. --dry-run checks each
 * against the target's catalogue and sends nothing. Exits non-zero when any order is refused.
 */
export function registerOrderReplayCommand(order: Command, io: CliIo): void {
  order
    .command('replay')
    .description('re-send recorded orders (JSON lines from `orders export`) to a backend, each at most once')
    .requiredOption('--file <orders.jsonl>', 'the orders, one JSON object per line')
    .option('--concurrency <n>', `orders in flight at once, 1 to ${MAX_CONCURRENCY}`, parseConcurrency, 4)
    .option('--dry-run', "check every order against the target's catalogue and send nothing")
    .option('--include-canceled', 'send the orders canceled at their source too (skipped by default)')
    .option('--keep-accounts', "keep each order's account link (userId), for a target that has the same accounts (by default, sent as guest orders)")
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
          return await replayAll(lines, options.concurrency, (item) => replayLine(backend, menuOf, item, options), progress.tick);
        } finally {
          progress.stop();
        }
      });
      const summary = summarize(outcomes);
      const unreadable = lines.filter((line): line is Extract<ReplayLine, { unreadable: string }> => 'unreadable' in line).map((line) => line.unreadable);
      if (globals.json) io.out(printableJson({ dryRun, ...summary, unreadable }, 2));
      else for (const text of [...summaryText(summary, outcomes, dryRun), ...unreadable.map((why) => `  ${why}`)]) io.out(printable(text));
      const refused = summary.refused.reduce((count, group) => count + group.lines.length, 0);
      if (refused > 0) throw new CliError(`${refused} of ${summary.lines} orders ${dryRun ? 'would be' : 'were'} refused`);
    });
}
