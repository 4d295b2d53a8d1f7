import type { PushRegistration, PushRegistrationGateway } from '../../../core/ports/push-notifications';
import type { SimulatorPush } from '../push/simulator-push';
import { callSimulator } from './simulator-call';

/** accounts 7 in process: POST notify/token's checks, the body crossing as plain JSON as it would over the wire. */
export class InProcessPushRegistrationGateway implements PushRegistrationGateway {
  constructor(private readonly push: SimulatorPush) {}

  async register(registration: PushRegistration): Promise<void> {
    await callSimulator(() => this.push.register(JSON.parse(JSON.stringify(registration)) as unknown));
  }
}
