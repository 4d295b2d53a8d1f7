import type { OrderErrorCode, OrderRejection } from '../../../core/domain/order/order-rejection';
import { ORDER_ERROR_CODES } from '../../../core/domain/order/order-rejection';
import { SimulatorError } from './simulator-error';

/**
 * Issue 7: QA and support stage what the platform answers the next order of a restaurant, to see every
 * row of the error catalogue (checkout 8) on a real storefront: each refusal `err`, or a server failure.
 */
export const STAGEABLE_ORDER_OUTCOMES = [...ORDER_ERROR_CODES, 'server_error'] as const;
export type StageableOrderOutcome = (typeof STAGEABLE_ORDER_OUTCOMES)[number];

export interface StagedOrderOutcome {
  readonly outcome: StageableOrderOutcome;
  /** What a black or white list names, or a promotion error's code (checkout 8: `data`). */
  readonly data?: string;
}

const MAX_DATA_LENGTH = 100;
// Printable text only: the data reaches a customer's page and a support terminal.
const PRINTABLE = /^[^\p{Cc}\p{Cf}]*$/u;

export function isStageableOrderOutcome(value: unknown): value is StageableOrderOutcome {
  return typeof value === 'string' && (STAGEABLE_ORDER_OUTCOMES as readonly string[]).includes(value);
}

/** The staging request as it came over the wire, bounded like any input of the simulator. */
export function readStagedOrderOutcome(body: unknown): StagedOrderOutcome {
  const { outcome, data } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!isStageableOrderOutcome(outcome)) throw new SimulatorError('bad_request', `outcome is one of ${STAGEABLE_ORDER_OUTCOMES.join(', ')}`, 'outcome');
  if (data === undefined || data === null) return { outcome };
  if (typeof data !== 'string' || data.length > MAX_DATA_LENGTH || !PRINTABLE.test(data)) {
    throw new SimulatorError('bad_request', `data is printable text of at most ${MAX_DATA_LENGTH} characters`, 'data');
  }
  return { outcome, data };
}

/** What the refused order held, for the entities of its refusal. */
export interface OrderedEntities {
  readonly productIds: readonly number[];
  readonly categoryIds: readonly number[];
  /** The order's time slot, if it chose one (browsing 2.7: a full slot's page shows it). */
  readonly timeSlotId?: number | null;
}

/**
 * The refusal the platform gives for a staged error, with the entities checkout 8 says it carries: the
 * order's own products for a stock error, and its products and categories for a limitation.
 */
export function stagedRejection(staged: StagedOrderOutcome & { readonly outcome: OrderErrorCode }, ordered: OrderedEntities): OrderRejection {
  const message = 'staged with sim order-error';
  const data = staged.data === undefined ? {} : { data: staged.data };
  switch (staged.outcome) {
    case 'stock_error':
      return { err: 'stock_error', entities: { quantityIds: [], productIds: ordered.productIds, optionItemIds: [] }, message };
    case 'limitation_products':
      return { err: staged.outcome, entities: { productIds: ordered.productIds, categoriesIds: [] }, field: 'products', message };
    case 'limitation_categories':
      return { err: staged.outcome, entities: { productIds: ordered.productIds, categoriesIds: ordered.categoryIds }, field: 'products', message };
    case 'limitation_order':
      // browsing 2.7 and 3: the full slot is the order's own (limitation entities: timeSlotId).
      return { err: staged.outcome, entities: { productIds: [], categoriesIds: [], timeSlotId: ordered.timeSlotId ?? null }, message };
    default:
      return { err: staged.outcome, ...data, message };
  }
}
