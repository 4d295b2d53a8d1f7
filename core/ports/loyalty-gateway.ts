import type { LoyaltyCustomer } from '../domain/loyalty/loyalty-customer';
import type { Cents } from '../domain/money/money';
import type { LineComposition } from '../domain/order/order-payload';
import type { OrderTypeId } from '../domain/order-type/order-type';
import type { PromotedProduct } from '../domain/promotion/promo-discount';
import type { Promotion } from '../domain/promotion/promotion';
import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { Result } from '../domain/result';

/** checkout 7 "Loyalty by phone": the national number and the country calling code, digits only. */
export interface LoyaltyPhone {
  readonly nationalNumber: string;
  readonly callingCode: string;
}

/**
 * checkout 7 "Order calculation": basket products, external infos (loyalty_card_number, pool, pool_to_use)
 * and advantage names. Ours: the order type and tips (the pool's bound needs them) and the e-wallet wanted.
 */
export interface LoyaltyCalculationRequest {
  readonly orderTypeId: OrderTypeId;
  readonly tips: Cents;
  /** Each line's composition (lineCompositionsOf), priced by the programme as the order intake prices it. */
  readonly lines: readonly LineComposition[];
  /** '' when no one is connected. */
  readonly loyaltyCardNumber: string;
  /** The customer's pool as the storefront read it; the programme recomputes from its own. */
  readonly pool: Cents;
  readonly poolToUse: Cents;
  readonly eWalletToUse: Cents;
  readonly advantageNames: readonly string[];
}

/** Ours: why the programme refuses a calculation. */
export type LoyaltyCalculationError = 'unknown_card' | 'unknown_advantage' | 'offers_blocked' | 'not_enough_points';

/** checkout 7: poolUsed and promotedProducts; ours the totals (cents) and the advantages whose promotion did not apply. */
export interface LoyaltyCalculation {
  readonly poolUsed: Cents;
  readonly eWalletUsed: Cents;
  readonly promotedProducts: readonly PromotedProduct[];
  readonly subtotal: Cents;
  readonly discount: Cents;
  readonly deliveryCost: Cents;
  readonly tips: Cents;
  readonly toPay: Cents;
  readonly dropped: readonly { readonly name: string; readonly error: string }[];
}

export type LoyaltyCalculationAnswer = Result<LoyaltyCalculation, LoyaltyCalculationError>;

/** checkout 7 "Promo offers check" infos: the card number first, else the phone (E.164). */
export interface LoyaltyOfferInfos {
  readonly loyaltyCardNumber: string;
  readonly phone: string;
  readonly email: string;
}

/**
 * A loyalty programme (issue 18): the simulator's is one adapter, a real platform's another
 * (adapters/loyalty/README.md). Lookups answer the customer (possibly with error_msg invalid_user) or
 * null; a request the programme refuses is a GatewayError.
 */
export interface LoyaltyGateway {
  byPhone(restaurantId: RestaurantId, phone: LoyaltyPhone): Promise<LoyaltyCustomer | null>;
  byCard(restaurantId: RestaurantId, cardNumber: string): Promise<LoyaltyCustomer | null>;
  calculate(restaurantId: RestaurantId, request: LoyaltyCalculationRequest): Promise<LoyaltyCalculationAnswer>;
  /** The promotion the programme offers the customer now, or null. */
  offersCheck(restaurantId: RestaurantId, infos: LoyaltyOfferInfos): Promise<Promotion | null>;
}

export const LOYALTY_GATEWAY = Symbol.for('ordering.LoyaltyGateway');
