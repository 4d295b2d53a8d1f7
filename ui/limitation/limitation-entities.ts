import type { LimitationEntities } from '../../core/domain/order/order-rejection';

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isSafeInteger(id));

/**
 * browsing 2.7: the entities come in the router's state, which survives a reload and can be anything;
 * they are read without trusting them. Null when there are none (the page then goes Home).
 */
export function readLimitationEntities(routerState: unknown): LimitationEntities | null {
  const entities = (routerState as { entities?: Partial<Record<keyof LimitationEntities, unknown>> } | null)?.entities;
  if (!entities || typeof entities !== 'object') return null;
  const productIds = isIdList(entities.productIds) ? entities.productIds : [];
  const categoriesIds = isIdList(entities.categoriesIds) ? entities.categoriesIds : [];
  const timeSlotId = Number.isSafeInteger(entities.timeSlotId) ? (entities.timeSlotId as number) : null;
  if (productIds.length + categoriesIds.length === 0 && timeSlotId === null) return null;
  return { productIds, categoriesIds, timeSlotId };
}
