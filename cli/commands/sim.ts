import type { Command } from 'commander';
import type { SimulatorAdmin } from '../../config/node-container';
import { SIMULATOR_ADMIN } from '../../config/node-container';
import type { TrackStatus } from '../../core/domain/tracking/track-status';
import { asGatewayError } from '../../core/ports/gateway-error';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { orderFailureMessage } from '../output/failure-messages';
import { trackingView } from '../output/tracking-view';

type AdminCall = (admin: SimulatorAdmin, orderNumber: string) => Promise<TrackStatus>;

/** Runs one of the simulator's staging calls (the restaurant's side of an order) and prints the new status. */
function adminAction(io: CliIo, call: AdminCall) {
  return async (orderNumber: string, _options: unknown, command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>();
    await withBackend(globals, async (backend) => {
      let status: TrackStatus;
      try {
        status = await call(backend.container.get<SimulatorAdmin>(SIMULATOR_ADMIN), orderNumber);
      } catch (error) {
        const { kind, message } = asGatewayError(error);
        // The simulator refuses to advance a canceled order or one at its last step: say why.
        throw new CliError(kind === 'bad_request' ? message : orderFailureMessage({ kind, message }, orderNumber, backend));
      }
      io.out(globals.json ? JSON.stringify(status, null, 2) : trackingView(status, status.order_number));
    });
  };
}

/** `ordering sim advance|cancel <orderNumber>`: stage what the restaurant does, for demos and support. */
export function registerSimCommand(program: Command, io: CliIo): void {
  const sim = program.command('sim').description("play the restaurant's side of an order on the simulator");
  sim
    .command('advance')
    .description('move an order to its next step (sent, validated, ready ...)')
    .argument('<orderNumber>', 'the order number, e.g. 1001')
    .action(adminAction(io, (admin, orderNumber) => admin.advance(orderNumber)));
  sim
    .command('cancel')
    .description('cancel an order as the restaurant would')
    .argument('<orderNumber>', 'the order number, e.g. 1001')
    .action(adminAction(io, (admin, orderNumber) => admin.cancel(orderNumber)));
}
