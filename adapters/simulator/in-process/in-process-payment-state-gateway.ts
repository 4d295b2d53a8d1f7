import type { PaymentState } from '../../../core/domain/payment/payment-status';
import type { PaymentStateGateway } from '../../../core/ports/payment-state-gateway';
import type { SimulatorEngine } from '../engine/simulator-engine';
import { callSimulator } from './simulator-call';

export class InProcessPaymentStateGateway implements PaymentStateGateway {
  constructor(private readonly engine: SimulatorEngine) {}

  state(orderNumber: string): Promise<PaymentState> {
    return callSimulator(() => this.engine.paymentState(orderNumber));
  }

  giveUp(orderNumber: string): Promise<PaymentState> {
    return callSimulator(() => this.engine.giveUpPayment(orderNumber));
  }
}
