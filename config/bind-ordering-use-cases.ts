import type { TableGateway } from '../core/ports/table-gateway';
import { TABLE_GATEWAY } from '../core/ports/table-gateway';
import type { ReceiptGateway } from '../core/ports/receipt-gateway';
import { RECEIPT_GATEWAY } from '../core/ports/receipt-gateway';
import type { Container, ResolutionContext } from 'inversify';
import type { IdGenerator } from '../core/ports/id-generator';
import { ID_GENERATOR } from '../core/ports/id-generator';
import type { Clock } from '../core/ports/clock';
import { CLOCK } from '../core/ports/clock';
import type { KeyValueStore } from '../core/ports/key-value-store';
import { KEY_VALUE_STORE } from '../core/ports/key-value-store';
import type { LiveUpdates } from '../core/ports/live-updates';
import { LIVE_UPDATES } from '../core/ports/live-updates';
import type { OrderGateway } from '../core/ports/order-gateway';
import { ORDER_GATEWAY } from '../core/ports/order-gateway';
import type { BasketStore } from '../core/use-cases/basket/basket-store';
import { BASKET_STORE, PLATFORM_BASE_URL, USE_CASES } from './use-case-tokens';
import type { LastOrderStore } from '../core/use-cases/payment/last-order-store';
import { bindPaymentUseCases, LAST_ORDER_STORE } from './bind-payment-use-cases';

/**
 * Ordering and tracking use cases, loaded on first use: checkout rules pull in phone-number metadata and
 * tracking pulls in rxjs and the live socket, none of which the menu needs. Resolve them with
 * `container.getAsync(...)`.
 */
export function bindOrderingUseCases(container: Container): void {
  const submitOrderPayload = async (ctx: ResolutionContext) => {
    const { SubmitOrderPayload } = await import('../core/use-cases/order/submit-order-payload');
    return new SubmitOrderPayload(await ctx.getAsync<OrderGateway>(ORDER_GATEWAY));
  };
  const getOrderStatus = async (ctx: ResolutionContext) => {
    const { GetOrderStatus } = await import('../core/use-cases/order/get-order-status');
    return new GetOrderStatus(await ctx.getAsync<OrderGateway>(ORDER_GATEWAY));
  };

  bindPaymentUseCases(container);
  container.bind(USE_CASES.submitOrderPayload).toDynamicValue(submitOrderPayload).inSingletonScope();
  container.bind(USE_CASES.getOrderStatus).toDynamicValue(getOrderStatus).inSingletonScope();
  container
    .bind(USE_CASES.placeOrder)
    .toDynamicValue(async (ctx) => {
      const [{ PlaceOrder }, { OrderAttempts }] = await Promise.all([
        import('../core/use-cases/order/place-order'),
        import('../core/use-cases/order/order-attempts'),
      ]);
      const attempts = new OrderAttempts(ctx.get<KeyValueStore>(KEY_VALUE_STORE), ctx.get<IdGenerator>(ID_GENERATOR));
      return new PlaceOrder(ctx.get<BasketStore>(BASKET_STORE), await submitOrderPayload(ctx), attempts, await ctx.getAsync<Clock>(CLOCK), await ctx.getAsync<LastOrderStore>(LAST_ORDER_STORE));
    })
    .inSingletonScope();
  // checkout 2: the table-number modal's table-only order.
  container
    .bind(USE_CASES.placeTableOnlyOrder)
    .toDynamicValue(async (ctx) => {
      const [{ PlaceTableOnlyOrder }, { OrderAttempts }] = await Promise.all([
        import('../core/use-cases/order/place-table-only-order'),
        import('../core/use-cases/order/order-attempts'),
      ]);
      const attempts = new OrderAttempts(ctx.get<KeyValueStore>(KEY_VALUE_STORE), ctx.get<IdGenerator>(ID_GENERATOR));
      return new PlaceTableOnlyOrder(ctx.get<BasketStore>(BASKET_STORE), await submitOrderPayload(ctx), attempts);
    })
    .inSingletonScope();
  container
    .bind(USE_CASES.trackOrder)
    .toDynamicValue(async (ctx) => {
      const { TrackOrder } = await import('../core/use-cases/order/track-order');
      return new TrackOrder(await getOrderStatus(ctx), await ctx.getAsync<LiveUpdates>(LIVE_UPDATES));
    })
    .inSingletonScope();
  // checkout 2 and 7: the receipt request comes with the screen that offers it.
  container
    .bind(USE_CASES.requestReceipt)
    .toDynamicValue(async (ctx) => {
      const { RequestReceipt } = await import('../core/use-cases/order/request-receipt');
      return new RequestReceipt(await ctx.getAsync<ReceiptGateway>(RECEIPT_GATEWAY));
    })
    .inSingletonScope();
  // checkout 2 and 7: pay-the-table comes with the tracking page.
  container
    .bind(USE_CASES.findTablePayment)
    .toDynamicValue(async (ctx) => {
      const { FindTablePayment } = await import('../core/use-cases/table/find-table-payment');
      return new FindTablePayment(await ctx.getAsync<TableGateway>(TABLE_GATEWAY), ctx.get<string>(PLATFORM_BASE_URL));
    })
    .inSingletonScope();
  // checkout 4: the products not sold on the chosen day leave the basket (the checkout's chunk, not the menu's).
  container
    .bind(USE_CASES.dropLinesNotAvailableOnDay)
    .toDynamicValue(async (ctx) => new (await import('../core/use-cases/schedule/drop-lines-not-available-on-day')).DropLinesNotAvailableOnDay(ctx.get<BasketStore>(BASKET_STORE)))
    .inSingletonScope();
  // checkout 4: the order validation screen after a table's bill is paid (its own chunk).
  container
    .bind(USE_CASES.watchOrderValidation)
    .toDynamicValue(async (ctx) => {
      const { WatchOrderValidation } = await import('../core/use-cases/table/watch-order-validation');
      return new WatchOrderValidation(await ctx.getAsync<TableGateway>(TABLE_GATEWAY));
    })
    .inSingletonScope();
  // checkout 5: the rules carry the phone-number metadata, which the menu's first load must not (resolve with getAsync).
  container
    .bind(USE_CASES.validateCheckout)
    .toDynamicValue(async () => new (await import('../core/use-cases/checkout/validate-checkout')).ValidateCheckout())
    .inSingletonScope();
}
