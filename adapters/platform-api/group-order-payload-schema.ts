import * as v from 'valibot';
import type { GroupOrderPayload } from '../../core/domain/group/group-order';
import { ORDER_LIMITS } from '../../core/domain/order/order-limits';
import { hasForbiddenCharacter } from '../../core/domain/text/text-policy';
import { orderPayloadSchema } from './order-payload-schema';
import { FORBIDDEN_CHARACTER_MESSAGE } from './text-schemas';

/** Ours: the outlets one group order may hold (a food hall has a few counters, not hundreds). */
export const GROUP_ORDER_MAX_CHILDREN = 20;

const childToken = v.pipe(
  v.string(),
  v.minLength(1, 'a child restaurant token is required'),
  v.maxLength(ORDER_LIMITS.text.shortId),
  v.check((text) => !hasForbiddenCharacter(text, 'line'), FORBIDDEN_CHARACTER_MESSAGE),
);
const { products } = orderPayloadSchema.entries;

/**
 * checkout 3 and 7: the payload of POST order/multiRestaurant, the order payload with its `orders` list
 * (core group-order.ts): each child's lines (at least one each, checkout 3's bounds for each), and the
 * top-level products carrying the count of every unit and no line of its own.
 */
export const groupOrderPayloadSchema = v.object({
  ...orderPayloadSchema.entries,
  products: v.object({
    count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ORDER_LIMITS.totalQuantity)),
    data: v.pipe(v.array(v.unknown()), v.maxLength(0, 'the lines of a group order are in its orders, each under its child')),
  }),
  orders: v.pipe(v.array(v.object({ restaurant_child_token: childToken, products })), v.minLength(1, 'a group order holds at least one child order'), v.maxLength(GROUP_ORDER_MAX_CHILDREN)),
});

export const groupPayloadTypeMatches = (parsed: v.InferOutput<typeof groupOrderPayloadSchema>): GroupOrderPayload => ({ ...parsed, products: { count: parsed.products.count, data: [] } });

export type GroupPayloadCheck = { ok: true; payload: GroupOrderPayload } | { ok: false; field: string; message: string };

export function checkGroupOrderPayload(body: unknown): GroupPayloadCheck {
  const result = v.safeParse(groupOrderPayloadSchema, body);
  if (result.success) return { ok: true, payload: groupPayloadTypeMatches(result.output) };
  const [issue] = result.issues;
  return { ok: false, field: v.getDotPath(issue) ?? 'body', message: issue.message };
}
