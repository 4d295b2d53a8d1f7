import type { ProductOption } from '../../core/domain/catalogue/catalogue';
import { optionRules } from '../../core/domain/catalogue/option-rules';
import type { FormatMoney } from './money-format';

/** browsing 4-5 in words, as core's optionRules reads the option (the compose dialog reads it the same way). */
export function optionRule(option: ProductOption, money: FormatMoney): string {
  const rules = optionRules(option);
  const need = rules.mandatory ? 'required' : 'optional';
  if (rules.choice === 'single') return `${need}, choose 1`;
  if (rules.includedItems !== null && rules.extraItemPrice !== null) {
    return `${need}, ${rules.includedItems} included, +${money(rules.extraItemPrice)} each beyond ${rules.includedItems}`;
  }
  return rules.maxItems !== null ? `${need}, up to ${rules.maxItems}` : `${need}, choose any`;
}
