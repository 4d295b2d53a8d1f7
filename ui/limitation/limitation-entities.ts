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

/** The address is anyone's to write: a list in it is read up to this many ids. */
const MAX_IDS_IN_ADDRESS = 100;

function idList(raw: string | null): number[] {
  const ids = (raw ?? '').split(',').filter((part) => /^\d{1,15}$/.test(part)).map(Number).filter((id) => id > 0 && Number.isSafeInteger(id));
  return [...new Set(ids)].slice(0, MAX_IDS_IN_ADDRESS);
}

/**
 * browsing 2.7 (issue 19): the entities written in the page's address, so that a reload, a restored tab
 * or the address opened again shows the same page (the router's state alone is lost with the tab).
 */
export function limitationEntitiesFromAddress(search: URLSearchParams): LimitationEntities | null {
  const productIds = idList(search.get('productIds'));
  const categoriesIds = idList(search.get('categoriesIds'));
  const timeSlotId = idList(search.get('timeSlotId'))[0] ?? null;
  if (productIds.length + categoriesIds.length === 0 && timeSlotId === null) return null;
  return { productIds, categoriesIds, timeSlotId };
}

/** The query that writes the entities in the address (what they hold only). */
export function limitationAddressQuery(entities: LimitationEntities): string {
  const { productIds = [], categoriesIds = [], timeSlotId = null } = entities;
  const query = [
    ...(productIds.length > 0 ? [`productIds=${productIds.slice(0, MAX_IDS_IN_ADDRESS).join(',')}`] : []),
    ...(categoriesIds.length > 0 ? [`categoriesIds=${categoriesIds.slice(0, MAX_IDS_IN_ADDRESS).join(',')}`] : []),
    ...(timeSlotId !== null ? [`timeSlotId=${timeSlotId}`] : []),
  ];
  return `?${query.join('&')}`;
}
