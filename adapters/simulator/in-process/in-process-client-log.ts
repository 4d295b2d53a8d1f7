import type { ClientLog, ClientLogEntry } from '../../../core/ports/client-log';
import type { SimulatorEngine } from '../engine/simulator-engine';

/** checkout 7: the client log, straight into the engine; a refused entry is dropped as over HTTP. */
export class InProcessClientLog implements ClientLog {
  constructor(private readonly engine: SimulatorEngine) {}

  async send(entry: ClientLogEntry): Promise<void> {
    try {
      this.engine.logFromClient(entry.restaurantId, structuredClone(entry));
    } catch {
      // A log must never fail its caller.
    }
  }
}
