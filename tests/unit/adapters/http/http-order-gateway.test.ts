import { describe, expect, it } from 'vitest';
import { HttpOrderGateway } from '../../../../adapters/http/http-order-gateway';
import { PlatformHttpClient } from '../../../../adapters/http/platform-http-client';
import type { TrackStatus } from '../../../../core/domain/tracking/track-status';
import { GatewayError } from '../../../../core/ports/gateway-error';
import { aTakeAwayPayload } from '../fixtures/order-payloads';
import { FakePlatformFetch, connectionRefused, json } from '../fixtures/fake-platform-fetch';
import { aTrackStatus } from '../../core/fixtures/track-status-builders';

function aGateway(platform: FakePlatformFetch): HttpOrderGateway {
  return new HttpOrderGateway(new PlatformHttpClient({ baseUrl: 'https://api.example.test/', fetch: platform.fetch }));
}

const trackStatus: TrackStatus = aTrackStatus({
  order_number: '1001',
  display_order_number: '001',
  customer: { name: 'Alice Martin' },
  start_time: '2025-06-12T12:00:00.000+02:00',
  day: '2025-06-12',
  restaurant: { street: '12 rue Montorgueil', zip_code: '75001', city: 'Paris' },
  // Issue 18: an order taken without a discount.
  discounts: null,
  // Issue 20.4: the platform's expected time, read as it is.
  expected_time: '2025-06-12T12:15:00.000+02:00',
});

describe('HttpOrderGateway: place (checkout 7, 8)', () => {
  it('checkout 7: posts the payload to {restaurantId}/order/ and answers data.order_number', async () => {
    const platform = new FakePlatformFetch().answer(json({ data: { order_number: '1001', redirectionUrl: null } }));
    expect(await aGateway(platform).place('le-comptoir', aTakeAwayPayload())).toEqual({ accepted: true, order: { order_number: '1001', redirectionUrl: null }, replayed: false });
    expect(platform.requests[0]).toMatchObject({ method: 'POST', url: 'https://api.example.test/le-comptoir/order/' });
    expect(JSON.parse(platform.requests[0]!.body)).toEqual(aTakeAwayPayload());
  });

  it('idempotency: sends the attempt key as Idempotency-Key, and reads a replayed first answer', async () => {
    const platform = new FakePlatformFetch().answer(json({ data: { order_number: 'K7Q2M9XF3HTA', redirectionUrl: null } }, 200, { 'idempotent-replayed': 'true' }));
    expect(await aGateway(platform).place('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'attempt-1' })).toEqual({
      accepted: true,
      order: { order_number: 'K7Q2M9XF3HTA', redirectionUrl: null },
      replayed: true,
    });
    expect(platform.requests[0]?.headers.get('idempotency-key')).toBe('attempt-1');
  });

  it('checkout 7: a numeric order number and a missing redirectionUrl are read as a string and null', async () => {
    const platform = new FakePlatformFetch().answer(json({ data: { order_number: 1001 } }, 201));
    expect(await aGateway(platform).place('le-comptoir', aTakeAwayPayload())).toEqual({ accepted: true, order: { order_number: '1001', redirectionUrl: null }, replayed: false });
  });

  it('checkout 8: a 422 with err is a rejection carrying its entities', async () => {
    const platform = new FakePlatformFetch().answer(json({ err: 'stock_error', entities: { productIds: [1002] } }, 422));
    expect(await aGateway(platform).place('le-comptoir', aTakeAwayPayload())).toEqual({
      accepted: false,
      rejection: { err: 'stock_error', entities: { quantityIds: [], productIds: [1002], optionItemIds: [] } },
    });
  });

  it('checkout 8: a refusal is read from err whatever the status, 200 included', async () => {
    const platform = new FakePlatformFetch().answer(json({ err: 'product_integrity' }, 200));
    expect(await aGateway(platform).place('le-comptoir', aTakeAwayPayload())).toEqual({ accepted: false, rejection: { err: 'product_integrity' } });
  });

  it("checkout 8: an err code this storefront does not know counts as 'unknown'", async () => {
    const platform = new FakePlatformFetch().answer(json({ err: 'brand_new_error' }, 422));
    expect(await aGateway(platform).place('le-comptoir', aTakeAwayPayload())).toEqual({ accepted: false, rejection: { err: 'unknown' } });
  });

  it('checkout 8: a promotion error keeps its code in data', async () => {
    const platform = new FakePlatformFetch().answer(json({ err: 'promotion_error', data: 'no_usages_left' }, 422));
    expect(await aGateway(platform).place('le-comptoir', aTakeAwayPayload())).toEqual({ accepted: false, rejection: { err: 'promotion_error', data: 'no_usages_left' } });
  });

  it('a 400 naming a field is a bad_request GatewayError with that field', async () => {
    const platform = new FakePlatformFetch().answer(json({ error: 'bad_request', message: 'Invalid type', field: 'products.data.0.nb' }, 400));
    const failure = aGateway(platform).place('le-comptoir', aTakeAwayPayload());
    await expect(failure).rejects.toBeInstanceOf(GatewayError);
    await expect(failure).rejects.toMatchObject({ kind: 'bad_request', field: 'products.data.0.nb', message: 'Invalid type' });
  });

  it('a 404 is not_found', async () => {
    const platform = new FakePlatformFetch().answer(json({ error: 'not_found', message: 'no establishment nowhere' }, 404));
    await expect(aGateway(platform).place('nowhere', aTakeAwayPayload())).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('a 500 without err is a server error', async () => {
    const platform = new FakePlatformFetch().answer(json({ error: 'server_error', message: 'down' }, 500));
    await expect(aGateway(platform).place('le-comptoir', aTakeAwayPayload())).rejects.toMatchObject({ kind: 'server' });
  });

  it('an accepted answer without data is a malformed_response naming data', async () => {
    const platform = new FakePlatformFetch().answer(json({ order_number: '1001' }));
    await expect(aGateway(platform).place('le-comptoir', aTakeAwayPayload())).rejects.toMatchObject({
      kind: 'malformed_response',
      message: expect.stringMatching(/^placed order: data: /),
    });
  });

  it('an empty order number is a malformed_response', async () => {
    const platform = new FakePlatformFetch().answer(json({ data: { order_number: '' } }));
    await expect(aGateway(platform).place('le-comptoir', aTakeAwayPayload())).rejects.toMatchObject({ kind: 'malformed_response' });
  });

  it('a platform out of reach is a network failure, tried once', async () => {
    const platform = new FakePlatformFetch().answer(connectionRefused());
    await expect(aGateway(platform).place('le-comptoir', aTakeAwayPayload())).rejects.toMatchObject({ kind: 'network' });
    expect(platform.requests).toHaveLength(1);
  });
});

describe('HttpOrderGateway: track (checkout 3, 7)', () => {
  it('checkout 7: reads /order/track/{orderId}?restaurant_token={token}', async () => {
    const platform = new FakePlatformFetch().answer(json(trackStatus));
    expect(await aGateway(platform).track('le-comptoir', '1001')).toEqual(trackStatus);
    expect(platform.urls).toEqual(['https://api.example.test/order/track/1001?restaurant_token=le-comptoir']);
  });

  it('escapes the order number in the path', async () => {
    const platform = new FakePlatformFetch().answer(json(trackStatus));
    await aGateway(platform).track('le-comptoir', '10/01');
    expect(platform.urls).toEqual(['https://api.example.test/order/track/10%2F01?restaurant_token=le-comptoir']);
  });

  it('checkout 3: fills the optional fields of a terse status with their defaults', async () => {
    const platform = new FakePlatformFetch().answer(json({ order_number: 1001, order_type: 2, customer: {}, steps: [], restaurant: trackStatus.restaurant }));
    expect(await aGateway(platform).track('le-comptoir', '1001')).toEqual({
      order_number: '1001',
      display_order_number: null,
      order_type: 2,
      customer: { name: '' },
      steps: [],
      canceled: false,
      error: false,
      tracking_url: null,
      table_information: null,
      start_time: null,
      end_time: null,
      day: null,
      order_delivery_date: null,
      time_slot_id: null,
      delivery: null,
      restaurant: trackStatus.restaurant,
      total_price: null,
      lines: [],
      payment: null,
      discounts: null,
      expected_time: null,
    });
  });

  it('a step this storefront does not know is a malformed_response naming it', async () => {
    const platform = new FakePlatformFetch().answer(json({ ...trackStatus, steps: [{ status_type: 'cooking', done: true }] }));
    await expect(aGateway(platform).track('le-comptoir', '1001')).rejects.toMatchObject({
      kind: 'malformed_response',
      message: expect.stringMatching(/^track status: steps\.0\.status_type: /),
    });
  });

  it('an order the platform does not know (404) is not_found', async () => {
    const platform = new FakePlatformFetch().answer(json({ error: 'not_found', message: 'order 4242 does not exist' }, 404));
    await expect(aGateway(platform).track('le-comptoir', '4242')).rejects.toMatchObject({ kind: 'not_found', message: 'order 4242 does not exist' });
  });

  it('a 400 naming restaurant_token is a bad_request with that field', async () => {
    const platform = new FakePlatformFetch().answer(json({ error: 'bad_request', message: 'restaurant_token is required', field: 'restaurant_token' }, 400));
    await expect(aGateway(platform).track('', '1001')).rejects.toMatchObject({ kind: 'bad_request', field: 'restaurant_token' });
  });
});
