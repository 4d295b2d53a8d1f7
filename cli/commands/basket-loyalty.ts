import type { Basket } from '../../core/domain/basket/basket';
import type { TotalsLoyalty } from '../../core/domain/checkout/checkout-totals';
import type { Cents } from '../../core/domain/money/money';
import { lineCompositionsOf } from '../../core/domain/order/build-order-payload';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { CalculateLoyaltyOrder } from '../../core/use-cases/loyalty/calculate-loyalty-order';
import type { ConnectLoyalty } from '../../core/use-cases/loyalty/connect-loyalty';
import { CliError } from '../cli-error';
import { printable } from '../output/printable-text';

/** What each refusal means, for support staff (checkout 8's keys; the storefront's text is in ui/locales). */
const REFUSALS: Readonly<Record<string, string>> = {
  unknown_card: 'the programme knows no such card, checkout 8',
  no_loyalty_account: 'the card is known without a loyalty account, checkout 8',
  unknown_advantage: 'the programme does not offer this advantage',
  offers_blocked: 'a fraud advantage blocks the offers, checkout 4',
  not_enough_points: 'not enough points, checkout 5',
};

export interface BasketLoyalty {
  readonly loyaltyCard: string;
  /** The customer's pool as the programme answers it, and the part it takes (checkout 7 poolUsed), in cents. */
  readonly pool: Cents;
  readonly totals: TotalsLoyalty;
}

/** checkout 7: the card's customer, then the programme's order calculation of the pool wanted; a refusal or a use beyond checkout 5's bound stops with its reason. */
export async function pricedLoyalty(
  useCases: { readonly connect: Pick<ConnectLoyalty, 'byCard'>; readonly calculate: Pick<CalculateLoyaltyOrder, 'execute'> },
  input: { settings: RestaurantSettings; basket: Basket; card: string; poolUse: Cents; orderTypeId: OrderTypeId | undefined },
): Promise<BasketLoyalty> {
  const card = printable(input.card);
  const connection = await useCases.connect.byCard(input.settings.id, input.card);
  if (connection.kind !== 'connected') throw new CliError(`loyalty card ${card} refused: ${connection.messageKey} (${REFUSALS[connection.messageKey]})`);
  const customer = connection.customer;
  const orderTypeId = input.orderTypeId ?? input.settings.orderTypes[0]?.id;
  if (orderTypeId === undefined) throw new CliError('this restaurant offers no order type: nothing to price the pool against');
  const answer = await useCases.calculate.execute(input.settings.id, {
    orderTypeId,
    tips: 0,
    lines: lineCompositionsOf(input.basket),
    loyaltyCardNumber: customer.loyaltyCardNumber,
    pool: customer.pool,
    poolToUse: input.poolUse,
    eWalletToUse: 0,
    advantageNames: [],
  });
  if (!answer.ok) throw new CliError(`loyalty card ${card} refused: ${answer.error} (${REFUSALS[answer.error] ?? 'refused by the programme'})`);
  if (answer.value.poolUsed < input.poolUse) {
    throw new CliError(`pool use ${input.poolUse} cents refused: above the maximum, ${answer.value.poolUsed} cents (checkout 5: the customer's pool, ${customer.pool}, and the order without tip and discount)`);
  }
  return { loyaltyCard: customer.loyaltyCardNumber, pool: customer.pool, totals: { wanted: { pool: answer.value.poolUsed, eWallet: 0 }, customer: { pool: customer.pool, e_wallet_balance: customer.e_wallet_balance } } };
}
