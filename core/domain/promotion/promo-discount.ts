import type { Cents } from '../money/money';
import { sumCents } from '../money/money';
import type { PromoLine } from './promo-check';
import { matchingLines } from './promo-check';
import type { ConfirmationDiscountType, DiscountType, OfferedProduct, Promotion } from './promotion';
import { confirmationDiscountType } from './promotion';

/** checkout 7 "Order calculation": promotedProducts (discount, product_id). */
export interface PromotedProduct {
  readonly product_id: number;
  readonly discount: Cents;
}

/** What one promotion gives an order. */
export interface PromotionDiscount {
  readonly promotionId: number;
  readonly code: string;
  readonly discountType: DiscountType;
  readonly shownAs: ConfirmationDiscountType;
  /** Cents taken off; 0 for gifts. */
  readonly amount: Cents;
  /** The same amount, spread over the products it was taken from (sorted by product id). */
  readonly promotedProducts: readonly PromotedProduct[];
  /** gifts: the products offered, each added at price 0. */
  readonly gifts: readonly OfferedProduct[];
}

/**
 * `percent` per cent of `base`, rounded to the nearest cent, a half cent going to the customer. The
 * percentage keeps hundredths (12.5 %); it is bounded to 0..100, so the result never exceeds the base.
 */
export function percentOf(base: Cents, percent: number): Cents {
  const hundredths = Math.round(Math.min(100, Math.max(0, percent)) * 100);
  return Math.round((base * hundredths) / 10_000);
}

/** Amount per product id (a product can sit on several lines, with other options). */
function amountsByProduct(lines: readonly PromoLine[]): Map<number, Cents> {
  const amounts = new Map<number, Cents>();
  for (const line of lines) amounts.set(line.productId, (amounts.get(line.productId) ?? 0) + line.unitPrice * line.nb);
  return amounts;
}

/**
 * Spreads `amount` over products in proportion to their weights: each gets the floor of its share, and
 * the cents left go one each to the largest remainders (ties to the smaller product id). The shares
 * sum to `amount` exactly, none exceeds its weight when amount does not exceed the weights' sum, and
 * the order of the lines does not matter.
 */
export function spreadDiscount(amount: Cents, weights: ReadonlyMap<number, Cents>): PromotedProduct[] {
  const entries = [...weights].filter(([, weight]) => weight > 0).sort(([a], [b]) => a - b);
  const total = sumCents(entries.map(([, weight]) => weight));
  if (amount <= 0 || total <= 0) return [];
  const shares = entries.map(([productId, weight]) => {
    const scaled = amount * weight;
    const floor = Math.floor(scaled / total);
    return { productId, floor, remainder: scaled - floor * total };
  });
  let left = amount - sumCents(shares.map((share) => share.floor));
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.productId - b.productId);
  const extra = new Set<number>();
  for (const share of byRemainder) {
    if (left <= 0) break;
    extra.add(share.productId);
    left -= 1;
  }
  return shares
    .map((share) => ({ product_id: share.productId, discount: share.floor + (extra.has(share.productId) ? 1 : 0) }))
    .filter((product) => product.discount > 0);
}

/** quantity: for every buy_quantity matching units, `discount` units free, the cheapest first; per product, what they cost. */
function freeUnitsByProduct(promotion: Extract<Promotion, { discount_type: 'quantity' }>, lines: readonly PromoLine[]): Map<number, Cents> {
  const free = new Map<number, Cents>();
  if (promotion.buy_quantity <= 0 || promotion.discount <= 0) return free;
  const units = lines
    .flatMap((line) => Array.from({ length: line.nb }, () => ({ productId: line.productId, price: line.unitPrice })))
    .sort((a, b) => a.price - b.price || a.productId - b.productId);
  const count = Math.min(units.length, Math.floor(units.length / promotion.buy_quantity) * Math.floor(promotion.discount));
  for (const unit of units.slice(0, count)) free.set(unit.productId, (free.get(unit.productId) ?? 0) + unit.price);
  return free;
}

/** What the promotion would take off the products it applies to, before any other promotion, per product. */
function undiscountedWeights(promotion: Promotion, lines: readonly PromoLine[]): { raw: Cents; weights: Map<number, Cents> } {
  const matching = matchingLines(promotion, lines);
  const amounts = amountsByProduct(matching);
  const base = sumCents([...amounts.values()]);
  switch (promotion.discount_type) {
    case 'percent':
      return { raw: percentOf(base, promotion.discount), weights: amounts };
    case 'currency':
      return { raw: Math.min(base, Math.max(0, Math.floor(promotion.discount))), weights: amounts };
    case 'quantity': {
      const free = freeUnitsByProduct(promotion, matching);
      return { raw: sumCents([...free.values()]), weights: free };
    }
    case 'gifts':
      return { raw: 0, weights: new Map() };
  }
}

/** The result of every promotion applied to an order, in the order they were applied. */
export interface OrderDiscounts {
  readonly discounts: readonly PromotionDiscount[];
  /** Every discount together: never more than the subtotal of the lines. */
  readonly total: Cents;
  /** The total per type shown on the confirmation (checkout 3: gift, percentage, cash). */
  readonly byType: Readonly<Record<ConfirmationDiscountType, Cents>>;
  /** Every gift added, all promotions together. */
  readonly gifts: readonly (OfferedProduct & { readonly promotionId: number })[];
}

/**
 * The discounts of the promotions applied, in order. Each is worked out on the undiscounted prices (a
 * percentage is not compounded), then bounded by what is left of its products after the earlier
 * ones, so that no product, and so no order, is ever discounted below 0.
 */
export function applyPromotions(promotions: readonly Promotion[], lines: readonly PromoLine[]): OrderDiscounts {
  const left = amountsByProduct(lines.filter((line) => line.nb > 0));
  const discounts: PromotionDiscount[] = [];
  const byType: Record<ConfirmationDiscountType, Cents> = { gift: 0, percentage: 0, cash: 0 };
  const gifts: (OfferedProduct & { promotionId: number })[] = [];
  for (const promotion of promotions) {
    const { raw, weights } = undiscountedWeights(promotion, lines);
    const bounded = new Map([...weights].map(([productId, weight]) => [productId, Math.min(weight, left.get(productId) ?? 0)]));
    const amount = Math.min(raw, sumCents([...bounded.values()]));
    const promotedProducts = spreadDiscount(amount, bounded);
    for (const product of promotedProducts) left.set(product.product_id, (left.get(product.product_id) ?? 0) - product.discount);
    const offered = promotion.discount_type === 'gifts' ? promotion.products_offered.filter((gift) => gift.quantity > 0) : [];
    const shownAs = confirmationDiscountType(promotion.discount_type);
    byType[shownAs] += amount;
    gifts.push(...offered.map((gift) => ({ ...gift, promotionId: promotion.id })));
    discounts.push({ promotionId: promotion.id, code: promotion.code, discountType: promotion.discount_type, shownAs, amount, promotedProducts, gifts: offered });
  }
  return { discounts, total: sumCents(discounts.map((discount) => discount.amount)), byType, gifts };
}

/** checkout 7 "Order calculation": promotedProducts of every discount, summed per product, sorted by product id. */
export function promotedProductsOf(discounts: OrderDiscounts): PromotedProduct[] {
  const byProduct = new Map<number, Cents>();
  for (const discount of discounts.discounts) {
    for (const product of discount.promotedProducts) byProduct.set(product.product_id, (byProduct.get(product.product_id) ?? 0) + product.discount);
  }
  return [...byProduct].sort(([a], [b]) => a - b).map(([product_id, discount]) => ({ product_id, discount }));
}
