import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Promotion } from '../../../core/domain/promotion/promotion';
import { normalizePromoCode } from '../../../core/domain/promotion/promotion';
import type { LoyaltyBlock } from '../../platform-api/loyalty-api';
import type { ConsistencyProblem } from '../establishments/consistency-problem';

/**
 * An establishment file's `loyalty` block: each advantage named once, its codePromo one of the file's
 * promotions; each card and phone once, a phone valid (libphonenumber-js); the advantages a customer has
 * are the programme's; a customer without an account needs the programme's create_account_url
 * (checkout 8: invalid_user comes with a url).
 */
export function loyaltyProblems(loyalty: LoyaltyBlock | undefined, promotions: readonly Promotion[]): ConsistencyProblem[] {
  if (!loyalty) return [];
  const problems: ConsistencyProblem[] = [];
  const codes = new Set(promotions.map((promotion) => normalizePromoCode(promotion.code)));
  const names = new Set<string>();
  loyalty.advantages.forEach((advantage, index) => {
    const at = `loyalty.advantages.${index}`;
    if (names.has(advantage.name)) problems.push({ field: `${at}.name`, message: `the advantage ${advantage.name} is given twice` });
    names.add(advantage.name);
    if (advantage.codePromo !== '' && !codes.has(normalizePromoCode(advantage.codePromo))) {
      problems.push({ field: `${at}.codePromo`, message: `no promotion ${advantage.codePromo} in the promotions block` });
    }
  });
  const cards = new Set<string>();
  const phones = new Set<string>();
  loyalty.customers.forEach((customer, index) => {
    const at = `loyalty.customers.${index}`;
    if (cards.has(customer.card_number)) problems.push({ field: `${at}.card_number`, message: `the card ${customer.card_number} is given twice` });
    cards.add(customer.card_number);
    if (customer.phone !== undefined) {
      if (!parsePhoneNumberFromString(customer.phone)?.isValid()) problems.push({ field: `${at}.phone`, message: `${customer.phone} is no valid phone number` });
      if (phones.has(customer.phone)) problems.push({ field: `${at}.phone`, message: `the phone ${customer.phone} is given twice` });
      phones.add(customer.phone);
    }
    customer.advantages.forEach((name, nameIndex) => {
      if (!names.has(name)) problems.push({ field: `${at}.advantages.${nameIndex}`, message: `no advantage ${name} in loyalty.advantages` });
    });
    if (!customer.account && loyalty.create_account_url === null) {
      problems.push({ field: `${at}.account`, message: 'a customer without an account needs loyalty.create_account_url' });
    }
  });
  return problems;
}
