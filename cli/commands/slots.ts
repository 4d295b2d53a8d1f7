import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import { DateTime } from 'luxon';
import { USE_CASES } from '../../config/use-case-tokens';
import { isOrderTypeId } from '../../core/domain/order-type/order-type';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import { ASAP_SLOT_ID } from '../../core/domain/schedule/time-slot-settings';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import { ListOfferedSlots } from '../../core/use-cases/schedule/list-offered-slots';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { loadFailureMessage } from '../output/failure-messages';
import { printable, printableJson } from '../output/printable-text';

function parseOrderType(value: string): OrderTypeId {
  const id = Number(value);
  if (!isOrderTypeId(id)) throw new InvalidArgumentError('expected an order type id: 1 on place, 2 delivery, 3 take away, 5 room delivery');
  return id;
}

function parseInstant(value: string): DateTime {
  const instant = DateTime.fromISO(value, { setZone: true });
  if (!instant.isValid) throw new InvalidArgumentError('expected an ISO date-time such as 2026-11-25T17:00:00+01:00');
  return instant;
}

/** Issue 22.4: an order type without slots takes orders for now only while the restaurant is open then. */
function asapLine(closed: { readonly until: string | null } | null, timezone: string): string {
  if (!closed) return 'This order type has no time slots: orders are for now.';
  const until = closed.until === null ? 'the restaurant is closed' : `closed until ${DateTime.fromISO(closed.until).setZone(timezone).toFormat('yyyy-MM-dd HH:mm')} (${timezone})`;
  return `This order type has no time slots, and no order is taken now: ${until}.`;
}

/** `ordering slots`: checkout 4 "Time selection", the days and slots an order type offers at an instant. */
export function registerSlotsCommand(program: Command, io: CliIo): void {
  program
    .command('slots')
    .description('print the days and time slots an order type offers at a given instant (checkout 4)')
    .requiredOption('--restaurant <id>', 'the restaurant, e.g. la-buvette')
    .requiredOption('--order-type <n>', 'the order type id: 1 on place, 2 delivery, 3 take away, 5 room delivery', parseOrderType)
    .option('--at <ISO time>', 'the instant to look from (default: now)', parseInstant)
    .action(async (options: { restaurant: string; orderType: OrderTypeId; at?: DateTime }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      await withBackend(globals, async (backend) => {
        const settings = await answeredInTime(backend, backend.container.get<LoadRestaurant>(USE_CASES.loadRestaurant).execute(options.restaurant));
        if (!settings.ok) throw new CliError(loadFailureMessage(settings.error, `restaurant ${options.restaurant}`, backend));
        const offered = new ListOfferedSlots().execute({ settings: settings.value, orderTypeId: options.orderType, at: options.at ?? DateTime.now() });
        if (!offered.ok) throw new CliError(`order type ${options.orderType} is not offered by ${options.restaurant}`);
        if (globals.json) {
          io.out(printableJson(offered.value, 2));
          return;
        }
        if (!offered.value.hasTimeSelection) {
          io.out(printable(asapLine(offered.value.closed, settings.value.timezone)));
          return;
        }
        if (offered.value.days.length === 0) io.out('No slot is offered.');
        for (const day of offered.value.days) {
          const hours = day.slots.map((slot) => (slot.id === ASAP_SLOT_ID ? 'asap' : DateTime.fromISO(slot.start_time, { setZone: true }).toFormat('HH:mm')));
          io.out(printable(`${day.date}${day.today ? ' (today)' : ' (pre-order)'}${day.date === offered.value.defaultDate ? ' default' : ''}: ${hours.join(' ')}`));
        }
      });
    });
}
