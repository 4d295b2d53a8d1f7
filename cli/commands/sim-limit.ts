import { InvalidArgumentError, Option } from 'commander';
import type { Command } from 'commander';
import type { LimitChange, SimulatorAdmin } from '../../config/node-container';
import { SIMULATOR_ADMIN } from '../../config/node-container';
import { asGatewayError } from '../../core/ports/gateway-error';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { printable, printableJson } from '../output/printable-text';

/** Bounded as the simulator bounds it (limit-settings.ts): far above any order it takes. */
const MAX_LIMIT = 10_000;

function wholeNumber(what: string, max: number) {
  return (raw: string): number => {
    if (!/^\d{1,9}$/.test(raw) || Number(raw) > max) throw new InvalidArgumentError(`${what} is a whole number from 0 to ${max}`);
    return Number(raw);
  };
}

interface LimitOptions {
  readonly restaurant: string;
  readonly product?: number;
  readonly category?: number;
  readonly total?: number;
  readonly max?: number;
  readonly clear?: boolean;
}

/** The one change the options name; a mix (or nothing to change) is refused with the way to write it. */
export function limitChangeOf(options: LimitOptions): LimitChange {
  const targets = [options.product, options.category, options.total].filter((value) => value !== undefined).length;
  if (targets > 1) throw new CliError('name one of --product, --category or --total');
  if (options.total !== undefined) {
    if (options.clear || options.max !== undefined) throw new CliError('--total takes its limit itself: --total <n>');
    return { target: 'total', max: options.total };
  }
  if (Boolean(options.clear) === (options.max !== undefined)) throw new CliError('give either --max <n> or --clear');
  const max = options.clear ? null : options.max!;
  if (options.product !== undefined) return { target: 'product', id: options.product, max };
  if (options.category !== undefined) return { target: 'category', id: options.category, max };
  if (max === null) return { target: 'total', max: null };
  throw new CliError('--max needs --product <id> or --category <id>; the total limit is --total <n>');
}

function described(change: LimitChange, restaurantId: string): string {
  const what = change.target === 'total' ? 'The total products limit' : `The limit of ${change.target} ${change.id}`;
  return change.max === null ? `${what} at ${restaurantId} is cleared.` : `${what} at ${restaurantId} is now ${change.max} units.`;
}

/**
 * `ordering sim limit` (issue 6: the demo establishments show every limit, browsing 3 and 5): set or clear,
 * on a running simulator, a product's or a category's `limit`, or `total_products_limit`.
 */
export function registerSimLimitCommand(sim: Command, io: CliIo): void {
  sim
    .command('limit')
    .description("set or clear a product's, a category's or the establishment's total products limit (browsing 5)")
    .requiredOption('--restaurant <id>', 'e.g. le-comptoir')
    .option('--product <id>', 'a product id (see catalogue --ids)', wholeNumber('a product id', 999_999_999))
    .option('--category <id>', 'a category id (see catalogue --ids)', wholeNumber('a category id', 999_999_999))
    .option('--total <n>', 'the most units an order may hold (total_products_limit)', wholeNumber('the total limit', MAX_LIMIT))
    .option('--max <n>', 'the most units of the product or category per order', wholeNumber('--max', MAX_LIMIT))
    .addOption(new Option('--clear', 'remove the limit of the --product or --category, or the total limit when neither is named'))
    .action(async (options: LimitOptions, command: Command) => {
      const change = limitChangeOf(options);
      const globals = command.optsWithGlobals<GlobalOptions>();
      await withBackend(globals, async (backend) => {
        try {
          await answeredInTime(backend, backend.container.get<SimulatorAdmin>(SIMULATOR_ADMIN).setLimit(options.restaurant, change));
        } catch (error) {
          if (error instanceof CliError) throw error;
          throw new CliError(printable(asGatewayError(error).message));
        }
        io.out(globals.json ? printableJson({ ok: true }) : printable(described(change, options.restaurant)));
      });
    });
}
