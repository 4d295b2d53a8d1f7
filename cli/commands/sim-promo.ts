import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import type { SimulatorAdmin, StagedPromotionView } from '../../config/node-container';
import { SIMULATOR_ADMIN } from '../../config/node-container';
import { DISCOUNT_TYPES, promotionalPhrase } from '../../core/domain/promotion/promotion';
import type { DiscountType } from '../../core/domain/promotion/promotion';
import { asGatewayError } from '../../core/ports/gateway-error';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { printable, printableJson } from '../output/printable-text';

function discountType(raw: string): DiscountType {
  if (!DISCOUNT_TYPES.includes(raw as DiscountType)) throw new InvalidArgumentError(`a type is one of ${DISCOUNT_TYPES.join(', ')}`);
  return raw as DiscountType;
}

function wholeNumber(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new InvalidArgumentError('expected a whole number, e.g. 3');
  return Number(raw);
}

/** An amount in the restaurant's main unit (20.00), kept as integer cents. */
function amount(raw: string): number {
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(raw)) throw new InvalidArgumentError('expected an amount such as 20.00');
  return Math.round(Number(raw.replace(',', '.')) * 100);
}

function idList(raw: string): number[] {
  if (!/^\d{1,9}(,\d{1,9})*$/.test(raw)) throw new InvalidArgumentError('expected ids separated by commas, e.g. 1101,1102');
  return raw.split(',').map(Number);
}

export interface PromoCreateOptions {
  readonly restaurant: string;
  readonly code: string;
  readonly type: DiscountType;
  readonly discount?: string;
  readonly buy?: number;
  readonly gift?: number[];
  readonly minimum?: number;
  readonly products?: number[];
  readonly orderTypes?: number[];
  readonly maxUsages?: number;
  readonly maxUsagesPerCustomer?: number;
  readonly from?: string;
  readonly until?: string;
  readonly phraseFr?: string;
  readonly phraseEn?: string;
}

/**
 * The promotion the options describe, as an establishment file gives it; the simulator checks the rest
 * (and names the field). `--discount` is per cent for percent, an amount (3.00) for currency, free units
 * for quantity; gifts take `--gift` instead.
 */
export function promotionOf(options: PromoCreateOptions, id: number): Record<string, unknown> {
  const { type } = options;
  if (type === 'gifts' ? options.gift === undefined : options.discount === undefined) throw new CliError(type === 'gifts' ? 'gifts need --gift <productIds>' : `${type} needs --discount`);
  if ((type === 'quantity') !== (options.buy !== undefined)) throw new CliError(type === 'quantity' ? 'quantity needs --buy <units>' : '--buy is for the quantity type only');
  const discount = options.discount;
  const discountValue =
    discount === undefined ? undefined : type === 'currency' ? amount(discount) : type === 'percent' ? Number(discount.replace(',', '.')) : wholeNumber(discount);
  if (discountValue !== undefined && Number.isNaN(discountValue)) throw new CliError('--discount is a number, e.g. 10 or 12.5');
  const translations = [
    ...(options.phraseFr !== undefined ? [{ localeId: 'fr', promotionalPhrase: options.phraseFr }] : []),
    ...(options.phraseEn !== undefined ? [{ localeId: 'en', promotionalPhrase: options.phraseEn }] : []),
  ];
  return {
    id,
    code: options.code,
    discount_type: type,
    ...(discountValue !== undefined && type !== 'gifts' && { discount: discountValue }),
    ...(options.buy !== undefined && { buy_quantity: options.buy }),
    ...(options.gift !== undefined && { products_offered: options.gift.map((productId) => ({ product_id: productId, quantity: 1 })) }),
    ...(options.minimum !== undefined && { minimum_price: options.minimum }),
    ...(options.products !== undefined && { matching_product_ids: options.products }),
    ...(options.orderTypes !== undefined && { order_type_ids: options.orderTypes }),
    ...(options.maxUsages !== undefined && { max_usages: options.maxUsages }),
    ...(options.maxUsagesPerCustomer !== undefined && { max_usages_per_customer: options.maxUsagesPerCustomer }),
    ...(options.from !== undefined && { valid_from: options.from }),
    ...(options.until !== undefined && { valid_until: options.until }),
    translations,
  };
}

function discountText(promotion: StagedPromotionView): string {
  switch (promotion.discount_type) {
    case 'percent':
      return `${promotion.discount} %`;
    case 'currency':
      return `${(promotion.discount / 100).toFixed(2)} off`;
    case 'quantity':
      return `${promotion.discount} free for every ${promotion.buy_quantity}`;
    case 'gifts':
      return `gift ${promotion.products_offered.map((offered) => `${offered.quantity}× ${offered.product_id}`).join(', ')}`;
  }
}

/** One promotion on one line: code, type and discount, state, uses, where it comes from, its phrase. */
export function promotionLine(promotion: StagedPromotionView): string {
  const uses = `${promotion.usages}${promotion.max_usages === null ? '' : `/${promotion.max_usages}`} uses`;
  const phrase = promotionalPhrase(promotion, 'en');
  return printable(
    `${promotion.code} (${promotion.discount_type}, ${discountText(promotion)}) ${promotion.active ? 'active' : 'disabled'}, ${uses}, ${promotion.origin}${phrase ? `: ${phrase}` : ''}`,
  );
}

async function staged<T>(command: Command, io: CliIo, call: (admin: SimulatorAdmin) => Promise<T>, text: (answer: T) => string): Promise<void> {
  const globals = command.optsWithGlobals<GlobalOptions>();
  await withBackend(globals, async (backend) => {
    let answer: T;
    try {
      answer = await answeredInTime(backend, call(backend.container.get<SimulatorAdmin>(SIMULATOR_ADMIN)));
    } catch (error) {
      if (error instanceof CliError) throw error;
      const { message, field } = asGatewayError(error);
      throw new CliError(printable(field === undefined ? message : `${field}: ${message}`));
    }
    io.out(globals.json ? printableJson(answer, 2) : text(answer));
  });
}

/** `ordering sim promo create|list|disable` (issue 18): stage an establishment's promo codes on the simulator. */
export function registerSimPromoCommand(sim: Command, io: CliIo): void {
  const promo = sim.command('promo').description("an establishment's promo codes on the simulator (checkout 3 \"Promotion\", 8)");
  promo
    .command('list')
    .description('print every promo code of a restaurant, active or not')
    .requiredOption('--restaurant <id>', 'e.g. le-comptoir')
    .action(async (options: { restaurant: string }, command: Command) =>
      staged(command, io, (admin) => admin.promotions(options.restaurant), (list) => (list.length === 0 ? `No promo code at ${printable(options.restaurant)}.` : list.map(promotionLine).join('\n'))),
    );
  promo
    .command('create')
    .description('add a promo code (staged: gone with sim reset)')
    .requiredOption('--restaurant <id>', 'e.g. le-comptoir')
    .requiredOption('--code <code>', 'letters, digits, - and _, e.g. NOEL')
    .requiredOption('--type <type>', DISCOUNT_TYPES.join(', '), discountType)
    .option('--discount <n>', 'per cent (percent), an amount such as 3.00 (currency), free units (quantity)')
    .option('--buy <units>', 'quantity: the units bought for --discount of them free', wholeNumber)
    .option('--gift <productIds>', 'gifts: the products offered, e.g. 1402', idList)
    .option('--minimum <amount>', 'the smallest subtotal, e.g. 20.00', amount)
    .option('--products <ids>', 'the products or formulas it is for (default: all)', idList)
    .option('--order-types <ids>', 'the order types it is for: 1 on place, 2 delivery, 3 take away, 5 room (default: all)', idList)
    .option('--max-usages <n>', 'uses in all', wholeNumber)
    .option('--max-usages-per-customer <n>', 'uses per customer', wholeNumber)
    .option('--from <date>', 'first day, e.g. 2026-12-01')
    .option('--until <date>', 'last day, included, e.g. 2026-12-31')
    .option('--phrase-fr <text>', 'the promotional phrase in French')
    .option('--phrase-en <text>', 'the promotional phrase in English')
    .action(async (options: PromoCreateOptions, command: Command) =>
      staged(
        command,
        io,
        async (admin) => {
          const ids = (await admin.promotions(options.restaurant)).map((promotion) => promotion.id);
          return admin.createPromotion(options.restaurant, promotionOf(options, Math.max(0, ...ids) + 1));
        },
        (created) => `Promo code created at ${printable(options.restaurant)}: ${promotionLine(created)}`,
      ),
    );
  promo
    .command('disable')
    .description('disable a promo code: it reads as invalid_promo_code from now on (checkout 8)')
    .argument('<code>', 'e.g. BURGER3')
    .requiredOption('--restaurant <id>', 'e.g. le-comptoir')
    .action(async (code: string, options: { restaurant: string }, command: Command) =>
      staged(command, io, (admin) => admin.disablePromotion(options.restaurant, code), (disabled) => `Promo code disabled: ${promotionLine(disabled)}`),
    );
}
