import { createHash } from 'node:crypto';
import { parseJsonText } from '../input/json-file';
import { CliError } from '../cli-error';

/** What an exported line says of the order at its source (`ordering orders export`); a bare payload says nothing. */
export interface RecordedOrder {
  readonly orderNumber: string;
  /** Its status at the source when exported: sent, validated, ready, picked_up, delivered or canceled. */
  readonly status: string | null;
}

/** One order to replay, from one line of the file. */
export interface ReplayOrder {
  /** Its line in the file, from 1, for the summary. */
  readonly line: number;
  readonly restaurantId: string;
  /** The payload as recorded; the target judges it. */
  readonly payload: unknown;
  /**
   * The same for the same recorded order on every run, so that a replay interrupted and started again
   * sends nothing twice: the target answers a repeated key with its first answer. It is the key the order
   * was taken under at its source when it had one, else one derived from its order number.
   */
  readonly idempotencyKey: string;
  readonly recorded: RecordedOrder | null;
}

export type ReplayLine = ReplayOrder | { readonly line: number; readonly unreadable: string };

/** The platform's Idempotency-Key shape (1 to 100 of these characters): a recorded key of another shape is not reused. */
const KEY_SHAPE = /^[A-Za-z0-9._:-]{1,100}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function keyOf(restaurantId: string, identity: string): string {
  return `replay-${createHash('sha256').update(`${restaurantId}\n${identity}`).digest('hex').slice(0, 40)}`;
}

/**
 * Reads one line: an order as `ordering orders export` writes it (restaurant_id, order_number, payload),
 * or a bare order payload (checkout 3) whose restaurant_id names the restaurant. Errors name the line,
 * never its content.
 */
function readLine(text: string, line: number): ReplayLine {
  let value: unknown;
  try {
    value = parseJsonText(text, `line ${line}`);
  } catch (error) {
    // The line is parsed alone: its own "line 1" would only confuse.
    return { line, unreadable: error instanceof CliError ? error.message.replace(/: line 1, column /, ': column ') : `line ${line} is not valid JSON` };
  }
  if (!isRecord(value)) return { line, unreadable: `line ${line} is not a JSON object` };
  const exported = isRecord(value.payload);
  const payload = exported ? value.payload : value;
  const restaurantId = exported ? value.restaurant_id : (payload as Record<string, unknown>).restaurant_id;
  if (typeof restaurantId !== 'string' || restaurantId === '') return { line, unreadable: `line ${line} names no restaurant_id` };
  const orderNumber = exported && typeof value.order_number === 'string' && value.order_number !== '' ? value.order_number : null;
  const identity = orderNumber === null ? `payload ${text.trim()}` : `order ${orderNumber}`;
  const recordedKey = typeof value.idempotency_key === 'string' && KEY_SHAPE.test(value.idempotency_key) ? value.idempotency_key : null;
  return {
    line,
    restaurantId,
    payload,
    idempotencyKey: (orderNumber !== null && recordedKey) || keyOf(restaurantId, identity),
    recorded: orderNumber === null ? null : { orderNumber, status: typeof value.status === 'string' ? value.status : null },
  };
}

/** Every non-empty line of a JSON lines file, read. */
export function readReplayLines(text: string): ReplayLine[] {
  return text
    .split('\n')
    .map((content, index) => ({ content, line: index + 1 }))
    .filter(({ content }) => content.trim() !== '')
    .map(({ content, line }) => readLine(content, line));
}
