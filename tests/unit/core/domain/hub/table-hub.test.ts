import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { restaurantSettings } from '../../../../../adapters/platform-api/restaurant-schema';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';
import type { TableBillOrder } from '../../../../../core/domain/hub/table-bill';
import { billSummary, hubTableNumber, isDiscounted } from '../../../../../core/domain/hub/table-bill';
import { canPayTheBill, tableHubOf } from '../../../../../core/domain/hub/table-hub';

const anOrder = (amount: number, paid: boolean, lines = [{ name: 'Croque-monsieur', count: 1, price: amount }]): TableBillOrder => ({
  orderNumber: `o-${amount}-${String(paid)}`,
  displayNumber: '042',
  amount,
  paid,
  lines,
});

describe('the hub of a table (browsing 2.5: reads query number)', () => {
  it('reads a table number: a whole number from 1, six digits at most, spaces around forgiven', () => {
    expect(hubTableNumber('12')).toBe('12');
    expect(hubTableNumber(' 7 ')).toBe('7');
    for (const bad of [null, '', '0', '012', '-3', '1.5', '12a', '1234567', '12; drop']) expect(hubTableNumber(bad)).toBeNull();
  });

  it('works out total, paid and left from the orders, never from a total it is given', () => {
    expect(billSummary([anOrder(1250, true), anOrder(2500, false), anOrder(900, false)])).toEqual({ total: 4650, paid: 1250, paying: 0, left: 3400 });
    expect(billSummary([])).toEqual({ total: 0, paid: 0, paying: 0, left: 0 });
  });

  it('offers pay_bill only when the table has an open bill with something left to pay', () => {
    const open = tableHubOf('12', { state: 'open', orders: [anOrder(1250, true), anOrder(2500, false)] });
    expect(open).toMatchObject({ kind: 'open', tableNumber: '12', summary: { left: 2500 } });
    expect(canPayTheBill(open)).toBe(true);
    // An open bill whose orders are all paid is paid: nothing to pay.
    const settled = tableHubOf('12', { state: 'open', orders: [anOrder(1250, true)] });
    expect(settled.kind).toBe('paid');
    expect(canPayTheBill(settled)).toBe(false);
    expect(canPayTheBill(tableHubOf('12', { state: 'paid', orders: [anOrder(1250, true)] }))).toBe(false);
    expect(tableHubOf('12', { state: 'none' })).toEqual({ kind: 'no_open_bill', tableNumber: '12' });
    expect(tableHubOf('12', { state: 'open', orders: [] })).toEqual({ kind: 'no_open_bill', tableNumber: '12' });
    expect(canPayTheBill({ kind: 'unknown_table' })).toBe(false);
  });

  it('tells an order whose discounts took something off its lines', () => {
    expect(isDiscounted(anOrder(1250, false))).toBe(false);
    expect(isDiscounted({ ...anOrder(1250, false), amount: 1000 })).toBe(true);
  });

  it('view_menu is an http(s) link the establishment sets (config.hub_menu_url), refused otherwise since it becomes a link', () => {
    const { settings } = demoEstablishment('cafe-lumiere');
    expect(v.parse(restaurantSettings, settings).config.hub_menu_url).toBe('https://cafe-lumiere.example/carte-du-jour.pdf');
    const withLink = (hub_menu_url: unknown) => v.safeParse(restaurantSettings, { ...settings, config: { ...settings.config, hub_menu_url } }).success;
    expect(withLink('javascript:alert(1)')).toBe(false);
    expect(withLink('/cafe-lumiere/menu/0')).toBe(false);
    expect(withLink(null)).toBe(true);
  });
});
