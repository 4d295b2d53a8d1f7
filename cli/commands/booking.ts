import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import { BOOKING_USE_CASES } from '../../config/bind-booking';
import { CANCEL_REASONS, isCancelReason } from '../../core/domain/booking/booking';
import type { CancelReason, EventBooking } from '../../core/domain/booking/booking';
import { localize } from '../../core/domain/locale/localized-text';
import type { BookingSupport } from '../../core/ports/booking-gateway';
import { BOOKING_SUPPORT } from '../../core/ports/booking-gateway';
import type { CancelEventBooking, LoadEventBooking } from '../../core/use-cases/booking/event-booking';
import type { SimulatorAdmin } from '../../config/node-container';
import { SIMULATOR_ADMIN } from '../../config/node-container';
import type { OpenedBackend } from '../backend';
import { loadFailure } from '../../core/use-cases/load-failure';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { loadFailureMessage } from '../output/failure-messages';
import { printable, printableJson } from '../output/printable-text';

function parseDay(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new InvalidArgumentError('expected a day as YYYY-MM-DD, e.g. 2026-12-05');
  return value;
}

function parseReason(value: string): CancelReason {
  if (!isCancelReason(value)) throw new InvalidArgumentError(`expected one of ${CANCEL_REASONS.join(', ')}`);
  return value;
}

function line(booking: EventBooking): string {
  const when = booking.day ? `${booking.day} ${booking.timeSlot ?? ''}`.trim() : 'no day';
  const room = booking.roomNumber ? ` room ${booking.roomNumber}` : '';
  const reason = booking.reasonCancel ? ` (${booking.reasonCancel})` : '';
  return printable(`${booking.uuid}  ${when}  ${booking.status}${reason}  ${booking.nbPerson} p.  ${booking.name} <${booking.email}>${room}  ${localize(booking.roomCategoryBooking.title, 'en')}`);
}

/** A uuid names one booking on the whole platform: without --restaurant, each establishment is asked. */
async function restaurantOf(backend: OpenedBackend, uuid: string): Promise<string> {
  const establishments = await answeredInTime(backend, backend.container.get<SimulatorAdmin>(SIMULATOR_ADMIN).establishments());
  const load = await backend.container.getAsync<LoadEventBooking>(BOOKING_USE_CASES.loadEventBooking);
  for (const { id } of establishments) {
    const found = await answeredInTime(backend, load.execute({ restaurantId: id, uuid }));
    if (found.ok) return id;
  }
  throw new CliError(`booking ${printable(uuid)} not found`);
}

/**
 * `ordering booking list` and `ordering booking cancel` (issue 8, support): a day's bookings of an
 * establishment (a staging call of the simulator), and the cancellation of one with a reason (accounts 4).
 */
export function registerBookingCommands(program: Command, io: CliIo): void {
  const booking = program.command('booking').description('list an establishment’s bookings, confirm a pending one or cancel one (accounts 4)');
  booking
    .command('list')
    .description('list the bookings of an establishment, of one day or all')
    .requiredOption('--restaurant <id>', 'the establishment, e.g. hotel-riviera')
    .option('--day <YYYY-MM-DD>', 'only the bookings of this day', parseDay)
    .action(async (options: { restaurant: string; day?: string }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      await withBackend(globals, async (backend) => {
        const support = backend.container.get<BookingSupport>(BOOKING_SUPPORT);
        let bookings: readonly EventBooking[];
        try {
          bookings = await answeredInTime(backend, support.listBookings(options.restaurant, options.day ?? null));
        } catch (error) {
          if (error instanceof CliError) throw error;
          throw new CliError(loadFailureMessage(loadFailure(error), `restaurant ${options.restaurant}`, backend));
        }
        if (globals.json) {
          io.out(printableJson(bookings, 2));
          return;
        }
        if (bookings.length === 0) io.out(`No booking${options.day ? ` on ${options.day}` : ''} at ${printable(options.restaurant)}.`);
        for (const each of bookings) io.out(line(each));
      });
    });
  booking
    .command('confirm <uuid>')
    .description('the team validates a pending booking (accounts 4: the confirmation e-mail follows)')
    .action(async (uuid: string, _options: unknown, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      await withBackend(globals, async (backend) => {
        let confirmed: EventBooking;
        try {
          confirmed = await answeredInTime(backend, backend.container.get<BookingSupport>(BOOKING_SUPPORT).confirmBooking(uuid));
        } catch (error) {
          if (error instanceof CliError) throw error;
          throw new CliError(loadFailureMessage(loadFailure(error), `booking ${uuid}`, backend));
        }
        io.out(globals.json ? printableJson(confirmed, 2) : line(confirmed));
      });
    });
  booking
    .command('cancel <uuid>')
    .description(`cancel a booking with a reason: ${CANCEL_REASONS.join(', ')}`)
    .requiredOption('--reason <reason>', `why: ${CANCEL_REASONS.join(', ')}`, parseReason)
    .option('--restaurant <id>', 'the establishment of the booking, e.g. hotel-riviera (found from the uuid when not given)')
    .action(async (uuid: string, options: { reason: CancelReason; restaurant?: string }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      await withBackend(globals, async (backend) => {
        const restaurantId = options.restaurant ?? (await restaurantOf(backend, uuid));
        const cancel = await backend.container.getAsync<CancelEventBooking>(BOOKING_USE_CASES.cancelEventBooking);
        const result = await answeredInTime(backend, cancel.execute({ restaurantId, uuid, reason: options.reason }));
        if (!result.ok) {
          throw new CliError(result.error.kind === 'reason_required' ? 'a reason is required' : loadFailureMessage(result.error.failure, `booking ${uuid}`, backend));
        }
        if (globals.json) {
          io.out(printableJson(result.value, 2));
          return;
        }
        io.out(line(result.value));
      });
    });
}
