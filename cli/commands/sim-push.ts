import type { Command } from 'commander';
import type { SimulatorAdmin, StoredPushRegistration } from '../../config/node-container';
import { SIMULATOR_ADMIN } from '../../config/node-container';
import { asGatewayError } from '../../core/ports/gateway-error';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { printable, printableJson } from '../output/printable-text';

/** One registration on one line: when it was last seen, its type, its token (the push service's address). */
export function pushRegistrationLine(registration: StoredPushRegistration): string {
  const first = registration.registeredAt === registration.lastSeenAt ? '' : ` (first ${registration.registeredAt})`;
  return printable(`${registration.lastSeenAt} ${registration.type} ${registration.firebase_id}${first}`);
}

/** `ordering sim push list` (issue 19, accounts 2 and 7): the push registrations an establishment received. */
export function registerSimPushCommand(sim: Command, io: CliIo): void {
  const push = sim.command('push').description("an establishment's push registrations on the simulator (accounts 2, 7: POST notify/token)");
  push
    .command('list')
    .description('print the push registrations, latest seen first: when, type, token')
    .argument('<restaurantId>', 'e.g. glacier-des-quais')
    .action(async (restaurantId: string, _options: unknown, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      await withBackend(globals, async (backend) => {
        let registrations: readonly StoredPushRegistration[];
        try {
          registrations = await answeredInTime(backend, backend.container.get<SimulatorAdmin>(SIMULATOR_ADMIN).pushRegistrations(restaurantId));
        } catch (error) {
          throw new CliError(printable(asGatewayError(error).message));
        }
        if (globals.json) io.out(printableJson(registrations, 2));
        else io.out(registrations.length === 0 ? printable(`No push registration for ${restaurantId}.`) : registrations.map(pushRegistrationLine).join('\n'));
      });
    });
}
