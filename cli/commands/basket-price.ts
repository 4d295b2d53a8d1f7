import type { Command } from 'commander';
import { resolve } from 'node:path';
import { BASKET_STORE, USE_CASES } from '../../config/use-case-tokens';
import type { Basket } from '../../core/domain/basket/basket';
import type { Result } from '../../core/domain/result';
import type { AddFormulaToBasket } from '../../core/use-cases/basket/add-formula-to-basket';
import type { AddToBasket } from '../../core/use-cases/basket/add-to-basket';
import type { BasketStore } from '../../core/use-cases/basket/basket-store';
import type { ComputeCheckoutTotals } from '../../core/use-cases/checkout/compute-checkout-totals';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { moneyFormatter } from '../output/money-format';
import { printable, printableJson } from '../output/printable-text';
import type { BasketFileLine } from './basket-file';
import { readBasketFile } from './basket-file';
import { loadRestaurantMenu } from './restaurant-menu';
import { basketText, pricedBasket } from './basket-view';
import type { BasketPriceOptions } from './basket-price-options';
import { declareBasketPriceOptions } from './basket-price-options';
import { checkedPromotion, discountsText, pricedDiscounts } from './basket-promo';
import type { CheckPromoCode } from '../../core/use-cases/promotion/check-promo-code';
import type { CalculateLoyaltyOrder } from '../../core/use-cases/loyalty/calculate-loyalty-order';
import type { ConnectLoyalty } from '../../core/use-cases/loyalty/connect-loyalty';
import { pricedLoyalty } from './basket-loyalty';

/** What each refusal of a basket rule means, after its message key (the storefront's text is in ui/locales). */
const RULES: Readonly<Record<string, string>> = {
  product_not_found: 'no such product or formula on the menu',
  product_unavailable: 'it cannot be ordered now: sold out, unavailable or for information only, browsing 3-4',
  missing_mandatory_options: 'a mandatory option is not chosen, browsing 5',
  invalid_options: 'these options do not fit the product, browsing 4-5',
  formula_selection_incomplete: 'the steps picked equal no price choice of the formula, browsing 4',
  dish_not_offered_at_step: 'this dish is not offered at this step of the formula, browsing 4',
  basket_limit_total_products: 'the order would pass the restaurant\'s total product count limit, browsing 5',
  basket_limit_product: 'the order would pass this product\'s limit, browsing 5',
  basket_limit_category: 'the order would pass the limit of this product\'s category, browsing 5',
  basket_closed_in_consultative_mode: 'the restaurant is in consultative mode: its menu is for information only, browsing 4',
};

/**
 * `ordering basket price`: fills a basket from a file through the same use cases as the storefront
 * (AddToBasket, AddFormulaToBasket: every option, formula and basket rule) and prints its lines, the
 * extra cost of each choice and the total. A line a rule refuses stops it with the rule's message key.
 */
export function registerBasketPriceCommand(basket: Command, io: CliIo): void {
  declareBasketPriceOptions(
    basket
      .command('price')
      .description('price a basket file (products with options, formulas with their dishes) as the storefront would, with a promo code\'s discount and the amount to pay; a refused line or code gives its rule\'s message key'),
  ).action(async (options: BasketPriceOptions, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const lines = await readBasketFile(resolve(io.cwd, options.file));
      await withBackend(globals, async (backend) => {
        const { container } = backend;
        const menu = await loadRestaurantMenu(backend, options.restaurant);
        const restaurantId = menu.settings.id;
        const addToBasket = container.get<AddToBasket>(USE_CASES.addToBasket);
        const addFormulaToBasket = container.get<AddFormulaToBasket>(USE_CASES.addFormulaToBasket);
        let filled: Basket = container.get<BasketStore>(BASKET_STORE).empty(restaurantId);
        for (const [index, line] of lines.entries()) {
          const added: Result<Basket, string> = addLine(line, { restaurantId, catalogue: menu.catalogue, settings: menu.settings, addToBasket, addFormulaToBasket });
          if (!added.ok) throw new CliError(`basket line ${index + 1} (product ${line.product_id}) refused: ${added.error}${RULES[added.error] ? ` (${RULES[added.error]})` : ''}`);
          filled = added.value;
        }
        // Issue 18: the code is the platform's to judge (checkout 7); its discount is core's (ComputeTotals), as in the storefront.
        const promotions =
          options.promo === undefined
            ? []
            : [await checkedPromotion(container.get<CheckPromoCode>(USE_CASES.checkPromoCode), { settings: menu.settings, basket: filled, code: options.promo, orderTypeId: options.orderType, email: options.email ?? '' })];
        // Issue 18: the pool is the programme's to bound (checkout 7 "Order calculation"); the totals take what it took.
        if (options.poolUse !== undefined && options.loyaltyCard === undefined) throw new CliError('--pool-use needs --loyalty-card: the pool is a loyalty customer\'s');
        const loyaltyUseCases = { connect: container.get<ConnectLoyalty>(USE_CASES.connectLoyalty), calculate: container.get<CalculateLoyaltyOrder>(USE_CASES.calculateLoyaltyOrder) };
        const loyalty = options.loyaltyCard === undefined ? null : await pricedLoyalty(loyaltyUseCases, { settings: menu.settings, basket: filled, card: options.loyaltyCard, poolUse: options.poolUse ?? 0, orderTypeId: options.orderType });
        const totals = container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals).execute({ basket: filled, settings: menu.settings, orderTypeId: options.orderType ?? null, promotions, ...(loyalty && { loyalty: loyalty.totals }) });
        const priced = pricedBasket(restaurantId, filled.basketProducts, menu.catalogue, totals.total, options.lang);
        const discounts = { ...pricedDiscounts(totals, menu.catalogue, options.lang), ...(loyalty && { loyalty_card: loyalty.loyaltyCard, pool: loyalty.pool, pool_used: totals.poolUsed }) };
        if (globals.json) {
          io.out(printableJson({ ...priced, ...discounts }, 2));
          return;
        }
        const money = moneyFormatter(menu.settings.currency, menu.settings.config.nb_decimal_price, options.lang);
        io.out(`Basket at ${printable(menu.settings.restaurant_name)} (${printable(restaurantId)})`);
        io.out(basketText(priced, money));
        if (promotions.length > 0 || discounts.delivery_cost > 0 || loyalty) io.out(discountsText(discounts, money));
      });
    });
}

function addLine(
  line: BasketFileLine,
  context: { restaurantId: string; catalogue: Parameters<AddToBasket['execute']>[0]['catalogue']; settings: Parameters<AddToBasket['execute']>[0]['settings']; addToBasket: AddToBasket; addFormulaToBasket: AddFormulaToBasket },
): Result<Basket, string> {
  const { restaurantId, catalogue, settings } = context;
  if (line.type === 'menu') {
    return context.addFormulaToBasket.execute({ restaurantId, catalogue, settings, formulaId: line.product_id, picks: line.products, quantity: line.nb });
  }
  return context.addToBasket.execute({ restaurantId, catalogue, settings, productId: line.product_id, selection: line.options, quantity: line.nb });
}
