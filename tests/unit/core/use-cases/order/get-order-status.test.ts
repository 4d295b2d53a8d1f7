import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { GetOrderStatus } from '../../../../../core/use-cases/order/get-order-status';
import { RecordingOrderGateway } from '../../fixtures/recording-order-gateway';
import { aTrackStatus } from '../../fixtures/track-status-builders';

describe('GetOrderStatus (checkout 7: GET /order/track/{orderId})', () => {
  it("checkout 7: the order's track status is read for the restaurant and order number", async () => {
    const status = aTrackStatus({ order_number: 'A12' });
    const gateway = new RecordingOrderGateway().answerTrackWith(status);
    expect(await new GetOrderStatus(gateway).execute({ restaurantId: 'resto-1', orderNumber: 'A12' })).toEqual({ ok: true, value: status });
    expect(gateway.tracked).toEqual([{ restaurantId: 'resto-1', orderNumber: 'A12' }]);
  });

  it('checkout 8: an unknown order is a not_found failure value (this command does not exist)', async () => {
    const gateway = new RecordingOrderGateway().answerTrackWith(new GatewayError('not_found', 'order A12 not found'));
    expect(await new GetOrderStatus(gateway).execute({ restaurantId: 'resto-1', orderNumber: 'A12' })).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'order A12 not found' },
    });
  });

  it('checkout 8: a track status fetch failure is a failure value, not an exception', async () => {
    const gateway = new RecordingOrderGateway().answerTrackWith(new Error('boom'));
    expect(await new GetOrderStatus(gateway).execute({ restaurantId: 'resto-1', orderNumber: 'A12' })).toEqual({ ok: false, error: { kind: 'server', message: 'boom' } });
  });
});
