import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorAdmin } from '../../../adapters/simulator/admin/simulator-admin';
import { hotelRiviera } from '../../../adapters/simulator/demo/demo-establishments';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { SimulatorError } from '../../../adapters/simulator/engine/simulator-error';
import { mediaUrl } from '../../../adapters/http/media-url';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { OrderPayload } from '../../../core/domain/order/order-payload';
import type { CatalogueGateway } from '../../../core/ports/catalogue-gateway';
import { GatewayError } from '../../../core/ports/gateway-error';
import type { LiveUpdates, OrderLiveEvent } from '../../../core/ports/live-updates';
import type { OrderGateway, PlaceOrderAnswer } from '../../../core/ports/order-gateway';
import { seededOrderNumbers } from '../../../adapters/simulator/engine/order-numbers';
import type { PlaceOrderOutcome } from '../../../adapters/simulator/engine/simulator-engine';
import { EventRecorder } from '../../unit/adapters/fixtures/event-recorder';
import { advanceAndHear, isAnyChange, isChangeOf, isConnected } from '../../unit/adapters/fixtures/live-events';
import { aDeliveryPayload, aLine, aRoomDeliveryPayload, aTakeAwayPayload, soupLine, withLines } from '../../unit/adapters/fixtures/order-payloads';
import { anEngine, leComptoirWithStock } from '../../unit/adapters/fixtures/simulator-engines';

/** The ports one implementation provides, over the engine the kit gives it. */
export interface GatewaysUnderTest {
  readonly catalogue: CatalogueGateway;
  readonly orders: OrderGateway;
  readonly live: LiveUpdates;
  /** Plays the restaurant's side (advance, cancel), as the implementation's deployment offers it. */
  readonly admin: SimulatorAdmin;
  /** Releases what makeGateways opened (servers, sockets). */
  close(): Promise<void>;
  /**
   * Where the implementation reads relative picture URLs from (an HTTP gateway's API base), or null
   * when it hands them over as the platform names them.
   */
  readonly mediaBaseUrl: string | null;
}

/** Builds the implementation under test over this engine; the kit owns and closes the engine. */
export type MakeGateways = (engine: SimulatorEngine) => Promise<GatewaysUnderTest>;

/**
 * Every case runs on a fresh engine with one fixed setup: demo establishments, Le Comptoir's burrata
 * (1003) with 5 units in stock, a fixed clock, order numbers seeded with 1001. The expected answers come from a
 * second engine with the same setup, asked directly: so every implementation answers what the platform
 * answers, and all implementations answer the same.
 */
function contractEngine(): SimulatorEngine {
  return anEngine({ establishments: [leComptoirWithStock({ 1003: 5 }), hotelRiviera], orderNumbers: seededOrderNumbers(1001) });
}

/** The platform's settings or catalogue as the implementation must hand them over: pictures resolved. */
function withMedia<T extends object>(value: T, mediaBaseUrl: string | null): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  if (mediaBaseUrl === null) return copy as T;
  const media = (url: unknown) => (typeof url === 'string' ? mediaUrl(url, mediaBaseUrl) : url);
  if ('logo_url' in copy) {
    const banner = copy.banner as { image: unknown; imageMobile: unknown };
    return { ...copy, logo_url: media(copy.logo_url), banner: { image: media(banner.image), imageMobile: media(banner.imageMobile) } } as T;
  }
  const catalogue = copy as unknown as Catalogue;
  return {
    ...catalogue,
    products: catalogue.products.map((product) => ({ ...product, image_url: media(product.image_url) })),
    formulas: catalogue.formulas.map((formula) => ({ ...formula, media_url: media(formula.media_url) })),
  } as T;
}

/** What the platform itself refuses, as the GatewayError a gateway must reject with. */
function expectedRefusal(call: () => unknown): { kind: string; field: string | undefined; message: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof SimulatorError) return { kind: error.kind, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('the reference engine accepted what the case expects it to refuse');
}

async function refusalOf(call: Promise<unknown>): Promise<{ kind: string; field: string | undefined; message: string }> {
  const error = await call.then(
    () => {
      throw new Error('expected the gateway to reject');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayError);
  const { kind, field, message } = error as GatewayError;
  return { kind, field, message };
}

/** An answer as a gateway gives it: the engine also says whether it replayed a first answer. */
function asAnswer(outcome: PlaceOrderOutcome & { replayed: boolean }): PlaceOrderAnswer {
  const { replayed, ...answer } = outcome;
  return answer.accepted ? { ...answer, replayed } : answer;
}

const wrongType = (payload: OrderPayload, field: keyof OrderPayload, value: unknown) => ({ ...payload, [field]: value }) as unknown as OrderPayload;

/**
 * The contract of CatalogueGateway, OrderGateway and LiveUpdates against the simulated platform. A new
 * implementation runs every case by adding one line:
 *
 *   describeOrderGatewayContract('my gateways', async (engine) => ({ catalogue, orders, live, admin, close }));
 */
export function describeOrderGatewayContract(name: string, makeGateways: MakeGateways): void {
  describe(`${name} (contract of CatalogueGateway, OrderGateway, LiveUpdates)`, () => {
    let engine: SimulatorEngine;
    let reference: SimulatorEngine;
    let gateways: GatewaysUnderTest;
    const recorders: EventRecorder<OrderLiveEvent>[] = [];

    beforeEach(async () => {
      engine = contractEngine();
      reference = contractEngine();
      gateways = await makeGateways(engine);
    });

    afterEach(async () => {
      for (const recorder of recorders.splice(0)) recorder.stop();
      await gateways.close();
      engine.close();
      reference.close();
    });

    /** Places through the gateway and on the reference, and checks both accepted it. */
    async function placeOnBoth(payload: OrderPayload): Promise<string> {
      const answer = await gateways.orders.place(payload.restaurant_id, payload);
      const expected = asAnswer(reference.placeOrder(payload.restaurant_id, structuredClone(payload)));
      expect(answer).toStrictEqual(expected);
      if (!answer.accepted) throw new Error(`order refused: ${answer.rejection.err}`);
      return answer.order.order_number;
    }

    function watch(restaurantId: string, orderNumber: string): EventRecorder<OrderLiveEvent> {
      const recorder = new EventRecorder(gateways.live.watchOrder(restaurantId, orderNumber));
      recorders.push(recorder);
      return recorder;
    }

    describe('CatalogueGateway (browsing 7)', () => {
      it.each(['le-comptoir', 'hotel-riviera'])('loadSettings of %s answers the platform settings, deep-equal', async (restaurantId) => {
        expect(await gateways.catalogue.loadSettings(restaurantId)).toStrictEqual(withMedia(reference.settings(restaurantId), gateways.mediaBaseUrl));
      });

      it.each(['le-comptoir', 'hotel-riviera'])('loadCatalogue of %s answers the platform catalogue with its stock, deep-equal', async (restaurantId) => {
        expect(await gateways.catalogue.loadCatalogue(restaurantId)).toStrictEqual(withMedia(reference.catalogue(restaurantId), gateways.mediaBaseUrl));
      });

      it('checkout 8: the catalogue shows the stock left after an accepted order', async () => {
        await placeOnBoth(withLines(aTakeAwayPayload(), aLine(1003, 2, 1100)));
        const catalogue = await gateways.catalogue.loadCatalogue('le-comptoir');
        expect(catalogue.products.find((product) => product.id === 1003)?.stock).toStrictEqual({ number_available: 3 });
        expect(catalogue).toStrictEqual(withMedia(reference.catalogue('le-comptoir'), gateways.mediaBaseUrl));
      });

      it('answers belong to the caller: changing one does not change the next', async () => {
        const settings = await gateways.catalogue.loadSettings('le-comptoir');
        (settings.orderTypes as unknown[]).length = 0;
        const catalogue = await gateways.catalogue.loadCatalogue('le-comptoir');
        (catalogue.products as unknown[]).length = 0;
        expect((await gateways.catalogue.loadSettings('le-comptoir')).orderTypes).toHaveLength(3);
        expect((await gateways.catalogue.loadCatalogue('le-comptoir')).products.length).toBeGreaterThan(0);
      });

      it('an unknown restaurant rejects with not_found, for its settings and its catalogue', async () => {
        expect((await refusalOf(gateways.catalogue.loadSettings('nowhere'))).kind).toBe('not_found');
        expect((await refusalOf(gateways.catalogue.loadCatalogue('nowhere'))).kind).toBe('not_found');
      });
    });

    describe('OrderGateway (checkout 7, 8)', () => {
      it.each([
        ['take away', aTakeAwayPayload()],
        ['delivery', aDeliveryPayload()],
        ['hotel room delivery', aRoomDeliveryPayload()],
      ])('checkout 7: a %s order is placed, then tracked as the platform tracks it', async (_what, payload) => {
        const orderNumber = await placeOnBoth(payload);
        expect(orderNumber).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
        expect(await gateways.orders.track(payload.restaurant_id, orderNumber)).toStrictEqual(structuredClone(reference.trackAnswer(payload.restaurant_id, orderNumber)));
      });

      it('checkout 4: after the restaurant advances and cancels, track tells the same as the platform', async () => {
        const orderNumber = await placeOnBoth(aDeliveryPayload());
        await gateways.admin.advance(orderNumber);
        reference.advance(orderNumber);
        expect(await gateways.orders.track('le-comptoir', orderNumber)).toStrictEqual(structuredClone(reference.trackAnswer('le-comptoir', orderNumber)));
        await gateways.admin.cancel(orderNumber);
        reference.cancel(orderNumber);
        const status = await gateways.orders.track('le-comptoir', orderNumber);
        expect(status.canceled).toBe(true);
        expect(status).toStrictEqual(structuredClone(reference.trackAnswer('le-comptoir', orderNumber)));
      });

      it.each([
        ['phone', wrongType(aTakeAwayPayload(), 'phone', 612345678)],
        ['products.data.0.nb', aTakeAwayPayload({ products: { count: 2, data: [{ ...aLine(1003, 2, 1100), nb: '2' as unknown as number }] } })],
        ['order_types_id', aTakeAwayPayload({ order_types_id: 5 })],
        ['payement_infos.provider_id', aTakeAwayPayload({ payement_infos: { type: 'ONSPOT', provider_id: 2, payment_type_id: 1, success_url: '', cancel_url: '' } })],
        ['room_service.room_number', aRoomDeliveryPayload({ room_service: { is_active: true, room_number: '' } })],
      ])('a payload wrong on %s rejects with bad_request naming that field, and stores nothing', async (field, payload) => {
        const expected = expectedRefusal(() => reference.placeOrder(payload.restaurant_id, structuredClone(payload)));
        expect(expected.field).toBe(field);
        expect(await refusalOf(gateways.orders.place(payload.restaurant_id, payload))).toStrictEqual(expected);
        expect(await gateways.admin.exportOrders({ restaurantId: payload.restaurant_id, limit: 10 })).toStrictEqual([]);
        expect((await gateways.catalogue.loadCatalogue('le-comptoir')).products.find((product) => product.id === 1003)?.stock).toStrictEqual({ number_available: 5 });
      });

      it.each([
        ['product_integrity (a wrong unit price)', withLines(aTakeAwayPayload(), aLine(1001, 1, 100))],
        ['product_integrity (an unknown option item)', withLines(aTakeAwayPayload(), aLine(2202, 1, 380, [{ option_id: 6, item_ids: [699] }]))],
        ['stock_error (the sold-out 1002)', withLines(aTakeAwayPayload(), aLine(1002, 1, 900))],
        ['stock_error (more burrata than the 5 left)', withLines(aTakeAwayPayload(), aLine(1003, 6, 1100))],
      ])('checkout 8: %s is answered as a rejection, the same as the platform', async (_what, payload) => {
        const expected = asAnswer(reference.placeOrder('le-comptoir', structuredClone(payload)));
        expect(expected.accepted).toBe(false);
        expect(await gateways.orders.place('le-comptoir', payload)).toStrictEqual(expected);
      });

      it.each([
        ['delivery_cost', aDeliveryPayload({ delivery_cost: 0 })],
        ['tips', aTakeAwayPayload({ tips: 1_000_000 })],
        ['products.count', aTakeAwayPayload({ products: { count: 3, data: [soupLine(2)] } })],
      ])('an amount that disagrees with the menu (%s) rejects with bad_request naming it (the platform answers 422)', async (field, payload) => {
        const expected = expectedRefusal(() => reference.placeOrder(payload.restaurant_id, structuredClone(payload)));
        expect(expected).toMatchObject({ kind: 'unprocessable', field });
        expect(await refusalOf(gateways.orders.place(payload.restaurant_id, payload))).toStrictEqual({ ...expected, kind: 'bad_request' });
      });

      it('idempotency: the same attempt sent twice is one order, and the second answer is the first, replayed', async () => {
        const payload = aTakeAwayPayload();
        const first = await gateways.orders.place('le-comptoir', payload, { idempotencyKey: 'attempt-1' });
        const again = await gateways.orders.place('le-comptoir', structuredClone(payload), { idempotencyKey: 'attempt-1' });
        expect(first).toMatchObject({ accepted: true, replayed: false });
        expect(again).toStrictEqual({ ...first, replayed: true });
        expect(await gateways.admin.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toHaveLength(1);
      });

      it('idempotency: a key reused for another order rejects with bad_request on Idempotency-Key, and stores nothing', async () => {
        await gateways.orders.place('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'attempt-2' });
        const other = withLines(aTakeAwayPayload(), soupLine(3));
        expect(await refusalOf(gateways.orders.place('le-comptoir', other, { idempotencyKey: 'attempt-2' }))).toMatchObject({ kind: 'bad_request', field: 'Idempotency-Key' });
        expect(await gateways.admin.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toHaveLength(1);
      });

      it('idempotency (issue 15): a retryable refusal is not kept: once the stock came back, the repeat is taken', async () => {
        const payload = withLines(aTakeAwayPayload(), aLine(1003, 6, 1100));
        const first = await gateways.orders.place('le-comptoir', payload, { idempotencyKey: 'attempt-3' });
        expect(first).toMatchObject({ accepted: false, rejection: { err: 'stock_error' } });
        await gateways.admin.setStock('le-comptoir', 1003, 10);
        expect(await gateways.orders.place('le-comptoir', payload, { idempotencyKey: 'attempt-3' })).toMatchObject({ accepted: true, replayed: false });
      });

      it('idempotency (issue 15): a final refusal is an answer too: the repeat gets the same refusal and no order is taken', async () => {
        await gateways.admin.stageNextOrderOutcome('le-comptoir', { outcome: 'whitelist_email', data: 'alice@example.com' });
        const first = await gateways.orders.place('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'attempt-4' });
        expect(first).toMatchObject({ accepted: false, rejection: { err: 'whitelist_email' } });
        expect(await gateways.orders.place('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'attempt-4' })).toStrictEqual(first);
        expect(await gateways.admin.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toEqual([]);
      });

      describe('issue 15.5: an attempt looked up by its idempotency key (read-only)', () => {
        it('answers the order the attempt took, as its first answer gave it', async () => {
          const placed = await gateways.orders.place('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'attempt-lookup-1' });
          if (!placed.accepted) throw new Error('the order was refused');
          expect(await gateways.orders.findAttempt('le-comptoir', 'attempt-lookup-1')).toStrictEqual(placed.order);
          expect(await gateways.admin.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).toHaveLength(1);
        });

        it('answers none for a key never sent, for a refusal, and for another establishment (no oracle on its keys)', async () => {
          await gateways.orders.place('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'attempt-lookup-2' });
          await gateways.orders.place('le-comptoir', withLines(aTakeAwayPayload(), aLine(1002, 1, 900)), { idempotencyKey: 'attempt-lookup-3' });
          expect(await gateways.orders.findAttempt('le-comptoir', 'attempt-lookup-never-sent')).toBeNull();
          expect(await gateways.orders.findAttempt('le-comptoir', 'attempt-lookup-3')).toBeNull();
          expect(await gateways.orders.findAttempt('hotel-riviera', 'attempt-lookup-2')).toBeNull();
        });

        it('a key out of shape rejects with bad_request naming it', async () => {
          expect(await refusalOf(gateways.orders.findAttempt('le-comptoir', 'no spaces here'))).toMatchObject({ kind: 'bad_request', field: 'idempotencyKey' });
        });

        it('an order placed after the restaurant reset is not found under a key recorded before', async () => {
          await gateways.orders.place('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'attempt-lookup-4' });
          await gateways.admin.reset();
          expect(await gateways.orders.findAttempt('le-comptoir', 'attempt-lookup-4')).toBeNull();
        });
      });

      it('an order for an unknown restaurant rejects with not_found', async () => {
        expect((await refusalOf(gateways.orders.place('nowhere', aTakeAwayPayload()))).kind).toBe('not_found');
      });

      it('tracking an unknown order, or an order under another restaurant, rejects with not_found', async () => {
        const orderNumber = await placeOnBoth(aTakeAwayPayload());
        expect((await refusalOf(gateways.orders.track('le-comptoir', '4242'))).kind).toBe('not_found');
        expect((await refusalOf(gateways.orders.track('hotel-riviera', orderNumber))).kind).toBe('not_found');
      });
    });

    describe('LiveUpdates (checkout 7: live socket)', () => {
      it('checkout 7: tells it is connected, then an order_changed after the restaurant advances the order', async () => {
        const orderNumber = await placeOnBoth(aDeliveryPayload());
        const recorder = watch('le-comptoir', orderNumber);
        expect(await recorder.waitFor(isConnected)).toStrictEqual({ kind: 'connection', connected: true });
        expect(await advanceAndHear(() => gateways.admin.advance(orderNumber), recorder, orderNumber)).toStrictEqual({
          kind: 'order_changed',
          orderNumber,
          type: 'order_status',
        });
      });

      it('checkout 7: tells nothing of the changes of another order', async () => {
        const watched = await placeOnBoth(aDeliveryPayload());
        const other = await placeOnBoth(aDeliveryPayload());
        const recorder = watch('le-comptoir', watched);
        await recorder.waitFor(isConnected);
        await gateways.admin.advance(other);
        await advanceAndHear(() => gateways.admin.advance(watched), recorder, watched);
        await gateways.admin.cancel(other);
        await advanceAndHear(() => gateways.admin.advance(watched), recorder, watched);
        expect(recorder.events.filter(isAnyChange).every(isChangeOf(watched))).toBe(true);
      });
    });
  });
}
