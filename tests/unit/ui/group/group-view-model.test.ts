import { describe, expect, it } from 'vitest';
import type { GroupSettings } from '../../../../core/domain/group/group-settings';
import { TUTORIAL_DONE_KEY } from '../../../../core/domain/group/group-tutorial';
import type { RestaurantSettings } from '../../../../core/domain/restaurant/restaurant-settings';
import type { Result } from '../../../../core/domain/result';
import { fail, ok } from '../../../../core/domain/result';
import type { LoadFailure } from '../../../../core/use-cases/load-failure';
import { GroupViewModel } from '../../../../ui/group/group-view-model';
import { InMemoryKeyValueStore } from '../../core/fixtures/in-memory-key-value-store';
import { aRestaurant, anOrderType } from '../../core/fixtures/restaurant-builders';
import { OrderTypeId } from '../../../../core/domain/order-type/order-type';

const group: GroupSettings = {
  title: 'Les Halles',
  sub_title: '',
  question: '',
  tuto_title: 'How it works',
  tuto_steps: ['Do you know it?', 'Pick one.'],
  positionChildRandom: false,
  childrens: [
    { restaurant_token: 'pizza', visible: true, position: 2, big: false },
    { restaurant_token: 'closed', visible: true, position: 3, big: false },
    { restaurant_token: 'gone', visible: true, position: 4, big: false },
    { restaurant_token: 'crepes', visible: true, position: 1, big: true },
  ],
};

const establishments = [
  aRestaurant({ id: 'pizza', orderTypes: [anOrderType({ id: OrderTypeId.roomDelivery }), anOrderType()] }),
  aRestaurant({ id: 'crepes', orderTypes: [anOrderType()] }),
  aRestaurant({ id: 'closed', is_closed: true, orderTypes: [anOrderType({ id: OrderTypeId.roomDelivery })] }),
];

function aGroupHome(store = new InMemoryKeyValueStore()) {
  const loadRestaurant = {
    execute: (id: string): Promise<Result<RestaurantSettings, LoadFailure>> => {
      const found = establishments.find((establishment) => establishment.id === id);
      return Promise.resolve(found ? ok(found) : fail({ kind: 'not_found', message: `no ${id}` }));
    },
  };
  return { home: new GroupViewModel(group, { loadRestaurant, random: { next: () => 0 }, store }, 'les-halles'), store };
}

describe('browsing 2.4: the group home', () => {
  it('lists the open outlets by position; closed and unknown ones are left out', async () => {
    const { home } = aGroupHome();
    home.start();
    await expect.poll(() => home.entries.status).toBe('ready');
    expect(home.entries.status === 'ready' && home.entries.value.map((entry) => entry.establishment.id)).toEqual(['crepes', 'pizza']);
  });

  it('browsing 4: the tutorial shows until completed, then is remembered as tutoMultiEtab', () => {
    const { home, store } = aGroupHome();
    expect(home.tutorial).toEqual({ kind: 'step', index: 0 });
    home.answer('no');
    expect(home.tutorial).toEqual({ kind: 'step', index: 1 });
    expect(store.get(TUTORIAL_DONE_KEY)).toBeNull();
    home.answer('finish');
    expect(home.tutorial).toEqual({ kind: 'done' });
    expect(aGroupHome(store).home.tutorial).toEqual({ kind: 'done' });
  });

  it('browsing 4: closing the tutorial dismisses it for good', () => {
    const { home, store } = aGroupHome();
    home.dismiss();
    expect(aGroupHome(store).home.tutorial).toEqual({ kind: 'done' });
  });

  it("browsing 2.4: the delivery-details menu offers the open outlets' order types; the choice narrows the list and is remembered per group", async () => {
    const { home, store } = aGroupHome();
    expect(home.orderTypes).toEqual([]);
    home.start();
    await expect.poll(() => home.entries.status).toBe('ready');
    expect(home.orderTypes).toEqual([OrderTypeId.takeAway, OrderTypeId.roomDelivery]);
    expect(home.chosenOrderType).toBe(OrderTypeId.takeAway);
    const shown = () => (home.shownEntries.status === 'ready' ? home.shownEntries.value.map((entry) => entry.establishment.id) : null);
    expect(shown()).toEqual(['crepes', 'pizza']);

    home.chooseOrderType(OrderTypeId.roomDelivery);
    expect(shown()).toEqual(['pizza']);

    const again = aGroupHome(store).home;
    again.start();
    await expect.poll(() => again.entries.status).toBe('ready');
    expect(again.chosenOrderType).toBe(OrderTypeId.roomDelivery);
    // Another group keeps its own choice.
    expect(new GroupViewModel(group, { loadRestaurant: { execute: () => Promise.resolve(ok(establishments[0]!)) }, random: { next: () => 0 }, store }, 'other-hall').chosenOrderType).toBeNull();
  });
});
