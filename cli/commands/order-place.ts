import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import { USE_CASES } from '../../config/use-case-tokens';
import type { OrderPayload } from '../../core/domain/order/order-payload';
import type { SubmitFailure, SubmitOrderPayload, SubmittedOrder } from '../../core/use-cases/order/submit-order-payload';
import type { Container } from 'inversify';
import { GROUP_ORDER_USE_CASES } from '../../config/bind-group-order';
import type { GroupOrderPayload } from '../../core/domain/group/group-order';
import type { Result } from '../../core/domain/result';
import type { SubmitGroupOrderPayload } from '../../core/use-cases/group-order/submit-group-order-payload';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { readOrderFile } from '../input/order-file';
import { noAnswerMessage, submitFailureMessage } from '../output/failure-messages';
import type { SentOrderAttempt } from '../output/unanswered-order';
import { mayHaveBeenTaken } from '../../core/use-cases/order/submit-order-payload';
import { lostAnswerReason, unansweredOrderMessage } from '../output/unanswered-order';
import { printable, printableJson } from '../output/printable-text';

function parseIdempotencyKey(value: string): string {
  if (!/^[A-Za-z0-9._:-]{1,100}$/.test(value)) throw new InvalidArgumentError('a key is 1 to 100 letters, digits, dots, dashes, underscores or colons');
  return value;
}

type Send = (restaurantId: string, payload: Record<string, unknown>, idempotencyKey: string) => Promise<Result<SubmittedOrder, SubmitFailure>>;

const orderSender = (container: Container): Send => async (restaurantId, payload, idempotencyKey) =>
  (await container.getAsync<SubmitOrderPayload>(USE_CASES.submitOrderPayload)).execute({ restaurantId, payload: payload as unknown as OrderPayload, idempotencyKey });

/** checkout 7: a group order goes to order/multiRestaurant?restaurant_token=<the group given as --restaurant>. */
const groupOrderSender = (container: Container): Send => async (groupId, payload, idempotencyKey) =>
  (await container.getAsync<SubmitGroupOrderPayload>(GROUP_ORDER_USE_CASES.submitGroupOrderPayload)).execute({ groupId, payload: payload as unknown as GroupOrderPayload, idempotencyKey });

/** `ordering order place`: sends an order payload of checkout 3 as it is, e.g. to replay a customer's order. */
export function registerOrderPlaceCommand(order: Command, io: CliIo): void {
  order
    .command('place')
    .description('send an order payload (checkout 3) from a JSON file and print the order number')
    .requiredOption('--restaurant <id>', 'the restaurant that receives the order, e.g. le-comptoir (a group for a group order, e.g. les-halles)')
    .requiredOption('--file <order.json>', 'the order payload, e.g. cli/examples/take-away-order.json; with `orders`, a group order (cli/examples/group-order.json)')
    .option('--idempotency-key <key>', 'send again under the key of an earlier attempt: the platform then takes the order at most once', parseIdempotencyKey)
    .action(async (options: { restaurant: string; file: string; idempotencyKey?: string }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const payload = await readOrderFile(resolve(io.cwd, options.file));
      // checkout 3: `orders` is for a group only: such a payload goes to order/multiRestaurant (checkout 7).
      const isGroupOrder = Array.isArray(payload.orders);
      await withBackend(globals, async (backend) => {
        // Both send the payload as it is: the platform checks its shape and names a bad field.
        const send = isGroupOrder ? groupOrderSender(backend.container) : orderSender(backend.container);
        // One attempt, one key: a retry with --idempotency-key cannot order twice.
        const attempt: SentOrderAttempt = { restaurantId: options.restaurant, file: options.file, idempotencyKey: options.idempotencyKey ?? randomUUID(), attemptedAt: new Date() };
        const result = await answeredInTime(
          backend,
          send(options.restaurant, payload, attempt.idempotencyKey),
          unansweredOrderMessage(noAnswerMessage(backend), attempt, backend),
        );
        if (!result.ok) {
          const failure = result.error;
          // issue 15: once the order has left, a failure may hide an order taken: say how to resend it safely.
          if (failure.kind === 'gateway' && mayHaveBeenTaken(failure)) throw new CliError(unansweredOrderMessage(lostAnswerReason(failure, backend), attempt, backend));
          throw new CliError(submitFailureMessage(failure, options.restaurant, backend));
        }
        if (globals.json) {
          io.out(printableJson(result.value, 2));
          return;
        }
        // The number and the payment page come from the platform: escaped (issue 5 point 10).
        const number = printable(result.value.order_number);
        io.out(result.value.replayed ? `Order ${number} had already been placed at ${options.restaurant} by this attempt; nothing was sent twice.` : `Order ${number} placed at ${options.restaurant}.`);
        // checkout 4: a relative payment page is the platform's own (the sandbox's), so under the backend's address.
        const paymentPage = result.value.redirectionUrl && (globals.backend ? new URL(result.value.redirectionUrl, globals.backend).toString() : result.value.redirectionUrl);
        if (paymentPage) io.out(`Payment page: ${printable(paymentPage)}`);
        // A group order is followed on the group's page of each outlet's part (ours: /{group}/groupOrder).
        const groupOrderPage = () => new URL(`${encodeURIComponent(options.restaurant)}/groupOrder?orderId=${encodeURIComponent(result.value.order_number)}`, backend.description).toString();
        const follow = (): string =>
          isGroupOrder ? `Follow each outlet's part: ${groupOrderPage()}` : `Follow it: ordering order track ${number} --restaurant ${options.restaurant} --backend ${backend.description}`;
        io.out(backend.inProcess ? 'The in-process simulator forgets it when this command ends; to follow an order, start `ordering serve` and pass --backend http://127.0.0.1:4173/.' : follow());
      });
    });
}
