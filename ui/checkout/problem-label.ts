import type { CheckoutProblem } from '../../core/domain/checkout/checkout-validation';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';

/** A restaurant's own name for the option (in its languages), or one of our message keys. */
export type MissingOptionName = { readonly kind: 'restaurant_text'; readonly text: LocalizedText } | { readonly kind: 'message'; readonly key: 'cutlery_count' };

/**
 * Issue 22.11: what a missing mandatory option of the checkout (checkout 5: a checkout option, or the
 * number of guests when cutlery is asked) is called, so that the problems' summary names it ("Choisissez :
 * Emballage") instead of "Des options obligatoires ne sont pas choisies."; null for any other problem.
 */
export function missingOptionName(problem: CheckoutProblem, settings: Pick<RestaurantSettings, 'checkout_input_options'>): MissingOptionName | null {
  if (problem.key !== 'missing_mandatory_options') return null;
  if (problem.field === 'cutlery') return { kind: 'message', key: 'cutlery_count' };
  const id = /^option-(\d+)$/.exec(problem.field)?.[1];
  const option = id === undefined ? undefined : settings.checkout_input_options.find((candidate) => candidate.id === Number(id));
  return option ? { kind: 'restaurant_text', text: option.name } : null;
}
