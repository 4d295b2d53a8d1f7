import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { USE_CASES } from '../../config/use-case-tokens';
import type { OrderPayload } from '../../core/domain/order/order-payload';
import type { SubmitOrderPayload } from '../../core/use-cases/order/submit-order-payload';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { submitFailureMessage } from '../output/failure-messages';

/** The simulator's body limit; a bigger file cannot be an order. */
const MAX_FILE_BYTES = 1_000_000;

function describe(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

/** Reads an order file: it must exist and hold one JSON object. Its fields are the platform's to judge. */
async function readOrderFile(path: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw new CliError(`${path} is a directory, not an order file`);
    if (info.size > MAX_FILE_BYTES) throw new CliError(`${path} is too large for an order (${info.size} bytes)`);
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(code === 'ENOENT' ? `no such file: ${path}` : `cannot read ${path}: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CliError(`${path} must hold one order payload (a JSON object, checkout 3), not ${describe(value)}`);
  }
  return value as Record<string, unknown>;
}

/** `ordering order place`: sends an order payload of checkout 3 as it is, e.g. to replay a customer's order. */
export function registerOrderPlaceCommand(order: Command, io: CliIo): void {
  order
    .command('place')
    .description('send an order payload (checkout 3) from a JSON file and print the order number')
    .requiredOption('--restaurant <id>', 'the restaurant that receives the order, e.g. le-comptoir')
    .requiredOption('--file <order.json>', 'the order payload, e.g. cli/examples/take-away-order.json')
    .action(async (options: { restaurant: string; file: string }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const payload = await readOrderFile(resolve(io.cwd, options.file));
      await withBackend(globals, async (backend) => {
        const submit = await backend.container.getAsync<SubmitOrderPayload>(USE_CASES.submitOrderPayload);
        // SubmitOrderPayload sends the payload as it is: the platform checks its shape and names a bad field.
        const result = await submit.execute({ restaurantId: options.restaurant, payload: payload as unknown as OrderPayload });
        if (!result.ok) throw new CliError(submitFailureMessage(result.error, options.restaurant, backend));
        if (globals.json) {
          io.out(JSON.stringify(result.value, null, 2));
          return;
        }
        const number = result.value.order_number;
        io.out(`Order ${number} placed at ${options.restaurant}.`);
        if (result.value.redirectionUrl) io.out(`Payment page: ${result.value.redirectionUrl}`);
        io.out(
          backend.inProcess
            ? 'The in-process simulator forgets it when this command ends; to follow an order, start `ordering serve` and pass --backend http://127.0.0.1:4173/.'
            : `Follow it: ordering order track ${number} --restaurant ${options.restaurant} --backend ${backend.description}`,
        );
      });
    });
}
