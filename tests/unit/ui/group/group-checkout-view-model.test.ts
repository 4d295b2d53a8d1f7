import { describe, expect, it, vi } from 'vitest';
import { demoEstablishment } from '../../../../adapters/simulator/demo/demo-establishments';
import type { Basket } from '../../../../core/domain/basket/basket';
import { addToBasket, emptyBasket } from '../../../../core/domain/basket/basket';
import type { GroupOrderStatus } from '../../../../core/domain/group/group-order-tracking';
import { OrderTypeId } from '../../../../core/domain/order-type/order-type';
import type { Result } from '../../../../core/domain/result';
import { fail, ok } from '../../../../core/domain/result';
import type { GroupOrderPlaced, PlaceGroupOrderFailure } from '../../../../core/use-cases/group-order/place-group-order';
import type { LoadFailure } from '../../../../core/use-cases/load-failure';
import { GroupBasketViewModel } from '../../../../ui/group/group-basket-view-model';
import { GroupCheckoutViewModel } from '../../../../ui/group/group-checkout-view-model';
import { IN_PROGRESS_TIMEOUT_MS } from '../../../../core/domain/checkout/in-progress-timeout';
import { ManualTimers } from '../fixtures/manual-timers';
import { groupRefusalKey } from '../../../../core/domain/group/group-order';
import { GroupOrderViewModel, GROUP_ORDER_REFRESH_MS } from '../../../../ui/group/group-order-view-model';
import type { OrderLiveEvent } from '../../../../core/ports/live-updates';

const halles = demoEstablishment('les-halles');
const outlets = ['les-halles-crepes', 'les-halles-pizza'].map(demoEstablishment);

function basketsWith(lines: Record<string, number>) {
  const baskets = new Map<string, Basket>();
  for (const [id, nb] of Object.entries(lines)) baskets.set(id, addToBasket(emptyBasket(id), { id: 1, name: { fr: `Plat de ${id}` }, category_id: 1, unitPrice: 1000, selectedOptions: [] }, nb));
  return { read: (id: string) => ({ basket: baskets.get(id) ?? emptyBasket(id), problems: [] }) as never, baskets };
}

async function aGroupBasket(lines: Record<string, number>) {
  const store = basketsWith(lines);
  const basket = new GroupBasketViewModel(halles.settings.multi_establishment!, {
    loadRestaurant: { execute: async (id) => (outlets.find((outlet) => outlet.settings.id === id) ? ok(outlets.find((outlet) => outlet.settings.id === id)!.settings) : fail({ kind: 'not_found', message: id })) },
    baskets: store,
  });
  basket.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { basket, store };
}

function aCheckout(basket: GroupBasketViewModel, answer: Result<GroupOrderPlaced, PlaceGroupOrderFailure> | Promise<Result<GroupOrderPlaced, PlaceGroupOrderFailure>>, groupChoice: string | null = null) {
  const navigations: string[] = [];
  const warnings: string[] = [];
  const timers = new ManualTimers();
  const checkout = new GroupCheckoutViewModel(
    basket,
    'les-halles',
    { placeGroupOrder: async () => ({ execute: () => Promise.resolve(answer) }), navigate: (to) => navigations.push(to), timers, warn: (message) => warnings.push(message) },
    groupChoice,
  );
  return { checkout, navigations, timers, warnings };
}

/** A form the group's rules accept (checkout 5), so that the order is sent. */
function fillValidForm(checkout: GroupCheckoutViewModel): GroupCheckoutViewModel {
  checkout.setFullName('Camille Durand');
  checkout.setPhone('06 12 34 56 78');
  checkout.setCgvAccepted(true);
  return checkout;
}

const placed = { ok: true as const, value: { orderNumber: 'GRP123456789', redirectionUrl: null, payload: {} as never, outletIds: [] } };

describe('the group checkout (checkout 3, 5 and 7)', () => {
  it("lists each outlet with a basket and totals across them; the other outlets' baskets show beside one", async () => {
    const { basket } = await aGroupBasket({ 'les-halles-crepes': 2, 'les-halles-pizza': 1 });
    const { checkout } = aCheckout(basket, placed);
    expect(checkout.totals.parts.map((part) => part.outlet.settings.restaurant_name)).toEqual(['La Crêperie des Halles', 'Pizza des Halles']);
    expect(checkout.totals.total).toBe(3000);
    expect(basket.othersThan('les-halles-pizza').map((outlet) => outlet.settings.id)).toEqual(['les-halles-crepes']);
  });

  it("browsing 2.4: starts on the group's chosen order type, else the first all outlets take", async () => {
    const { basket } = await aGroupBasket({ 'les-halles-crepes': 1 });
    expect(aCheckout(basket, placed, String(OrderTypeId.takeAway)).checkout.orderTypeId).toBe(OrderTypeId.takeAway);
    expect(aCheckout(basket, placed).checkout.orderTypeId).toBe(OrderTypeId.onPlace);
  });

  it('goes to the tracking of the group order once placed', async () => {
    const { basket } = await aGroupBasket({ 'les-halles-crepes': 1 });
    const { checkout, navigations } = aCheckout(basket, placed);
    await fillValidForm(checkout).submit();
    expect(navigations).toEqual(['/les-halles/groupOrder?orderId=GRP123456789']);
  });

  it('checkout 5: shows the problems and counts the round, so the focus moves to them', async () => {
    const { basket } = await aGroupBasket({ 'les-halles-crepes': 1 });
    const { checkout, navigations } = aCheckout(basket, fail({ kind: 'invalid', problems: [{ field: 'cgv', key: 'missing_cgv_checked' }] }));
    await checkout.submit();
    expect([checkout.problemOf('cgv')?.key, checkout.validationRound, navigations]).toEqual(['missing_cgv_checked', 1, []]);
    checkout.setCgvAccepted(true);
    expect(checkout.problemOf('cgv')).toBeNull();
  });

  it('checkout 4 and 8: a refusal or a lost answer says so and stays, the baskets kept', async () => {
    const { basket } = await aGroupBasket({ 'les-halles-crepes': 1 });
    const refused = aCheckout(basket, fail({ kind: 'rejected', rejection: { err: 'stock_error' }, outcome: { kind: 'out_of_stock', entities: { quantityIds: [], productIds: [], optionItemIds: [] } } }));
    await fillValidForm(refused.checkout).submit();
    expect(refused.checkout.state).toEqual({ kind: 'refused', key: 'not_enough_stock' });
    const lost = aCheckout(basket, fail({ kind: 'gateway', error: 'network', message: 'lost' }));
    await fillValidForm(lost.checkout).submit();
    expect(lost.checkout.state).toEqual({ kind: 'failed' });
    expect(basket.filled).toHaveLength(1);
    expect(groupRefusalKey({ err: 'limitation_products' })).toBe('limitation_order_total_products_full');
    expect(groupRefusalKey({ err: 'blacklist_phone' })).toBe('group_order_refused');
  });

  it('issue 15.5: an answer lost after the order left says the outcome is unknown, not "not sent", the baskets kept', async () => {
    const { basket } = await aGroupBasket({ 'les-halles-crepes': 1 });
    const { checkout, navigations } = aCheckout(basket, fail({ kind: 'outcome_unknown', message: 'socket hang up' }));
    await fillValidForm(checkout).submit();
    expect(checkout.state).toEqual({ kind: 'outcome_unknown' });
    expect(navigations).toEqual([]);
    expect(basket.filled).toHaveLength(1);
  });

  it('issue 15.5: the page that loads with an attempt left pending goes to the group order it took, saying so', async () => {
    const { basket } = await aGroupBasket({ 'les-halles-crepes': 1 });
    const navigations: { to: string; options: unknown }[] = [];
    const checkout = new GroupCheckoutViewModel(
      basket,
      'les-halles',
      {
        placeGroupOrder: async () => ({ execute: () => Promise.resolve(placed) }),
        resumePendingOrder: async () => ({ kind: 'found', placed: { ...placed.value, recovered: true } }),
        navigate: (to, options) => navigations.push({ to, options }),
        timers: new ManualTimers(),
      },
      null,
    );
    checkout.start();
    await vi.waitFor(() => expect(navigations).toEqual([{ to: '/les-halles/groupOrder?orderId=GRP123456789', options: { replace: true, state: { orderFoundAgain: true } } }]));
  });
});

describe("the group checkout's in-progress screen (checkout 4, 7 and 9)", () => {
  const never = new Promise<Result<GroupOrderPlaced, PlaceGroupOrderFailure>>(() => undefined);

  it('checkout 5: a form with problems is not sent: no in-progress screen, the problems shown', async () => {
    const { basket } = await aGroupBasket({ 'les-halles-crepes': 1 });
    const { checkout, timers } = aCheckout(basket, never);
    await checkout.submit();
    expect([checkout.state.kind, checkout.inProgress, checkout.problemOf('cgv')?.key, timers.pendingCount]).toEqual(['editing', false, 'missing_cgv_checked', 0]);
  });

  it('checkout 4 and 9: after 25 s without an answer the in-progress screen turns to its error state, warns once and keeps the baskets', async () => {
    const { basket } = await aGroupBasket({ 'les-halles-crepes': 1, 'les-halles-pizza': 2 });
    const { checkout, timers, warnings, navigations } = aCheckout(basket, never);
    void fillValidForm(checkout).submit();
    await Promise.resolve();
    expect(checkout.inProgress).toBe(true);
    timers.advance(IN_PROGRESS_TIMEOUT_MS - 1);
    expect(checkout.state.kind).toBe('sending');
    timers.advance(1);
    expect([checkout.state.kind, checkout.inProgress]).toEqual(['timed_out', false]);
    expect(warnings).toEqual(['order validation of les-halles without answer after 25000 ms']);
    expect([basket.filled.length, navigations]).toEqual([2, []]);
  });

  it('checkout 4: a group order taken after the 25 s error still opens its tracking: it exists', async () => {
    const { basket } = await aGroupBasket({ 'les-halles-crepes': 1 });
    let answer: (result: Result<GroupOrderPlaced, PlaceGroupOrderFailure>) => void = () => undefined;
    const { checkout, timers, navigations } = aCheckout(basket, new Promise((resolve) => (answer = resolve)));
    const sent = fillValidForm(checkout).submit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    timers.advance(IN_PROGRESS_TIMEOUT_MS);
    answer(placed);
    await sent;
    expect(navigations).toEqual(['/les-halles/groupOrder?orderId=GRP123456789']);
    expect(timers.pendingCount).toBe(0);
  });

  it("checkout 2: the in-progress screen's back to the menu stays there when the answer comes later; a lost answer after the error keeps the error", async () => {
    const { basket } = await aGroupBasket({ 'les-halles-crepes': 1 });
    let answer: (result: Result<GroupOrderPlaced, PlaceGroupOrderFailure>) => void = () => undefined;
    const left = aCheckout(basket, new Promise((resolve) => (answer = resolve)));
    const leave = left.checkout.start();
    const sent = fillValidForm(left.checkout).submit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    leave();
    answer(placed);
    await sent;
    expect(left.navigations).toEqual([]);

    let lose: (result: Result<GroupOrderPlaced, PlaceGroupOrderFailure>) => void = () => undefined;
    const late = aCheckout(basket, new Promise((resolve) => (lose = resolve)));
    const lateSent = fillValidForm(late.checkout).submit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    late.timers.advance(IN_PROGRESS_TIMEOUT_MS);
    lose(fail({ kind: 'gateway', error: 'network', message: 'lost' }));
    await lateSent;
    expect(late.checkout.state.kind).toBe('timed_out');
  });
});

describe('the tracking of a group order', () => {
  it('reads each part again every GROUP_ORDER_REFRESH_MS while shown, and keeps what it showed when a read fails', async () => {
    const answers: Result<GroupOrderStatus, LoadFailure>[] = [
      ok({ order_number: 'G1', group_id: 'les-halles', parts: [] }),
      fail({ kind: 'network', message: 'down' }),
    ];
    let tick: (() => void) | null = null;
    let period = 0;
    const order = new GroupOrderViewModel('les-halles', 'G1', {
      trackGroupOrder: async () => ({ execute: async () => answers.shift() ?? fail({ kind: 'network', message: 'none' }) }),
      every: (work, ms) => {
        tick = work;
        period = ms;
        return () => (tick = null);
      },
    });
    const stop = order.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([order.status.status, period]).toEqual(['ready', GROUP_ORDER_REFRESH_MS]);
    tick!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order.status.status).toBe('ready');
    stop();
    expect(tick).toBeNull();
  });
});

describe('the tracking of a group order, live', () => {
  it("checkout 7: watches each part's order on the live socket and reads the whole again when one changes", async () => {
    const { Subject } = await import('rxjs');
    const channels = new Map<string, InstanceType<typeof Subject<OrderLiveEvent>>>();
    let reads = 0;
    const part = (token: string, number: string) => ({ restaurant_token: token, restaurant_name: token, track: { order_number: number } as never });
    const order = new GroupOrderViewModel('les-halles', 'G1', {
      trackGroupOrder: async () => ({
        execute: async () => {
          reads += 1;
          return ok({ order_number: 'G1', group_id: 'les-halles', parts: [part('les-halles-crepes', 'C1'), part('les-halles-pizza', 'P1')] });
        },
      }),
      liveUpdates: async () => ({
        watchOrder: (restaurantId, orderNumber) => {
          const channel = new Subject<OrderLiveEvent>();
          channels.set(`${restaurantId}/${orderNumber}`, channel);
          return channel;
        },
      }),
      every: () => () => undefined,
    });
    const stop = order.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...channels.keys()]).toEqual(['les-halles-crepes/C1', 'les-halles-pizza/P1']);
    channels.get('les-halles-pizza/P1')!.next({ kind: 'order_changed', orderNumber: 'P1', type: 'order_status' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(2);
    stop();
    expect([...channels.values()].every((channel) => !channel.observed)).toBe(true);
  });
});
