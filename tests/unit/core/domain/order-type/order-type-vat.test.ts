import { describe, expect, it } from 'vitest';
import { isEatenAway, vatRateFor } from '../../../../../core/domain/order-type/order-type-vat';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';

const lemonade = { vat_rate: 10, vat_rate_take_away: 5.5 };
const burger = { vat_rate: 10 };
const wine = { vat_rate: 20, vat_rate_take_away: null };

describe('issue 20 item 6: the order type picks the VAT rate (France: 10 % served, 5.5 % taken away to eat later, alcohol 20 %)', () => {
  it.each([
    ['take away', OrderTypeId.takeAway, lemonade, 5.5],
    ['delivery', OrderTypeId.delivery, lemonade, 5.5],
    ['on place (a table too)', OrderTypeId.onPlace, lemonade, 10],
    ['room service', OrderTypeId.roomDelivery, lemonade, 10],
    ['take away, no take-away rate given', OrderTypeId.takeAway, burger, 10],
    ['delivery, a null take-away rate', OrderTypeId.delivery, wine, 20],
    ['on place, no take-away rate', OrderTypeId.onPlace, wine, 20],
  ])('%s: %s', (_name, orderType, product, rate) => {
    expect(vatRateFor(product, orderType)).toBe(rate);
  });

  it('no rate in the catalogue, or no product: none told, whatever the order type', () => {
    expect(vatRateFor({ vat_rate: null, vat_rate_take_away: 5.5 }, OrderTypeId.onPlace)).toBeNull();
    expect(vatRateFor({}, OrderTypeId.onPlace)).toBeNull();
    expect(vatRateFor(undefined, OrderTypeId.takeAway)).toBeNull();
    // A take-away rate alone still applies to what is taken away.
    expect(vatRateFor({ vat_rate_take_away: 5.5 }, OrderTypeId.takeAway)).toBe(5.5);
  });

  it('take away and delivery are eaten away; on place and room service on the premises', () => {
    expect([OrderTypeId.takeAway, OrderTypeId.delivery].map(isEatenAway)).toEqual([true, true]);
    expect([OrderTypeId.onPlace, OrderTypeId.roomDelivery, 99].map(isEatenAway)).toEqual([false, false, false]);
  });
});
