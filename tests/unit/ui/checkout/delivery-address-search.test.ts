import { describe, expect, it } from 'vitest';
import { ADDRESS_SEARCH_USE_CASES } from '../../../../config/bind-address-search';
import { USE_CASES } from '../../../../config/use-case-tokens';
import type { AddressSuggestion } from '../../../../core/domain/order-type/address-suggestion';
import { ADDRESS_QUERY, addressQueryOf, usableSuggestions } from '../../../../core/domain/order-type/address-suggestion';
import { orderAddressOf } from '../../../../core/domain/order-type/delivery-address';
import { OrderTypeId } from '../../../../core/domain/order-type/order-type';
import type { AddToBasket } from '../../../../core/use-cases/basket/add-to-basket';
import type { ComputeCheckoutTotals } from '../../../../core/use-cases/checkout/compute-checkout-totals';
import { SearchDeliveryAddress } from '../../../../core/use-cases/checkout/search-delivery-address';
import type { PlaceOrder } from '../../../../core/use-cases/order/place-order';
import { ADDRESS_SEARCH_PAUSE_MS, AddressSearchViewModel } from '../../../../ui/checkout/order-type/address-search-view-model';
import { CheckoutViewModel } from '../../../../ui/checkout/checkout-view-model';
import { demoSession } from '../fixtures/demo-session';
import { ManualTimers } from '../fixtures/manual-timers';

const montorgueil: AddressSuggestion = { street: '12 rue Montorgueil', postCode: '75002', city: 'Paris', latitude: 48.8645, longitude: 2.3471 };
const rivoli: AddressSuggestion = { street: 'rue de Rivoli', postCode: '75001', city: 'Paris', latitude: 48.86, longitude: 2.341 };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the delivery address search, core (ours: checkout 3 deliveryData latitude, longitude)', () => {
  it('searches from 3 characters, spaces collapsed, cut at 100', () => {
    expect([addressQueryOf(' ru '), addressQueryOf('  12   rue  du ')]).toEqual([null, '12 rue du']);
    expect(addressQueryOf('r'.repeat(150))).toHaveLength(ADDRESS_QUERY.maxLength);
  });

  it('keeps only suggestions with a real position, five at most', () => {
    expect(usableSuggestions([{ ...montorgueil, latitude: 95 }, rivoli, ...Array(9).fill(montorgueil)])).toHaveLength(5);
    expect(usableSuggestions([{ ...montorgueil, latitude: Number.NaN }])).toEqual([]);
  });

  it("the payload's address carries the position picked, and none for one typed by hand", () => {
    const typed = { street: '12 rue Montorgueil', postCode: '75002', city: 'Paris', floor: '', doorCode: '', intercom: '' };
    expect(orderAddressOf(typed, 390, { latitude: 48.8645, longitude: 2.3471 })).toMatchObject({ latitude: 48.8645, longitude: 2.3471 });
    expect(orderAddressOf(typed, 390)).not.toHaveProperty('latitude');
    expect(orderAddressOf(typed, 390, { latitude: 200, longitude: 2 })).not.toHaveProperty('latitude');
  });

  it('a search that fails proposes nothing: the address typed stays valid', async () => {
    const failing = new SearchDeliveryAddress({ search: () => Promise.reject(new Error('down')) });
    expect(await failing.execute({ restaurantId: 'le-comptoir', typed: 'rue du Nil' })).toEqual([]);
  });
});

describe('the street combobox (AddressSearchViewModel)', () => {
  function aSearch(answers: Record<string, readonly AddressSuggestion[]>) {
    const timers = new ManualTimers();
    const asked: string[] = [];
    const picked: AddressSuggestion[] = [];
    const search = new AddressSearchViewModel({
      search: async (typed) => {
        asked.push(typed);
        return answers[typed] ?? [];
      },
      pick: (address) => picked.push(address),
      timers,
    });
    return { search, timers, asked, picked };
  }

  it('searches once the typing pauses, the last text only', async () => {
    const { search, timers, asked } = aSearch({ 'rue mon': [montorgueil] });
    search.typed('rue m');
    timers.advance(ADDRESS_SEARCH_PAUSE_MS - 1);
    search.typed('rue mon');
    timers.advance(ADDRESS_SEARCH_PAUSE_MS);
    await flush();
    expect([asked, search.open, search.suggestions]).toEqual([['rue mon'], true, [montorgueil]]);
  });

  it('an answer to an older query than the last is dropped; too short a text closes the list', async () => {
    const { search } = aSearch({});
    search.typed('rue de');
    search.answered(0, [montorgueil]);
    expect(search.open).toBe(false);
    search.typed('ru');
    expect(search.open).toBe(false);
  });

  it('arrows move through the suggestions, Enter picks the one chosen, Escape closes', async () => {
    const { search, timers, picked } = aSearch({ 'rue de': [rivoli, montorgueil] });
    search.typed('rue de');
    timers.advance(ADDRESS_SEARCH_PAUSE_MS);
    await flush();
    expect([search.key('ArrowDown'), search.key('ArrowDown'), search.key('ArrowDown'), search.active]).toEqual([true, true, true, 0]);
    expect([search.key('ArrowUp'), search.active]).toEqual([true, 1]);
    expect(search.key('Enter')).toBe(true);
    expect([picked, search.open]).toEqual([[montorgueil], false]);
    expect(search.key('Enter')).toBe(false);
  });
});

describe('the checkout with a picked address (checkout 3 deliveryData)', () => {
  async function deliveryCheckout() {
    const session = await demoSession();
    const added = session.container.get<AddToBasket>(USE_CASES.addToBasket).execute({ restaurantId: 'le-comptoir', catalogue: session.catalogue, settings: session.settings, productId: 2201, selection: [], quantity: 10 });
    if (!added.ok) throw new Error(added.error);
    session.basket.replace(added.value);
    const navigations: string[] = [];
    const checkout = new CheckoutViewModel(session.settings, session.basket, {
      computeTotals: session.container.get<ComputeCheckoutTotals>(USE_CASES.computeCheckoutTotals),
      placeOrder: () => session.container.getAsync<PlaceOrder>(USE_CASES.placeOrder),
      navigate: (to) => navigations.push(to),
      origin: 'https://shop.example/',
      timers: new ManualTimers(),
    });
    checkout.chooseOrderType(OrderTypeId.delivery);
    return { session, checkout, navigations };
  }

  it('picking fills street, post code and city with the position; changing the street by hand drops the position', async () => {
    const { checkout } = await deliveryCheckout();
    checkout.details.pickDeliveryAddress(montorgueil);
    expect([checkout.form.deliveryAddress.street, checkout.form.deliveryAddress.postCode, checkout.form.deliveryAddress.city]).toEqual(['12 rue Montorgueil', '75002', 'Paris']);
    expect(checkout.form.deliveryPosition).toEqual({ latitude: 48.8645, longitude: 2.3471 });
    checkout.details.setDeliveryPart('floor', '3');
    expect(checkout.form.deliveryPosition).not.toBeNull();
    checkout.details.setDeliveryPart('street', '14 rue Montorgueil');
    expect(checkout.form.deliveryPosition).toBeNull();
  });

  it('the simulator finds the address, the order carries its position, and tracking gives it back', async () => {
    const { session, checkout, navigations } = await deliveryCheckout();
    const search = await session.container.getAsync<SearchDeliveryAddress>(ADDRESS_SEARCH_USE_CASES.searchDeliveryAddress);
    const [found] = await search.execute({ restaurantId: 'le-comptoir', typed: '12 rue montorgueil' });
    checkout.details.pickDeliveryAddress(found!);
    checkout.contact.setFullName('Alice Martin');
    checkout.contact.setPhone('06 12 34 56 78');
    checkout.summaryAndPayment.setCgvAccepted(true);
    await checkout.submit();
    const orderId = new URL(navigations[0]!, 'https://shop.example').searchParams.get('orderId')!;
    expect(session.engine.track('le-comptoir', orderId).delivery).toEqual({ street: '12 rue Montorgueil', zip_code: '75002', city: 'Paris', latitude: 48.8645, longitude: 2.3471 });
  });
});
