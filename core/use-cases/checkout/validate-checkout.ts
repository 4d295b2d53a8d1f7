import type { Basket } from '../../domain/basket/basket';
import { computeBasketTotals } from '../../domain/basket/basket-totals';
import type { CheckoutBlockKey } from '../../domain/checkout/checkout-blocking';
import { checkoutBlock } from '../../domain/checkout/checkout-blocking';
import type { CheckoutForm } from '../../domain/checkout/checkout-form';
import type { CheckoutProblem } from '../../domain/checkout/checkout-validation';
import { validateCheckout } from '../../domain/checkout/checkout-validation';
import type { RestaurantSettings } from '../../domain/restaurant/restaurant-settings';

export interface ValidateCheckoutInput {
  readonly settings: RestaurantSettings;
  readonly basket: Basket;
  readonly form: CheckoutForm;
  /** A browser must have a cookie choice (checkout 5); a terminal has none to make. */
  readonly cookieChoiceMade: boolean;
}

export interface CheckoutVerdict {
  /** checkout 5: why the checkout cannot even open, or null. */
  readonly block: CheckoutBlockKey | null;
  /** checkout 5: every rule the form breaks, with its message key. */
  readonly problems: readonly CheckoutProblem[];
  /** The message keys that stop the order, the block first. */
  readonly keys: readonly string[];
}

/** checkout 5: what stops an order, before anything is sent: the blocked-checkout cases and every validation rule. */
export class ValidateCheckout {
  execute(input: ValidateCheckoutInput): CheckoutVerdict {
    const { settings, basket, form } = input;
    const orderType = settings.orderTypes.find((type) => type.id === form.orderTypeId) ?? null;
    const block = checkoutBlock(settings, {
      itemCount: basket.basketProducts.length,
      orderTypeCount: settings.orderTypes.length,
      orderTypeId: form.orderTypeId,
      cookieChoiceMade: input.cookieChoiceMade,
    });
    const problems = validateCheckout(form, settings, computeBasketTotals(basket, orderType));
    const keys = [...new Set([...(block ? [block] : []), ...problems.map((problem) => problem.key)])];
    return { block, problems, keys };
  }
}
