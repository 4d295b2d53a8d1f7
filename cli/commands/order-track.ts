import type { Command } from 'commander';
import { Observable, filter, takeUntil, takeWhile, throwError, timeout } from 'rxjs';
import { USE_CASES } from '../../config/use-case-tokens';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../core/domain/tracking/track-status';
import { shownOrderNumber } from '../../core/domain/tracking/track-status';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { GetOrderStatus } from '../../core/use-cases/order/get-order-status';
import type { TrackOrder } from '../../core/use-cases/order/track-order';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions, OpenedBackend } from '../backend';
import { withBackend } from '../backend';
import { orderNumberOf } from '../order-reference';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { loadFailureMessage, noAnswerMessage, orderFailureMessage } from '../output/failure-messages';
import { moneyFormatter } from '../output/money-format';
import { printableJson } from '../output/printable-text';
import { trackingLine, trackingView } from '../output/tracking-view';

interface TrackOptions {
  readonly restaurant: string;
  readonly follow?: boolean;
}

async function loadSettings(backend: OpenedBackend, restaurantId: string): Promise<RestaurantSettings> {
  const settings = await backend.container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(restaurantId);
  if (!settings.ok) throw new CliError(loadFailureMessage(settings.error, `restaurant ${restaurantId}`, backend));
  return settings.value;
}

async function loadStatus(backend: OpenedBackend, orderNumber: string, options: TrackOptions): Promise<{ settings: RestaurantSettings; status: TrackStatus }> {
  const settings = await loadSettings(backend, options.restaurant);
  const getOrderStatus = await backend.container.getAsync<GetOrderStatus>(USE_CASES.getOrderStatus);
  const status = await getOrderStatus.execute({ restaurantId: options.restaurant, orderNumber });
  if (!status.ok) throw new CliError(orderFailureMessage(status.error, orderNumber, backend));
  return { settings, status: status.value };
}

async function printOnce(io: CliIo, backend: OpenedBackend, orderNumber: string, options: TrackOptions, json: boolean): Promise<void> {
  const { settings, status } = await answeredInTime(backend, loadStatus(backend, orderNumber, options));
  const money = moneyFormatter(settings.currency, settings.config.nb_decimal_price, 'en');
  io.out(json ? printableJson(status, 2) : trackingView(status, shownOrderNumber(status, settings.useDisplayOrderNumber, settings.prefix), money));
}

/** checkout 4 and 7: one line (or one JSON document) per change, until the last step, a cancel or Ctrl-C. */
async function follow(io: CliIo, backend: OpenedBackend, orderNumber: string, options: TrackOptions, json: boolean): Promise<void> {
  await answeredInTime(backend, loadSettings(backend, options.restaurant));
  const trackOrder = await backend.container.getAsync<TrackOrder>(USE_CASES.trackOrder);
  let stopped = false;
  const stop$ = new Observable<void>((subscriber) =>
    io.onStop(() => {
      stopped = true;
      subscriber.next();
    }),
  );
  let last = '';
  let wasLive = false;
  await trackOrder
    .execute({ restaurantId: options.restaurant, orderNumber })
    .pipe(
      filter((state) => state.kind !== 'loading'),
      // issue 5 point 10: the first status within --timeout; after it, following waits as long as the order takes.
      timeout({ first: backend.timeoutSeconds * 1000, with: () => throwError(() => new CliError(noAnswerMessage(backend))) }),
      takeUntil(stop$),
      takeWhile((state) => state.kind !== 'tracking' || state.progress.outcome === 'in_progress', true),
    )
    .forEach((state) => {
      if (state.kind === 'failed') throw new CliError(orderFailureMessage(state.failure, orderNumber, backend));
      if (state.kind !== 'tracking') return;
      if (!json && state.live !== wasLive) io.out(state.live ? 'live updates connected' : 'live updates lost, reconnecting');
      wasLive = state.live;
      const line = json ? printableJson(state.status) : trackingLine(state.status);
      if (line !== last) io.out(line);
      last = line;
    });
  if (stopped && !json) io.out(`stopped following order ${orderNumber}`);
}

/** `ordering order track <orderNumber>`: the order's status and its steps (checkout 4). */
export function registerOrderTrackCommand(order: Command, io: CliIo): void {
  order
    .command('track')
    .description('print the status of an order with its steps (done, current, pending)')
    .argument('<order>', 'the order number printed by `order place`, or the display number the customer sees (e.g. CH-042)')
    .requiredOption('--restaurant <id>', 'the restaurant of the order, e.g. le-comptoir')
    .option('--follow', 'keep printing each change live until the last step (Ctrl-C stops)')
    .action(async (reference: string, options: TrackOptions, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      await withBackend(globals, async (backend) => {
        const orderNumber = await orderNumberOf(backend, reference, options.restaurant);
        await (options.follow
          ? follow(io, backend, orderNumber, options, globals.json ?? false)
          : printOnce(io, backend, orderNumber, options, globals.json ?? false));
      });
    });
}
