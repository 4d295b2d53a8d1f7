import type { Basket } from '../../domain/basket/basket';
import type { Product } from '../../domain/catalogue/catalogue';
import type { OrderTypeId } from '../../domain/order-type/order-type';
import type { RestaurantSettings } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { HighlightDrawerState } from '../../domain/room-directory/highlight-drawer';
import { failedDrawer, openedDrawer } from '../../domain/room-directory/highlight-drawer';
import type { HighlightProblem, HighlightProduct } from '../../domain/room-directory/highlight-product';
import { highlightProblemOf } from '../../domain/room-directory/highlight-product';
import { highlightOrderTypeIds, highlightSlots, highlightTimeSelectShown } from '../../domain/room-directory/highlight-slots';
import type { ScheduleChoice } from '../../domain/schedule/schedule-choice';
import { scheduleContextOf } from '../../domain/schedule/schedule-choice';
import type { Clock } from '../../ports/clock';
import { asGatewayError } from '../../ports/gateway-error';
import type { RoomDirectoryGateway } from '../../ports/room-directory-gateway';
import type { BasketStore } from '../basket/basket-store';

export interface HighlightTime {
  readonly timeSelectShown: boolean;
  /** browsing 9: the highlight flow's slots (the next 12 hours). */
  readonly slots: readonly ScheduleChoice[];
}

export interface HighlightOpened {
  readonly highlight: HighlightProduct;
  readonly drawer: HighlightDrawerState;
  readonly time: HighlightTime;
  /** browsing 2.9 step 1: the order types the guest may choose, the highlight's first. */
  readonly orderTypeIds: readonly OrderTypeId[];
  /** The basket, emptied. */
  readonly basket: Basket;
}

export interface HighlightFailure {
  readonly drawer: HighlightDrawerState;
  readonly problem: HighlightProblem;
  /** The platform's message (browsing 8), for the log; the screen says sorry / cant_order_product_for_now. */
  readonly message: string;
  readonly basket: Basket | null;
}

/**
 * browsing 2.9: "Opening needs a category id, empties the basket, loads the highlight product and its order
 * type; a missing product or order type puts it in the error step". The product must still be orderable
 * and the order type one the restaurant offers, here too: the platform's answer is not trusted blindly.
 */
export class OpenHighlightProduct {
  constructor(
    private readonly gateway: Pick<RoomDirectoryGateway, 'loadHighlightProduct'>,
    private readonly basketStore: BasketStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly settings: RestaurantSettings; readonly categoryId: number | null }): Promise<Result<HighlightOpened, HighlightFailure>> {
    const { settings, categoryId } = input;
    if (categoryId === null) return fail({ drawer: failedDrawer('service_not_found'), problem: 'service_not_found', message: 'no category id', basket: null });
    const basket = this.basketStore.empty(settings.id);
    let highlight: HighlightProduct;
    try {
      highlight = await this.gateway.loadHighlightProduct(settings.id, categoryId);
    } catch (error) {
      const gatewayError = asGatewayError(error);
      const problem = highlightProblemOf(gatewayError.code);
      return fail({ drawer: failedDrawer(problem), problem, message: gatewayError.message, basket });
    }
    if (!isOrderable(highlight.product)) return fail({ drawer: failedDrawer('product_not_found'), problem: 'product_not_found', message: 'the product cannot be ordered', basket });
    const time = this.timeFor(settings, highlight.orderTypeId, highlight.product);
    if (!time) return fail({ drawer: failedDrawer('order_type_not_found'), problem: 'order_type_not_found', message: `order type ${highlight.orderTypeId} is not offered`, basket });
    return ok({ highlight, drawer: openedDrawer(highlight.orderTypeId, { timeSelectShown: time.timeSelectShown, slotCount: time.slots.length }), time, orderTypeIds: highlightOrderTypeIds(settings.orderTypes, highlight.orderTypeId), basket });
  }

  /** browsing 2.9: Back to step 0 empties the basket again (what the drawer had put in it is dropped). */
  emptyBasket(settings: Pick<RestaurantSettings, 'id'>): Basket {
    return this.basketStore.empty(settings.id);
  }

  /** The time step's offer for an order type and the product (its preparation time counts); null when the restaurant does not offer that order type. */
  timeFor(settings: RestaurantSettings, orderTypeId: OrderTypeId, product: Pick<Product, 'preparation_time'>): HighlightTime | null {
    const orderType = settings.orderTypes.find((type) => type.id === orderTypeId);
    if (!orderType) return null;
    const context = scheduleContextOf(settings, orderType, this.clock.now(), product.preparation_time);
    return { timeSelectShown: highlightTimeSelectShown(context), slots: highlightSlots(context) };
  }
}

/** A product the drawer can order: a plain product, visible and not marked unavailable. */
function isOrderable(product: Product): boolean {
  return product.type === 'product' && product.visible && !product.unavailable && !product.isMenuOnly;
}
