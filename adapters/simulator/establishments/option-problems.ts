import type { ProductOption } from '../../../core/domain/catalogue/catalogue';
import { optionRules } from '../../../core/domain/catalogue/option-rules';
import type { ConsistencyProblem } from './consistency-problem';

/**
 * Issue 22.15: options whose defaults or items the product sheet could not honour (browsing 4 and 5).
 * A single choice pre-selects one item, so a second default would be dropped without a word; defaults
 * beyond a hard maximum make the product's first selection one the basket refuses; a mandatory option
 * with nothing to choose makes every product that uses it impossible to order. The maximum is read by
 * the core's own rule (optionRules), so the file means what the sheet does.
 */
function problemsOf(option: ProductOption, at: string): ConsistencyProblem[] {
  const problems: ConsistencyProblem[] = [];
  const defaults = option.product_option_items.filter((item) => item.byDefault);
  if (option.mandatory && option.product_option_items.length === 0) {
    problems.push({ field: `${at}.product_option_items`, message: 'a mandatory option has at least one item to choose: add items, or write "mandatory": false' });
  }
  if (!option.multiple && defaults.length > 1) {
    const second = option.product_option_items.indexOf(defaults[1]!);
    problems.push({
      field: `${at}.product_option_items.${second}.byDefault`,
      message: `a single choice ("multiple": false) has one default at most, and item ${defaults[0]!.id} is already one: remove this "byDefault": true, or write "multiple": true`,
    });
  }
  const { maxItems } = optionRules(option);
  if (maxItems !== null && defaults.length > maxItems) {
    problems.push({
      field: `${at}.max_number`,
      message: `${defaults.length} items are chosen by default but at most ${maxItems} can be chosen: write "max_number": ${defaults.length} or fewer "byDefault": true`,
    });
  }
  return problems;
}

export function optionProblems(options: readonly ProductOption[]): ConsistencyProblem[] {
  return options.flatMap((option, index) => problemsOf(option, `catalogue.options.${index}`));
}
