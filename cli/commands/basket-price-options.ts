import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import { isOrderTypeId } from '../../core/domain/order-type/order-type';

/**
 * The options of `ordering basket price`, declared and parsed here only. Issue 18's loyalty part adds its
 * own beside the promo code (`--loyalty-card N`, `--pool-use AMOUNT`): a field below, its parser and its
 * declaration in `declareBasketPriceOptions`.
 */
export interface BasketPriceOptions {
  readonly restaurant: string;
  readonly file: string;
  readonly lang: string;
  /** Issue 18: a promo code checked by the platform (checkout 7), its discount in the totals. */
  readonly promo?: string;
  /** The order type the totals and the code are for (delivery cost, a code's order types); default: none for the totals, the restaurant's first for the code. */
  readonly orderType?: OrderTypeId;
  /** checkout 7 infos: who orders, for a code kept for one customer (infos_not_matching). */
  readonly email?: string;
}

function parseLanguage(value: string): string {
  try {
    return Intl.getCanonicalLocales(value)[0] ?? value;
  } catch {
    throw new InvalidArgumentError('expected a language code such as fr or en');
  }
}

function parseOrderType(value: string): OrderTypeId {
  const id = Number(value);
  if (!isOrderTypeId(id)) throw new InvalidArgumentError('expected an order type id: 1 on place, 2 delivery, 3 take away, 5 room delivery');
  return id;
}

/** A code is typed by a person: bounded, printable, not empty (the platform bounds it again). */
function parsePromoCode(value: string): string {
  const code = value.trim();
  if (code === '' || code.length > 64 || !/^[\p{L}\p{N}_-]+$/u.test(code)) throw new InvalidArgumentError('expected a promo code of letters, digits, - or _ (at most 64), such as BIENVENUE10');
  return code;
}

export function declareBasketPriceOptions(command: Command): Command {
  return command
    .requiredOption('--restaurant <id>', 'the restaurant whose menu prices the basket, e.g. le-comptoir')
    .requiredOption('--file <basket.json>', 'the basket, e.g. cli/examples/formula-basket.json')
    .option('--lang <language>', 'language of the names and of the prices', parseLanguage, 'fr')
    .option('--promo <code>', 'a promo code, checked by the platform (issue 18): prints its discount and the amount to pay', parsePromoCode)
    .option('--order-type <n>', 'the order type: 1 on place, 2 delivery, 3 take away, 5 room delivery (delivery cost, the code\'s order types)', parseOrderType)
    .option('--email <address>', 'who orders, for a code kept for one customer');
}
