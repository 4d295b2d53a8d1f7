import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import { isOrderTypeId } from '../../core/domain/order-type/order-type';

/**
 * The options of `ordering basket price`, declared and parsed here only, with issue 18's loyalty
 * options beside the promo code (`--loyalty-card N`, `--pool-use AMOUNT`).
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
  /** Issue 18: the loyalty customer's card (checkout 7 "Loyalty by card number"). */
  readonly loyaltyCard?: string;
  /** Issue 18: the pool to use, in cents (typed as an amount: 2.50), bounded by the programme (checkout 5). */
  readonly poolUse?: number;
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

/** A card number is typed by a person: bounded, printable, not empty (the programme judges it). */
function parseLoyaltyCard(value: string): string {
  const card = value.trim();
  if (card === '' || card.length > 64 || !/^[\p{L}\p{N}_-]+$/u.test(card)) throw new InvalidArgumentError('expected a loyalty card number of letters, digits, - or _ (at most 64), such as CMPT-1001');
  return card;
}

/** checkout 5: a pool use is an amount of at least 0 with at most two decimals, e.g. 2.50; kept in cents. */
function parsePoolUse(value: string): number {
  const typed = value.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(typed)) throw new InvalidArgumentError('expected an amount of at least 0 with at most two decimals, such as 2.50');
  return Math.round(Number(typed) * 100);
}

export function declareBasketPriceOptions(command: Command): Command {
  return command
    .requiredOption('--restaurant <id>', 'the restaurant whose menu prices the basket, e.g. le-comptoir')
    .requiredOption('--file <basket.json>', 'the basket, e.g. cli/examples/formula-basket.json')
    .option('--lang <language>', 'language of the names and of the prices', parseLanguage, 'fr')
    .option('--promo <code>', 'a promo code, checked by the platform (issue 18): prints its discount and the amount to pay', parsePromoCode)
    .option('--order-type <n>', 'the order type: 1 on place, 2 delivery, 3 take away, 5 room delivery (delivery cost, the code\'s order types)', parseOrderType)
    .option('--email <address>', 'who orders, for a code kept for one customer')
    .option('--loyalty-card <number>', 'a loyalty card (issue 18): the customer the pool is taken from, e.g. CMPT-1001', parseLoyaltyCard)
    .option('--pool-use <amount>', 'the pool to use, e.g. 2.50, with --loyalty-card: bounded by the customer\'s pool and the order (checkout 5)', parsePoolUse);
}
