import { checkOrderPayload } from '../adapters/platform-api/order-payload-schema';
import { checkOrderIntake } from '../adapters/simulator/engine/order-intake';
import { SimulatorError } from '../adapters/simulator/engine/simulator-error';
import type { Catalogue } from '../core/domain/catalogue/catalogue';
import type { OrderPayload } from '../core/domain/order/order-payload';
import type { RestaurantSettings } from '../core/domain/restaurant/restaurant-settings';

/** What a platform like the simulator would answer to an order, decided here without sending it. */
export type DryRunVerdict =
  | { readonly ok: true; readonly payload: OrderPayload; readonly total: number }
  | { readonly ok: false; readonly reason: string; readonly field?: string; readonly message: string };

/**
 * `ordering order replay --dry-run`: the checks the simulator makes before it takes an order (the
 * payload's shape and bounds, client infos, order type and payment, prices from the catalogue, stock,
 * minimum), against a target's settings and catalogue as its API serves them.
 */
export function dryRunOrder(settings: RestaurantSettings, catalogue: Catalogue, body: unknown): DryRunVerdict {
  const shape = checkOrderPayload(body);
  if (!shape.ok) return { ok: false, reason: 'bad_request', field: shape.field, message: shape.message };
  try {
    const verdict = checkOrderIntake(settings, catalogue, shape.payload);
    if (verdict.accepted) return { ok: true, payload: verdict.payload, total: verdict.priced.total };
    const { err, field, message } = verdict.rejection;
    return { ok: false, reason: err, ...(field !== undefined && { field }), message: message ?? err };
  } catch (error) {
    if (!(error instanceof SimulatorError)) throw error;
    return { ok: false, reason: error.kind === 'unprocessable' ? 'bad_request' : error.kind, ...(error.field !== undefined && { field: error.field }), message: error.message };
  }
}
