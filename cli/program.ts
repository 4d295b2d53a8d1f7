import { Command } from 'commander';
import type { HelpContext } from 'commander';
import { DEFAULT_TIMEOUT_SECONDS, parseBackendUrl, parseTimeoutSeconds } from './backend';
import type { CliIo } from './cli-io';
import { oneLine } from './cli-error';
import { registerBasketPriceCommand } from './commands/basket-price';
import { registerCatalogueCommand } from './commands/catalogue';
import { registerFeedbackCommand } from './commands/feedback-list';
import { registerCheckoutValidateCommand } from './commands/checkout-validate';
import { registerOrderPlaceCommand } from './commands/order-place';
import { registerOrderReplayCommand } from './commands/order-replay';
import { registerOrderTrackCommand } from './commands/order-track';
import { registerOrdersExportCommand } from './commands/orders-export';
import { registerServeCommand } from './commands/serve';
import { registerSimCommand } from './commands/sim';
import { registerSlotsCommand } from './commands/slots';
import { registerBookingCommands } from './commands/booking';

/**
 * A command that, called without its subcommand, says so in one line on stderr instead of printing
 * its whole help there (ARCHITECTURE: non-zero exit with a one-line reason on error).
 */
class OrderingCommand extends Command {
  override createCommand(name?: string): OrderingCommand {
    return new OrderingCommand(name);
  }

  override help(context?: HelpContext): never;
  /** @deprecated commander's old form, kept for type compatibility. */
  override help(cb: (text: string) => string): never;
  override help(context?: HelpContext | ((text: string) => string)): never {
    if (typeof context === 'object' && context.error) {
      const names = this.commands.map((command) => command.name()).join(', ');
      const path = [this.parent?.name(), this.name()].filter(Boolean).join(' ');
      this.error(`error: missing command, one of ${names} (see ${path} --help)`, { code: 'ordering.missingCommand' });
    }
    // Two calls, one per overload of the base method.
    return typeof context === 'function' ? super.help(context) : super.help(context);
  }
}

export function buildProgram(io: CliIo): Command {
  const program = new OrderingCommand('ordering')
    .description('White-label online ordering storefront: run the simulator, read menus, place and follow orders.')
    .option('--json', 'machine output: JSON on stdout')
    .option('--backend <url>', 'send every call over HTTP to a running simulator or platform (default: an in-process simulator)', parseBackendUrl)
    .option('--timeout <seconds>', 'give up when the backend has not answered within this many seconds', parseTimeoutSeconds, DEFAULT_TIMEOUT_SECONDS)
    .configureHelp({ showGlobalOptions: true })
    .configureOutput({
      writeOut: (text) => io.out(text.replace(/\n$/, '')),
      writeErr: (text) => io.err(oneLine(text)),
    })
    .showSuggestionAfterError(true)
    .exitOverride();

  registerServeCommand(program, io);
  registerCatalogueCommand(program, io);
  registerBasketPriceCommand(program.command('basket').description('check and price a basket from a file, as the storefront would'), io);
  registerCheckoutValidateCommand(program.command('checkout').description('check a checkout against every checkout rule, as the storefront would'), io);
  const order = program.command('order').description('place an order from a file, follow one, or replay recorded orders');
  registerOrderPlaceCommand(order, io);
  registerOrderTrackCommand(order, io);
  registerOrderReplayCommand(order, io);
  registerOrdersExportCommand(program, io);
  registerSimCommand(program, io);
  registerSlotsCommand(program, io);
  registerBookingCommands(program, io);
  registerFeedbackCommand(program, io);
  return program;
}
