import type { Cents } from '../money/money';
import type { ProductOption } from './catalogue';
import { chargesExtras as optionChargesExtras } from './option-selection';

/** What a customer must know about an option before choosing in it (browsing 4 and 5). */
export interface OptionRules {
  /** A single choice is one pick (radio); a multiple one any number within its rules (checkboxes). */
  readonly choice: 'single' | 'multiple';
  readonly mandatory: boolean;
  /** browsing 5: the hard maximum of a multiple option without additional price; null when none. */
  readonly maxItems: number | null;
  /** browsing 4: how many items are included before each further one costs `extraItemPrice`; null when no extra is charged. */
  readonly includedItems: number | null;
  readonly extraItemPrice: Cents | null;
}

/**
 * The rules of option-selection.ts told as a summary the screen can show. It reads the option the same
 * way as option-selection's rules (it asks them): extras are charged when a non-zero additional price
 * is active and max_number is not 0; otherwise max_number caps a multiple option.
 */
export function optionRules(option: ProductOption): OptionRules {
  const chargesExtras = optionChargesExtras(option);
  const multiple = option.multiple;
  return {
    choice: multiple ? 'multiple' : 'single',
    mandatory: option.mandatory,
    maxItems: multiple && option.max_number > 0 && !chargesExtras ? option.max_number : null,
    includedItems: multiple && chargesExtras ? option.max_number : null,
    extraItemPrice: multiple && chargesExtras ? option.additional_price : null,
  };
}
