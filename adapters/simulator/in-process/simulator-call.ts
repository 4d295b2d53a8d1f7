import { GatewayError } from '../../../core/ports/gateway-error';
import { SimulatorError } from '../engine/simulator-error';

/**
 * Runs an engine call as a gateway would: the answer is deep-copied, as if it had crossed the wire, and
 * the engine's refusals become the GatewayErrors an HTTP gateway would raise for a 404 or a 400.
 */
export async function callSimulator<T>(call: () => T): Promise<T> {
  try {
    return structuredClone(call());
  } catch (error) {
    // A 422 reaches an HTTP gateway as a refused request naming its field, so it does here too.
    if (error instanceof SimulatorError) throw new GatewayError(error.kind === 'unprocessable' ? 'bad_request' : error.kind, error.message, error.field);
    throw error;
  }
}
