import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import type { SimulatorAdmin, StageableOrderOutcome } from '../../config/node-container';
import { isStageableOrderOutcome, SIMULATOR_ADMIN, STAGEABLE_ORDER_OUTCOMES } from '../../config/node-container';
import type { TrackStatus } from '../../core/domain/tracking/track-status';
import { asGatewayError } from '../../core/ports/gateway-error';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { orderFailureMessage } from '../output/failure-messages';
import { printable, printableJson } from '../output/printable-text';
import { trackingView } from '../output/tracking-view';
import type { PaymentState } from '../../core/domain/payment/payment-status';
import type { StagedPayment } from '../../config/node-container';
import { STAGED_PAYMENTS } from '../../config/node-container';
import { MAX_BUSY_MINUTES } from '../../core/domain/catalogue/menu-availability';
import { registerSimLimitCommand } from './sim-limit';
import { registerSimPromoCommand } from './sim-promo';
import { registerSimLoyaltyCommand } from './sim-loyalty';
import { registerSimPushCommand } from './sim-push';

type AdminCall = (admin: SimulatorAdmin, reference: string, restaurantId: string | undefined) => Promise<TrackStatus>;

/** Runs one of the simulator's staging calls (the restaurant's side of an order) and prints the new status. */
function adminAction(io: CliIo, call: AdminCall) {
  return async (orderNumber: string, options: { restaurant?: string }, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>();
    await withBackend(globals, async (backend) => {
      let status: TrackStatus;
      try {
        status = await answeredInTime(backend, call(backend.container.get<SimulatorAdmin>(SIMULATOR_ADMIN), orderNumber, options.restaurant));
      } catch (error) {
        if (error instanceof CliError) throw error;
        const { kind, message } = asGatewayError(error);
        // The simulator refuses to advance a canceled order or one at its last step: say why.
        throw new CliError(kind === 'bad_request' ? printable(message) : orderFailureMessage({ kind, message }, orderNumber, backend));
      }
      io.out(globals.json ? printableJson(status, 2) : trackingView(status, status.order_number));
    });
  };
}

/**
 * Runs a staging call (stock, price, reset, order error) and says what it did in one line. Commander passes
 * the arguments, then the options, then the command: the call receives the arguments and the options.
 */
function stagingAction<A extends unknown[]>(io: CliIo, call: (admin: SimulatorAdmin, ...args: A) => Promise<void>, done: (...args: A) => string) {
  return async (...received: unknown[]) => {
    const command = received[received.length - 1] as Command;
    const args = received.slice(0, -1) as A;
    const globals = command.optsWithGlobals<GlobalOptions>();
    await withBackend(globals, async (backend) => {
      try {
        await answeredInTime(backend, call(backend.container.get<SimulatorAdmin>(SIMULATOR_ADMIN), ...args));
      } catch (error) {
        if (error instanceof CliError) throw error;
        throw new CliError(printable(asGatewayError(error).message));
      }
      io.out(globals.json ? printableJson({ ok: true }) : done(...args));
    });
  };
}

/** Issue 20.3: the minutes a busy kitchen adds, checked here to say it plainly (the simulator checks again). */
function busyMinutesArgument(raw: string): number {
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > MAX_BUSY_MINUTES) throw new InvalidArgumentError(`minutes are a whole number from 0 to ${MAX_BUSY_MINUTES}, e.g. 20`);
  return Number(raw);
}

function productIdArgument(raw: string): number {
  if (!/^\d+$/.test(raw)) throw new InvalidArgumentError('a product id is a whole number, e.g. 1101');
  return Number(raw);
}

/** "none" means not available (browsing 3: number_available null); otherwise a whole number of units. */
function unitsArgument(raw: string): number | null {
  if (raw === 'none') return null;
  if (!/^\d+$/.test(raw)) throw new InvalidArgumentError('units are a whole number, or "none" for not available');
  return Number(raw);
}

/** An amount in the restaurant's main unit (17.50), kept as integer cents. */
function amountArgument(raw: string): number {
  if (!/^\d+([.,]\d{1,2})?$/.test(raw)) throw new InvalidArgumentError('a price is an amount such as 17.50');
  return Math.round(Number(raw.replace(',', '.')) * 100);
}

/** checkout 8: one of the platform's refusals (`err`), or server_error for a failure without an answer. */
function orderOutcomeArgument(raw: string): StageableOrderOutcome {
  if (!isStageableOrderOutcome(raw)) throw new InvalidArgumentError(`one of ${STAGEABLE_ORDER_OUTCOMES.join(', ')}`);
  return raw;
}

/** checkout 4: the outcome of an online payment, as the sandbox provider would report it. */
function paymentResultArgument(raw: string): StagedPayment {
  if (!STAGED_PAYMENTS.includes(raw as StagedPayment)) throw new InvalidArgumentError(`a result is one of ${STAGED_PAYMENTS.join(', ')}`);
  return raw as StagedPayment;
}

/** `ordering sim ...`: stage what the restaurant does (orders, stock, prices), for demos, QA and support. */
export function registerSimCommand(program: Command, io: CliIo): void {
  const sim = program.command('sim').description("play the restaurant's side of an order on the simulator");
  sim
    .command('advance')
    .description('move an order to its next step (sent, validated, ready ...)')
    .argument('<order>', 'the order number, or the display number the customer sees (e.g. CH-042)')
    .option('--restaurant <id>', 'the restaurant of the order, when two share a display number today')
    .action(adminAction(io, (admin, reference, restaurantId) => admin.advance(reference, restaurantId)));
  sim
    .command('cancel')
    .description('cancel an order as the restaurant would')
    .argument('<order>', 'the order number, or the display number the customer sees (e.g. CH-042)')
    .option('--restaurant <id>', 'the restaurant of the order, when two share a display number today')
    .action(adminAction(io, (admin, reference, restaurantId) => admin.cancel(reference, restaurantId)));
  sim
    .command('pay')
    .description('stage the sandbox payment of an online order (checkout 4): paid, refused, or pending (paid 10 s later)')
    .argument('<order>', 'the order number, or the display number the customer sees (e.g. CH-042)')
    .requiredOption('--result <result>', 'paid, refused or pending', paymentResultArgument)
    .option('--restaurant <id>', 'the restaurant of the order, when two share a display number today')
    .action(async (reference: string, options: { result: StagedPayment; restaurant?: string }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      await withBackend(globals, async (backend) => {
        let state: PaymentState;
        try {
          state = await answeredInTime(backend, backend.container.get<SimulatorAdmin>(SIMULATOR_ADMIN).pay(reference, options.result, options.restaurant));
        } catch (error) {
          if (error instanceof CliError) throw error;
          throw new CliError(printable(asGatewayError(error).message));
        }
        io.out(globals.json ? printableJson(state, 2) : `Payment of order ${printable(state.order_number)}: ${state.payment_status ?? 'on the spot'}.`);
      });
    });
  sim
    .command('stock')
    .description('set how many units of a product are left (0 sells it out); open menus and checkouts show it within a second')
    .argument('<restaurantId>', 'e.g. le-comptoir')
    .argument('<productId>', 'e.g. 1101 (see catalogue --ids)', productIdArgument)
    .argument('<units>', 'a whole number, or "none" for not available', unitsArgument)
    .action(
      stagingAction(
        io,
        (admin, restaurantId: string, productId: number, units: number | null) => admin.setStock(restaurantId, productId, units),
        (restaurantId, productId, units) => `Stock of product ${productId} at ${restaurantId} set to ${units ?? 'not available'}.`,
      ),
    );
  sim
    .command('price')
    .description("change a product's price, as a restaurant updating its menu")
    .argument('<restaurantId>', 'e.g. le-comptoir')
    .argument('<productId>', 'e.g. 1101 (see catalogue --ids)', productIdArgument)
    .argument('<price>', 'the new price, e.g. 17.50', amountArgument)
    .action(
      stagingAction(
        io,
        (admin, restaurantId: string, productId: number, cents: number) => admin.setPrice(restaurantId, productId, cents),
        (restaurantId, productId, cents) => `Price of product ${productId} at ${restaurantId} set to ${(cents / 100).toFixed(2)}.`,
      ),
    );
  sim
    .command('order-error')
    .description("answer the restaurant's next order with an error of the catalogue (checkout 8), once")
    .argument('<restaurantId>', 'e.g. le-comptoir')
    .argument('<error>', `the platform's err: ${STAGEABLE_ORDER_OUTCOMES.join(', ')}`, orderOutcomeArgument)
    .option('--data <text>', 'what a black or white list names, or a promotion error code (e.g. no_usages_left)')
    .action(
      stagingAction(
        io,
        (admin, restaurantId: string, outcome: StageableOrderOutcome, options: { data?: string }) =>
          admin.stageNextOrderOutcome(restaurantId, { outcome, ...(options.data !== undefined && { data: options.data }) }),
        (restaurantId, outcome) => `The next order at ${restaurantId} will be answered with ${outcome}.`,
      ),
    );
  registerSimLimitCommand(sim, io);
  registerSimPromoCommand(sim, io);
  registerSimLoyaltyCommand(sim, io);
  registerSimPushCommand(sim, io);
  sim
    .command('close')
    .description('close the restaurant for now (is_closed): its storefront turns consultative and it takes no order (checkout 4)')
    .argument('<restaurantId>', 'e.g. le-comptoir')
    .option('--reopen', 'open it again, as its file says')
    .action(
      stagingAction(
        io,
        (admin, restaurantId: string, options: { reopen?: boolean }) => admin.setClosed(restaurantId, !options.reopen),
        (restaurantId, options: { reopen?: boolean }) => (options.reopen ? `${restaurantId} is open again.` : `${restaurantId} is closed for now: its menu is for consultation only.`),
      ),
    );
  sim
    .command('busy')
    .description('the kitchen is busy: N more minutes of preparation; open menus and checkouts offer later slots, live')
    .argument('<restaurantId>', 'e.g. la-buvette')
    .option('--minutes <n>', `minutes added, 0 to ${MAX_BUSY_MINUTES} (0 ends it)`, busyMinutesArgument)
    .option('--off', 'the kitchen is no longer busy')
    .action(
      stagingAction(
        io,
        (admin, restaurantId: string, options: { minutes?: number; off?: boolean }) => admin.setBusy(restaurantId, busyMinutesOf(options)),
        (restaurantId, options: { minutes?: number; off?: boolean }) => {
          const minutes = busyMinutesOf(options);
          return minutes === 0 ? `${restaurantId} is no longer busy.` : `${restaurantId} is busy: ${minutes} more minutes of preparation.`;
        },
      ),
    );
  sim
    .command('reset')
    .description('back to the demo state: no orders, demo stock and prices')
    .action(stagingAction(io, (admin) => admin.reset(), () => 'Simulator reset to the demo state.'));
}

/** `--off`, or `--minutes N`: one of them, said plainly when neither or both are given. */
function busyMinutesOf(options: { minutes?: number; off?: boolean }): number {
  if (options.off && options.minutes !== undefined) throw new CliError('give --minutes or --off, not both');
  if (options.off) return 0;
  if (options.minutes === undefined) throw new CliError('give --minutes N (e.g. --minutes 20), or --off to end it');
  return options.minutes;
}
