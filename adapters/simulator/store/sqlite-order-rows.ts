import type { OrderStatusName, StoredOrder } from './simulator-store';

/** An order as the orders table holds it (sqlite-simulator-store.ts). */
export interface OrderRow {
  order_number: string;
  restaurant_id: string;
  display_number: string;
  business_day: string;
  placed_at: string;
  payload: string;
  priced: string;
  step_index: number;
  canceled: number;
  status: string;
  finished: number;
  updated_at: string;
  idempotency_key: string | null;
  amounts: string | null;
}

export function orderFromRow(row: OrderRow): StoredOrder {
  return {
    orderNumber: row.order_number,
    restaurantId: row.restaurant_id,
    displayNumber: row.display_number,
    businessDay: row.business_day,
    placedAt: row.placed_at,
    payload: JSON.parse(row.payload) as StoredOrder['payload'],
    priced: JSON.parse(row.priced) as StoredOrder['priced'],
    stepIndex: row.step_index,
    canceled: row.canceled === 1,
    status: row.status as OrderStatusName,
    finished: row.finished === 1,
    updatedAt: row.updated_at,
    idempotencyKey: row.idempotency_key,
    amounts: row.amounts === null ? null : (JSON.parse(row.amounts) as StoredOrder['amounts']),
  };
}
