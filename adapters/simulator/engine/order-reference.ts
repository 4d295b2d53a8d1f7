import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { SimulatorStore, StoredOrder } from '../store/simulator-store';
import { SimulatorError } from './simulator-error';

/** A display number as a customer reads it out: an optional prefix, then its digits (CH-042, 042, 42). */
const DISPLAY_REFERENCE = /^(?<prefix>.*?)(?<digits>\d{1,9})$/u;

function displayNumberOf(digits: string): string {
  return String(Number(digits)).padStart(3, '0');
}

/**
 * The order a support reference names: an order number first; else a display number, whose prefix,
 * when given, must be the establishment's. A display number is unique per establishment and day, so the
 * latest day's order is meant; two establishments with that number need --restaurant to tell them apart.
 */
export function resolveOrderReference(
  store: SimulatorStore,
  settingsOf: (id: RestaurantId) => RestaurantSettings | undefined,
  reference: string,
  restaurantId?: RestaurantId,
): StoredOrder {
  const trimmed = reference.trim();
  const byNumber = trimmed.length <= 64 ? store.findOrder(trimmed.toUpperCase()) ?? store.findOrder(trimmed) : null;
  if (byNumber && (restaurantId === undefined || byNumber.restaurantId === restaurantId)) return byNumber;

  const match = DISPLAY_REFERENCE.exec(trimmed);
  const where = restaurantId === undefined ? '' : ` at ${restaurantId}`;
  if (!match?.groups) throw new SimulatorError('not_found', `no order ${trimmed}${where}`);
  const prefix = (match.groups.prefix ?? '').toUpperCase();
  const candidates = store.findOrdersByDisplayNumber(displayNumberOf(match.groups.digits ?? ''), restaurantId).filter((order) => {
    const settings = settingsOf(order.restaurantId);
    return prefix === '' || (settings !== undefined && settings.prefix.toUpperCase() === prefix);
  });
  // The latest day's order of each establishment (candidates come latest first).
  const latestPerEstablishment = new Map<RestaurantId, StoredOrder>();
  for (const order of candidates) if (!latestPerEstablishment.has(order.restaurantId)) latestPerEstablishment.set(order.restaurantId, order);
  const found = [...latestPerEstablishment.values()];
  if (found.length === 0) throw new SimulatorError('not_found', `no order ${trimmed}${where}`);
  if (found.length > 1) {
    const names = found.map((order) => order.restaurantId).join(', ');
    throw new SimulatorError('bad_request', `${trimmed} is an order number of several establishments (${names}): name the restaurant`, 'restaurant');
  }
  return found[0]!;
}
