import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from '../in-process/simulator-call';
import type { SimulatorAdmin } from './simulator-admin';

export class InProcessSimulatorAdmin implements SimulatorAdmin {
  constructor(private readonly engine: SimulatorEngine) {}

  advance(orderNumber: string): Promise<TrackStatus> {
    return callSimulator(() => this.engine.advance(orderNumber));
  }

  cancel(orderNumber: string): Promise<TrackStatus> {
    return callSimulator(() => this.engine.cancel(orderNumber));
  }

  establishments() {
    return callSimulator(() => this.engine.establishmentIds().map((id) => ({ id, name: this.engine.settings(id).restaurant_name })));
  }
}
