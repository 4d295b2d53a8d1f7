import type { DateTime } from 'luxon';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import { BASE_LANGUAGE, localize } from '../../../core/domain/locale/localized-text';
import type { LoyaltyAdvantage } from '../../../core/domain/loyalty/loyalty-customer';
import { offersBlocked, pointsProblem } from '../../../core/domain/loyalty/loyalty-customer';
import type { CustomerExternalInfos, ExternalAdvantage } from '../../../core/domain/loyalty/loyalty-payload';
import { loyaltyTotals } from '../../../core/domain/loyalty/loyalty-totals';
import { amountUseProblem, maxEWalletUse, maxPoolUse } from '../../../core/domain/loyalty/pool-and-wallet';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import type { PricedOrder } from '../../../core/domain/order/order-pricing';
import type { OrderRejection } from '../../../core/domain/order/order-rejection';
import type { OrderTypeSettings } from '../../../core/domain/order-type/order-type';
import { checkPromotion, promoLinesOfPricedOrder } from '../../../core/domain/promotion/promo-check';
import type { Promotion } from '../../../core/domain/promotion/promotion';
import { normalizePromoCode } from '../../../core/domain/promotion/promotion';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { advantagesOf } from '../loyalty/loyalty-calculation';
import type { LoyaltyStore, StoredLoyaltyCustomer } from '../loyalty/loyalty-store';
import type { OrderAmounts, OrderDebit } from '../store/order-debits';
import { SimulatorError } from './simulator-error';

/** What the intake reads to work an order's money out: the order priced, the restaurant's promotions and loyalty programme, the uses made. */
export interface MoneyIntakeContext {
  readonly settings: RestaurantSettings;
  readonly orderType: OrderTypeSettings;
  readonly payload: OrderPayload;
  readonly priced: PricedOrder;
  readonly promotions: readonly Promotion[];
  readonly loyalty: LoyaltyStore;
  /** Uses of a promotion by this order's customer (customerKeyOf), the given-back ones not counted. */
  readonly usagesByCustomer: (promotionId: number) => number;
  readonly now: DateTime;
  /** The catalogue's name of a product, given to each gift so the receipts name it (a gift is not an order line). */
  readonly productName: (productId: number) => string | undefined;
}

export type MoneyVerdict =
  | { readonly accepted: true; readonly amounts: OrderAmounts; readonly debit: Omit<OrderDebit, 'orderNumber'> }
  | { readonly accepted: false; readonly rejection: OrderRejection };

/** Who uses a code (max_usages_per_customer, ours): the loyalty card, else the phone (E.164), else the e-mail ignoring case. */
export function customerKeyOf(payload: Pick<OrderPayload, 'customerExternalInfos' | 'phone' | 'email'>): string {
  const card = payload.customerExternalInfos.loyaltyCardNumber.trim();
  if (card !== '') return `card:${card}`;
  if (payload.phone !== '') return `phone:${payload.phone}`;
  return `email:${payload.email.trim().toLowerCase()}`;
}

/** The payload's loyalty fields the core type does not name (ours, loyalty-payload.ts), validated by the payload schema when present. */
function loyaltyFieldsOf(payload: OrderPayload): { advantages: readonly ExternalAdvantage[]; eWalletToUse: number } {
  const extended = payload as OrderPayload & { readonly externalAdvantages?: readonly ExternalAdvantage[]; readonly customerExternalInfos: CustomerExternalInfos };
  return { advantages: extended.externalAdvantages ?? [], eWalletToUse: extended.customerExternalInfos.eWalletToUse ?? 0 };
}

const refuse = (message: string, field: string): never => {
  throw new SimulatorError('unprocessable', message, field);
};

/** The customer of the payload's card, with an account (checkout 8: a card without one is not a customer yet). */
function cardCustomer(context: MoneyIntakeContext): StoredLoyaltyCustomer | null {
  const card = context.payload.customerExternalInfos.loyaltyCardNumber.trim();
  if (card === '') return null;
  const customer = context.loyalty.byCard(context.settings.id, card);
  if (!customer || !customer.account) return refuse(`no loyalty customer with the card ${card.slice(0, 40)}`, 'customerExternalInfos.loyaltyCardNumber');
  return customer;
}

/** checkout 4 and 5: each chosen advantage is the customer's, with its own code; fraud blocks them all; the points must cover them. */
function chosenAdvantages(context: MoneyIntakeContext, customer: StoredLoyaltyCustomer | null, chosen: readonly ExternalAdvantage[]): LoyaltyAdvantage[] {
  if (chosen.length === 0) return [];
  if (!customer) return refuse('an advantage comes with the loyalty card of its customer', 'customerExternalInfos.loyaltyCardNumber');
  const owned = advantagesOf(customer, context.loyalty.programme(context.settings.id) ?? { create_account_url: null, advantages: [] });
  if (offersBlocked({ advantages: owned })) refuse('the offers of this loyalty account are blocked', 'externalAdvantages');
  const advantages = chosen.map((each, index) => {
    const advantage = owned.find((candidate) => candidate.name === each.name);
    if (!advantage) return refuse(`the customer has no advantage ${each.name}`, `externalAdvantages.${index}.name`);
    if (normalizePromoCode(advantage.codePromo) !== normalizePromoCode(each.codePromo)) refuse(`the advantage ${each.name} has the code ${advantage.codePromo}`, `externalAdvantages.${index}.codePromo`);
    return advantage;
  });
  if (new Set(advantages.map((advantage) => advantage.name)).size !== advantages.length) refuse('each advantage is chosen once', 'externalAdvantages');
  if (pointsProblem(pointsOf(advantages), customer.points) !== null) refuse(`not_enough_points: the advantages need ${pointsOf(advantages)} points`, 'externalAdvantages');
  return advantages;
}

/**
 * checkout 4: an advantage's gift promotion gives the product the customer picked (giftProductId, one of its
 * products_offered), and that one only; one offering several needs the pick. A typed code is left as it is.
 */
function withGiftChosen(promotion: Promotion, chosen: readonly ExternalAdvantage[]): Promotion {
  const index = chosen.findIndex((each) => normalizePromoCode(each.codePromo) === normalizePromoCode(promotion.code));
  if (promotion.discount_type !== 'gifts' || index === -1) return promotion;
  const { name, giftProductId } = chosen[index]!;
  if (giftProductId === undefined) {
    return promotion.products_offered.length > 1 ? refuse(`the advantage ${name} offers several products: giftProductId names the one chosen`, `externalAdvantages.${index}.giftProductId`) : promotion;
  }
  const offered = promotion.products_offered.filter((gift) => gift.product_id === giftProductId);
  if (offered.length === 0) refuse(`the advantage ${name} offers no product ${giftProductId}`, `externalAdvantages.${index}.giftProductId`);
  return { ...promotion, products_offered: offered };
}

function pointsOf(advantages: readonly LoyaltyAdvantage[]): number {
  return advantages.reduce((sum, advantage) => sum + (advantage.required_points ?? 0), 0);
}

/**
 * Issue 18, the platform is the authority: an order's discounts (the typed code, checked by
 * promotion-intake.ts, then each chosen advantage's code), pool and e-wallet are worked out again with
 * core's loyaltyTotals on the order the platform priced, from the store's own balances. A payload that
 * disagrees is a 422 naming its field: promoCodes other than the typed code and the advantages' codes, an
 * advantage the customer does not have, a use of pool or e-wallet beyond checkout 5's bounds. A code of an
 * advantage that no longer applies is checkout 8's promotion_error with its key. Nothing is written here:
 * the answer says what to debit (order-taking.ts debits it with the order).
 */
/** A gift's name as the platform names an order's priced lines (order-pricing: the menu's French name). */
export function giftName(catalogue: Pick<Catalogue, 'products'>, productId: number): string | undefined {
  const product = catalogue.products.find((candidate) => candidate.id === productId);
  return product ? localize(product.name, BASE_LANGUAGE) : undefined;
}

/** A gift's name when the catalogue has it (an omitted field rather than undefined: the amounts are stored as JSON). */
const namedGift = (name: string | undefined) => (name === undefined ? {} : { name });

export function checkOrderMoney(context: MoneyIntakeContext): MoneyVerdict {
  const { payload, priced } = context;
  const fields = loyaltyFieldsOf(payload);
  const customer = cardCustomer(context);
  const advantages = chosenAdvantages(context, customer, fields.advantages);
  const typed = payload.promotion_id === 0 ? null : (context.promotions.find((promotion) => promotion.id === payload.promotion_id) ?? null);
  const expected = [...new Set([typed?.code ?? '', ...advantages.map((advantage) => advantage.codePromo)].map(normalizePromoCode).filter((code) => code !== ''))];
  const sent = payload.customerExternalInfos.promoCodes.map(normalizePromoCode);
  if (sent.length !== expected.length || sent.some((code, index) => code !== expected[index])) {
    refuse(`promoCodes holds the typed code then each advantage's code, each once: ${expected.join(', ') || 'none'}`, 'customerExternalInfos.promoCodes');
  }
  const applied: Promotion[] = typed ? [typed] : [];
  for (const code of expected.slice(typed ? 1 : 0)) {
    const promotion = context.promotions.find((candidate) => normalizePromoCode(candidate.code) === code);
    if (!promotion) return { accepted: false, rejection: { err: 'promotion_error', data: 'invalid_promo_code' } };
    const checked = checkPromotion(promotion, {
      lines: promoLinesOfPricedOrder(priced),
      orderTypeId: payload.order_types_id,
      infos: { email: payload.email, phone: payload.phone, loyaltyCardNumber: payload.customerExternalInfos.loyaltyCardNumber, usagesByCustomer: context.usagesByCustomer(promotion.id) },
      now: context.now,
      timezone: context.settings.timezone,
    });
    if (!checked.ok) return { accepted: false, rejection: { err: 'promotion_error', data: checked.error } };
    applied.push(withGiftChosen(promotion, fields.advantages));
  }
  const balances = { pool: customer?.pool ?? 0, e_wallet_balance: customer?.e_wallet_balance ?? 0 };
  const wanted = { pool: payload.customerExternalInfos.poolToUse, eWallet: fields.eWalletToUse };
  const totals = loyaltyTotals({ lines: promoLinesOfPricedOrder(priced), orderType: context.orderType, tips: priced.tips, promotions: applied, wanted, customer: balances });
  const bounds = { subtotal: totals.subtotal, deliveryCost: totals.deliveryCost, tips: totals.tips, discount: totals.discount };
  const poolMax = maxPoolUse(bounds, balances.pool);
  const poolProblem = amountUseProblem(wanted.pool, poolMax);
  if (poolProblem) refuse(`${poolProblem}: the pool used is a whole number of cents from 0 to ${poolMax}`, 'customerExternalInfos.poolToUse');
  const eWalletMax = maxEWalletUse(bounds, wanted.pool, balances.e_wallet_balance);
  const eWalletProblem = amountUseProblem(wanted.eWallet, eWalletMax);
  if (eWalletProblem) refuse(`${eWalletProblem}: the e-wallet used is a whole number of cents from 0 to ${eWalletMax}`, 'customerExternalInfos.eWalletToUse');
  const points = pointsOf(advantages);
  return {
    accepted: true,
    amounts: {
      discount: totals.discount,
      discounts: totals.discounts.discounts.map(({ promotionId, code, shownAs, amount, gifts }) => ({ promotionId, code, shownAs, amount, gifts: gifts.map(({ product_id, quantity }) => ({ product_id, quantity, ...namedGift(context.productName(product_id)) })) })),
      poolUsed: totals.poolUsed,
      eWalletUsed: totals.eWalletUsed,
      pointsSpent: points,
      toPay: totals.toPay,
    },
    debit: {
      restaurantId: context.settings.id,
      promotionIds: applied.map((promotion) => promotion.id),
      customerKey: customerKeyOf(payload),
      cardNumber: customer ? customer.card_number : null,
      points,
      pool: totals.poolUsed,
      eWallet: totals.eWalletUsed,
    },
  };
}
