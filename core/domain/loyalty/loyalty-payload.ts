import type { Cents } from '../money/money';
import { ORDER_LIMITS } from '../order/order-limits';
import type { OrderPayload } from '../order/order-payload';
import type { Promotion } from '../promotion/promotion';
import { normalizePromoCode } from '../promotion/promotion';
import type { LoyaltyAdvantage } from './loyalty-customer';

/** checkout 3: externalAdvantages, "shape not shown". Ours: the chosen advantages by name and code, as checkout 7's order calculation sends their names. */
export interface ExternalAdvantage {
  readonly name: string;
  readonly codePromo: string;
  readonly automatic: boolean;
  /** Ours: the product given by the advantage's gift promotion (checkout 4: picked in the choice dialog when it offers several). */
  readonly giftProductId?: number;
}

/**
 * checkout 3: customerExternalInfos {loyaltyCardNumber, pool, poolToUse, promoCodes}. Ours:
 * eWalletToUse, the e-wallet amount spent on the order (the spec sends it nowhere it shows), absent
 * when nothing is; pool is the customer's pool as read, poolToUse the part spent, both in cents.
 */
export type CustomerExternalInfos = OrderPayload['customerExternalInfos'] & { readonly eWalletToUse?: Cents };

export interface LoyaltyPayloadFields {
  /** checkout 3: promotion_id (0 if none): the promotion of the code typed in the promo field. */
  readonly promotion_id: number;
  readonly externalAdvantages: readonly ExternalAdvantage[];
  readonly customerExternalInfos: CustomerExternalInfos;
}

export interface LoyaltyPayloadInput {
  /** The promotion of the typed code, once checked; null when none. */
  readonly promoCode: Promotion | null;
  readonly advantages: readonly LoyaltyAdvantage[];
  /** The gift each chosen advantage gives, by the advantage's name (giftsOfAdvantages). */
  readonly giftProductIds?: Readonly<Record<string, number>>;
  /** The connected customer's card number and pool; '' and 0 when no one is connected. */
  readonly loyaltyCardNumber: string;
  readonly pool: Cents;
  readonly poolUsed: Cents;
  readonly eWalletUsed: Cents;
}

/**
 * What the order payload carries for promotions and loyalty. promoCodes lists the typed code then each
 * chosen advantage's codePromo, normalised, each once, at most ORDER_LIMITS.promoCodes.
 */
export function loyaltyPayloadFields(input: LoyaltyPayloadInput): LoyaltyPayloadFields {
  const codes = [input.promoCode?.code ?? '', ...input.advantages.map((advantage) => advantage.codePromo)]
    .map(normalizePromoCode)
    .filter((code) => code !== '');
  return {
    promotion_id: input.promoCode?.id ?? 0,
    externalAdvantages: input.advantages.map(({ name, codePromo, automatic }) => {
      const gift = input.giftProductIds?.[name];
      return { name, codePromo, automatic, ...(gift !== undefined && { giftProductId: gift }) };
    }),
    customerExternalInfos: {
      loyaltyCardNumber: input.loyaltyCardNumber.trim(),
      pool: input.pool,
      poolToUse: input.poolUsed,
      promoCodes: [...new Set(codes)].slice(0, ORDER_LIMITS.promoCodes),
      ...(input.eWalletUsed > 0 && { eWalletToUse: input.eWalletUsed }),
    },
  };
}

/**
 * The product each chosen advantage gives: its gift promotion, once narrowed to one product (checkout 4's
 * choice dialog, or a promotion offering one only), so the platform gives that one and no other.
 */
export function giftsOfAdvantages(chosen: readonly Pick<LoyaltyAdvantage, 'name'>[], promotionOf: (name: string) => Promotion | undefined): Record<string, number> {
  const gifts: Record<string, number> = {};
  for (const { name } of chosen) {
    const promotion = promotionOf(name);
    if (promotion?.discount_type === 'gifts' && promotion.products_offered.length === 1) gifts[name] = promotion.products_offered[0]!.product_id;
  }
  return gifts;
}

/** No promotion and no loyalty: what build-order-payload sends today. */
export const NO_LOYALTY: LoyaltyPayloadFields = {
  promotion_id: 0,
  externalAdvantages: [],
  customerExternalInfos: { loyaltyCardNumber: '', pool: 0, poolToUse: 0, promoCodes: [] },
};
