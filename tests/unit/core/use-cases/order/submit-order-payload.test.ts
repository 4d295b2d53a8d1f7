import { describe, expect, it } from 'vitest';
import { buildOrderPayload } from '../../../../../core/domain/order/build-order-payload';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { SubmitOrderPayload } from '../../../../../core/use-cases/order/submit-order-payload';
import { aBasketEntry, aBasketWith } from '../../fixtures/basket-builders';
import { aValidCheckoutForm, someBasketTotals } from '../../fixtures/checkout-builders';
import { RecordingOrderGateway } from '../../fixtures/recording-order-gateway';
import { aRestaurant } from '../../fixtures/restaurant-builders';

const payload = buildOrderPayload(
  { ...aValidCheckoutForm(), orderTypeId: OrderTypeId.takeAway },
  {
    settings: aRestaurant(),
    basket: aBasketWith([aBasketEntry()]),
    totals: someBasketTotals(),
    metricsUuid: 'uuid-1',
    returnUrls: { success: 'https://shop.example/ok', cancel: 'https://shop.example/ko' },
  },
);

describe('SubmitOrderPayload (checkout 3, 7: POST {restaurantId}/order/)', () => {
  it('checkout 7: the payload is sent as it is and the accepted order comes back', async () => {
    const gateway = new RecordingOrderGateway({ accepted: true, order: { order_number: 'A12', redirectionUrl: 'https://pay.example/A12' } });
    const result = await new SubmitOrderPayload(gateway).execute({ restaurantId: 'resto-1', payload });
    expect(result).toEqual({ ok: true, value: { order_number: 'A12', redirectionUrl: 'https://pay.example/A12', replayed: false } });
    expect(gateway.placed).toEqual([{ restaurantId: 'resto-1', payload, idempotencyKey: undefined }]);
  });

  it('checkout 8: a refusal read from err is a rejected failure carrying the rejection', async () => {
    const rejection = { err: 'timeslot_error' as const };
    const gateway = new RecordingOrderGateway({ accepted: false, rejection });
    expect(await new SubmitOrderPayload(gateway).execute({ restaurantId: 'resto-1', payload })).toEqual({ ok: false, error: { kind: 'rejected', rejection } });
  });

  it('a bad request keeps the field the platform named', async () => {
    const gateway = new RecordingOrderGateway(new GatewayError('bad_request', 'phone is not valid', 'phone'));
    expect(await new SubmitOrderPayload(gateway).execute({ restaurantId: 'resto-1', payload })).toEqual({
      ok: false,
      error: { kind: 'gateway', error: 'bad_request', message: 'phone is not valid', field: 'phone' },
    });
  });

  it('checkout 8: a network failure is a gateway failure without a field', async () => {
    const gateway = new RecordingOrderGateway(new GatewayError('network', 'offline'));
    const result = await new SubmitOrderPayload(gateway).execute({ restaurantId: 'resto-1', payload });
    expect(result).toEqual({ ok: false, error: { kind: 'gateway', error: 'network', message: 'offline' } });
    expect(!result.ok && 'field' in result.error).toBe(false);
  });

  it('checkout 8: anything else thrown is a server failure', async () => {
    const gateway = new RecordingOrderGateway(new Error('500 Internal Server Error'));
    expect(await new SubmitOrderPayload(gateway).execute({ restaurantId: 'resto-1', payload })).toEqual({
      ok: false,
      error: { kind: 'gateway', error: 'server', message: '500 Internal Server Error' },
    });
  });
});
