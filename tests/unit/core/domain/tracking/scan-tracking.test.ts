import { describe, expect, it } from 'vitest';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { refusalTypeOf, tracksAsScan } from '../../../../../core/domain/tracking/scan-tracking';

describe('checkout 4: the room and scan variant of tracking', () => {
  it('checkout 4: table and room orders paid on the spot go to tracking with type scan; take away and delivery do not', () => {
    expect(tracksAsScan(OrderTypeId.onPlace)).toBe(true);
    expect(tracksAsScan(OrderTypeId.roomDelivery)).toBe(true);
    expect(tracksAsScan(OrderTypeId.takeAway)).toBe(false);
    expect(tracksAsScan(OrderTypeId.delivery)).toBe(false);
    expect(tracksAsScan(null)).toBe(false);
  });

  it('checkout 8: type scan is no refusal; any other type is one', () => {
    expect(refusalTypeOf('scan')).toBeNull();
    expect(refusalTypeOf(null)).toBeNull();
    expect(refusalTypeOf('stock_error')).toBe('stock_error');
  });
});
