import type { ProductOption } from '../../core/domain/catalogue/catalogue';
import type { FormatMoney } from './money-format';

/**
 * browsing 4-5 in words: a single choice takes one item; a multiple option with a maximum either
 * charges additional_price for every item beyond it, or stops at it; max_number 0 means no maximum.
 */
export function optionRule(option: ProductOption, money: FormatMoney): string {
  const need = option.mandatory ? 'required' : 'optional';
  if (!option.multiple) return `${need}, choose 1`;
  if (option.max_number === 0) return `${need}, choose any`;
  if (option.additionalPriceActive) {
    return `${need}, ${option.max_number} included, +${money(option.additional_price)} each beyond ${option.max_number}`;
  }
  return `${need}, up to ${option.max_number}`;
}
