import type { GiftsPromotion, OfferedProduct } from './promotion';

/**
 * checkout 4 "Loyalty and promotions": a gifted product is added at price 0 and removed with its
 * advantage; if several gift products exist, a choice dialog opens. Ours: the customer picks one of
 * them (with its quantity); a single gift is added without asking; none offered adds nothing.
 */
export type GiftChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'add'; readonly gift: OfferedProduct }
  | { readonly kind: 'choose'; readonly among: readonly OfferedProduct[] };

export function giftChoice(promotion: Pick<GiftsPromotion, 'products_offered'>): GiftChoice {
  const offered = promotion.products_offered.filter((gift) => gift.quantity > 0);
  if (offered.length === 0) return { kind: 'none' };
  if (offered.length === 1) return { kind: 'add', gift: offered[0]! };
  return { kind: 'choose', among: offered };
}

/** A gift in the order: the product, how many, at price 0, and the promotion (or advantage) it came with. */
export interface GiftLine {
  readonly product_id: number;
  readonly quantity: number;
  readonly unitPrice: 0;
  readonly promotionId: number;
}

/** The gift line of the product chosen; null when that product is not one the promotion offers. */
export function giftLineFor(promotion: Pick<GiftsPromotion, 'id' | 'products_offered'>, productId: number): GiftLine | null {
  const gift = promotion.products_offered.find((offered) => offered.product_id === productId && offered.quantity > 0);
  return gift === undefined ? null : { product_id: gift.product_id, quantity: gift.quantity, unitPrice: 0, promotionId: promotion.id };
}

/** Adds a gift, replacing the gift the same promotion gave before (one gift per promotion). */
export function withGift(gifts: readonly GiftLine[], gift: GiftLine): GiftLine[] {
  return [...gifts.filter((line) => line.promotionId !== gift.promotionId), gift];
}

/** The gifts left once a promotion (or its advantage) is removed: its gift leaves with it. */
export function withoutGiftsOf(gifts: readonly GiftLine[], promotionId: number): GiftLine[] {
  return gifts.filter((line) => line.promotionId !== promotionId);
}
