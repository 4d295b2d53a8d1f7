import type { SimulatorAdmin } from '../config/node-container';
import { SIMULATOR_ADMIN } from '../config/node-container';
import { USE_CASES } from '../config/use-case-tokens';
import { asGatewayError } from '../core/ports/gateway-error';
import type { GetOrderStatus } from '../core/use-cases/order/get-order-status';
import { answeredInTime } from './answer-deadline';
import type { OpenedBackend } from './backend';
import { CliError } from './cli-error';
import { printable } from './output/printable-text';

/**
 * The order number a support reference names: the order number itself, else the display number the
 * customer reads out (CH-042), which the simulator resolves. A platform that is not the simulator has no
 * such call (it answers 404): the reference then stays as it was, and is reported as not found.
 */
export async function orderNumberOf(backend: OpenedBackend, reference: string, restaurantId: string): Promise<string> {
  const getOrderStatus = await backend.container.getAsync<GetOrderStatus>(USE_CASES.getOrderStatus);
  const direct = await answeredInTime(backend, getOrderStatus.execute({ restaurantId, orderNumber: reference }));
  if (direct.ok || direct.error.kind !== 'not_found') return reference;
  const admin = backend.container.get<SimulatorAdmin>(SIMULATOR_ADMIN);
  try {
    return (await answeredInTime(backend, admin.resolveOrder(reference, restaurantId))).order_number;
  } catch (error) {
    if (error instanceof CliError) throw error;
    const { kind, message } = asGatewayError(error);
    if (kind === 'bad_request') throw new CliError(printable(message));
    return reference;
  }
}
