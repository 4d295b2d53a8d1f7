import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import type { ExportedOrder, OrderQuery, SimulatorAdmin } from '../../config/node-container';
import { SIMULATOR_ADMIN } from '../../config/node-container';
import { asGatewayError } from '../../core/ports/gateway-error';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions, OpenedBackend } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { printable, printableJson } from '../output/printable-text';

const ORDER_STATUSES = ['awaiting_payment', 'sent', 'validated', 'ready', 'picked_up', 'delivered', 'canceled'] as const;
type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Orders asked of the backend per call: a big export goes page by page, never all at once. */
const PAGE_SIZE = 500;

interface ExportOptions {
  readonly restaurant: string;
  readonly since?: string;
  readonly status?: OrderStatus[];
  readonly out?: string;
}

function parseSince(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw new InvalidArgumentError('expected an ISO date or date and time, e.g. 2026-11-23 or 2026-11-23T12:00:00Z');
  return new Date(time).toISOString();
}

function parseStatuses(value: string): OrderStatus[] {
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !ORDER_STATUSES.includes(name as OrderStatus));
  if (unknown.length > 0) throw new InvalidArgumentError(`unknown status ${unknown.join(', ')}; one or more of ${ORDER_STATUSES.join(', ')}`);
  return names as OrderStatus[];
}

/** Every recorded order the query names, page after page, oldest first. */
async function* recordedOrders(backend: OpenedBackend, query: Omit<OrderQuery, 'limit' | 'after'>): AsyncGenerator<ExportedOrder> {
  const admin = backend.container.get<SimulatorAdmin>(SIMULATOR_ADMIN);
  let after: OrderQuery['after'];
  for (;;) {
    let page: readonly ExportedOrder[];
    try {
      page = await answeredInTime(backend, admin.exportOrders({ ...query, limit: PAGE_SIZE, ...(after && { after }) }));
    } catch (error) {
      if (error instanceof CliError) throw error;
      const { kind, message } = asGatewayError(error);
      if (kind === 'not_found') throw new CliError(`restaurant ${query.restaurantId} not found, or ${backend.description} keeps no orders to export (only the simulator does)`);
      throw new CliError(`cannot export orders from ${backend.description}: ${printable(message)}`);
    }
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) return;
    after = { placedAt: last.placed_at, orderNumber: last.order_number };
  }
}

async function openOutput(path: string): Promise<FileHandle> {
  try {
    // An export never overwrites: a file of orders may be all that is left of them.
    return await open(path, 'wx');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(code === 'EEXIST' ? `${path} exists already; choose another --out` : `cannot write ${path}: ${(error as Error).message}`);
  }
}

/**
 * `ordering orders export`: recorded orders as JSON lines (one order per line: its number, status,
 * total, history and payload), for support to look at or to replay with `ordering order replay`.
 */
export function registerOrdersExportCommand(program: Command, io: CliIo): void {
  const orders = program.command('orders').description('what the simulator recorded: export orders for support and replay');
  orders
    .command('export')
    .description('write the recorded orders of a restaurant as JSON lines, oldest first')
    .requiredOption('--restaurant <id>', 'the restaurant, e.g. le-comptoir')
    .option('--since <iso>', 'only orders placed at or after this date or instant', parseSince)
    .option('--status <list>', `only orders at these statuses (${ORDER_STATUSES.join(', ')}), comma-separated`, parseStatuses)
    .option('--out <file>', 'write to this new file instead of standard output')
    .action(async (options: ExportOptions, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const query = {
        restaurantId: options.restaurant,
        ...(options.since !== undefined && { since: options.since }),
        ...(options.status !== undefined && { statuses: options.status }),
      };
      const outPath = options.out === undefined ? null : resolve(io.cwd, options.out);
      const output = outPath === null ? null : await openOutput(outPath);
      let count = 0;
      try {
        await withBackend(globals, async (backend) => {
          for await (const order of recordedOrders(backend, query)) {
            // Names and comments come from customers: JSON keeps them, escaped of C1 and bidi characters.
            const line = printableJson(order);
            if (output) await output.write(`${line}\n`);
            else io.out(line);
            count += 1;
          }
          if (count === 0 && backend.inProcess) {
            io.err('no orders: the in-process simulator starts empty on every run; pass --backend http://127.0.0.1:4173/ to export from `ordering serve`');
          }
        });
      } finally {
        await output?.close();
      }
      if (outPath !== null) io.out(globals.json ? printableJson({ exported: count, file: outPath }) : `${count} orders written to ${outPath}.`);
    });
}
