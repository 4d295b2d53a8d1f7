import type { Container } from 'inversify';
import type { GroupOrderGateway } from '../core/ports/group-order-gateway';
import { GROUP_ORDER_GATEWAY } from '../core/ports/group-order-gateway';
import type { IdGenerator } from '../core/ports/id-generator';
import { ID_GENERATOR } from '../core/ports/id-generator';
import type { KeyValueStore } from '../core/ports/key-value-store';
import { KEY_VALUE_STORE } from '../core/ports/key-value-store';
import type { BasketStore } from '../core/use-cases/basket/basket-store';
import { BASKET_STORE } from './use-case-tokens';

/** The group order's use cases (checkout 3 and 7), resolved with container.getAsync: they load with its screens. */
export const GROUP_ORDER_USE_CASES = {
  placeGroupOrder: Symbol.for('ordering.useCase.PlaceGroupOrder'),
  trackGroupOrder: Symbol.for('ordering.useCase.TrackGroupOrder'),
  submitGroupOrderPayload: Symbol.for('ordering.useCase.SubmitGroupOrderPayload'),
} as const;

/**
 * Binds the group order gateway (an HTTP or in-process one, made when first asked) and its use cases.
 * The gateway's module is imported lazily by the caller, so the menu's first load does not carry it.
 */
export function bindGroupOrder(container: Container, gateway: () => Promise<GroupOrderGateway>): void {
  container.bind(GROUP_ORDER_GATEWAY).toDynamicValue(gateway).inSingletonScope();
  container
    .bind(GROUP_ORDER_USE_CASES.placeGroupOrder)
    .toDynamicValue(async (ctx) => {
      const [{ PlaceGroupOrder }, { OrderAttempts }] = await Promise.all([
        import('../core/use-cases/group-order/place-group-order'),
        import('../core/use-cases/order/order-attempts'),
      ]);
      const attempts = new OrderAttempts(ctx.get<KeyValueStore>(KEY_VALUE_STORE), ctx.get<IdGenerator>(ID_GENERATOR));
      return new PlaceGroupOrder(ctx.get<BasketStore>(BASKET_STORE), await ctx.getAsync<GroupOrderGateway>(GROUP_ORDER_GATEWAY), attempts);
    })
    .inSingletonScope();
  container
    .bind(GROUP_ORDER_USE_CASES.trackGroupOrder)
    .toDynamicValue(async (ctx) => {
      const { TrackGroupOrder } = await import('../core/use-cases/group-order/track-group-order');
      return new TrackGroupOrder(await ctx.getAsync<GroupOrderGateway>(GROUP_ORDER_GATEWAY));
    })
    .inSingletonScope();
  container
    .bind(GROUP_ORDER_USE_CASES.submitGroupOrderPayload)
    .toDynamicValue(async (ctx) => {
      const { SubmitGroupOrderPayload } = await import('../core/use-cases/group-order/submit-group-order-payload');
      return new SubmitGroupOrderPayload(await ctx.getAsync<GroupOrderGateway>(GROUP_ORDER_GATEWAY));
    })
    .inSingletonScope();
}
