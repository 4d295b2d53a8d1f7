import type { OrderPayload } from '../../../core/domain/order/order-payload';
import { SimulatorError } from './simulator-error';

/**
 * checkout 3 and 4 (promotion_id, customerExternalInfos.promoCodes): the simulator runs no promotion
 * programme yet, so an order asking for one is refused rather than taken at full price without a word.
 * "No promotion" is promotion_id 0 and no promo code, what every storefront order sends. This single check
 * is the one the loyalty and promotions issue replaces with the real rules (checkout 8 promotion errors).
 */
export function checkNoPromotion(payload: Pick<OrderPayload, 'promotion_id' | 'customerExternalInfos'>): void {
  if (payload.promotion_id !== 0) {
    throw new SimulatorError('unprocessable', 'this platform runs no promotion: promotion_id is 0', 'promotion_id');
  }
  if (payload.customerExternalInfos.promoCodes.length > 0) {
    throw new SimulatorError('unprocessable', 'this platform runs no promotion: no promo code is taken', 'customerExternalInfos.promoCodes');
  }
}
