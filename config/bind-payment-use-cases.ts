import type { Container } from 'inversify';
import type { KeyValueStore } from '../core/ports/key-value-store';
import { KEY_VALUE_STORE } from '../core/ports/key-value-store';
import type { PaymentStateGateway } from '../core/ports/payment-state-gateway';
import { PAYMENT_STATE_GATEWAY } from '../core/ports/payment-state-gateway';
import type { BasketStore } from '../core/use-cases/basket/basket-store';
import { BASKET_STORE } from './use-case-tokens';
import type { LastOrderStore } from '../core/use-cases/payment/last-order-store';

import { LAST_ORDER_STORE, PAYMENT_USE_CASES } from './payment-tokens';

export { LAST_ORDER_STORE, PAYMENT_USE_CASES };

export function bindPaymentUseCases(container: Container): void {
  container
    .bind(LAST_ORDER_STORE)
    .toDynamicValue(async (ctx) => {
      const { LastOrderStore } = await import('../core/use-cases/payment/last-order-store');
      return new LastOrderStore(ctx.get<KeyValueStore>(KEY_VALUE_STORE), ctx.get<BasketStore>(BASKET_STORE));
    })
    .inSingletonScope();
  container
    .bind(PAYMENT_USE_CASES.confirmPayment)
    .toDynamicValue(async (ctx) => {
      const [{ ConfirmPayment }, lastOrders, gateway] = await Promise.all([
        import('../core/use-cases/payment/confirm-payment'),
        ctx.getAsync<LastOrderStore>(LAST_ORDER_STORE),
        ctx.getAsync<PaymentStateGateway>(PAYMENT_STATE_GATEWAY),
      ]);
      return new ConfirmPayment(gateway, lastOrders);
    })
    .inSingletonScope();
  container
    .bind(PAYMENT_USE_CASES.recoverUnpaidOrder)
    .toDynamicValue(async (ctx) => {
      const [{ RecoverUnpaidOrder }, lastOrders, gateway] = await Promise.all([
        import('../core/use-cases/payment/recover-unpaid-order'),
        ctx.getAsync<LastOrderStore>(LAST_ORDER_STORE),
        ctx.getAsync<PaymentStateGateway>(PAYMENT_STATE_GATEWAY),
      ]);
      return new RecoverUnpaidOrder(gateway, lastOrders);
    })
    .inSingletonScope();
}
