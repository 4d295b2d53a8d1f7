import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { RestaurantSettings } from '../../../../core/domain/restaurant/restaurant-settings';
import type { TrackStatus } from '../../../../core/domain/tracking/track-status';
import { ok } from '../../../../core/domain/result';
import type { GetOrderStatus } from '../../../../core/use-cases/order/get-order-status';
import { TrackOrder } from '../../../../core/use-cases/order/track-order';
import { TrackingViewModel } from '../../../../ui/tracking/tracking-view-model';
import { SubjectLiveUpdates } from '../../core/fixtures/subject-live-updates';
import { aTrackStatus } from '../../core/fixtures/track-status-builders';

const settings = { id: 'le-comptoir', useDisplayOrderNumber: false, prefix: '' } as RestaurantSettings;

async function trackingOf(status: TrackStatus): Promise<TrackingViewModel> {
  const getOrderStatus = { execute: async () => ok(status) } as Pick<GetOrderStatus, 'execute'> as GetOrderStatus;
  const tracking = new TrackingViewModel(settings, status.order_number, null, { trackOrder: async () => new TrackOrder(getOrderStatus, new SubjectLiveUpdates()) });
  tracking.start();
  await when(() => tracking.progress !== null);
  return tracking;
}

describe('issue 18 (checkout 3: the confirmation shows the discount as gift, percentage or cash)', () => {
  it('shows the code and amount of each discount, a gift named from the order’s lines, beside the total paid', async () => {
    const tracking = await trackingOf(
      aTrackStatus({
        total_price: 2160,
        lines: [
          { name: 'Entrecôte 300 g', count: 1, price: 2400, product_id: 1201 },
          { name: 'Mousse au chocolat', count: 1, price: 0, product_id: 1501 },
        ],
        discounts: {
          discount: 240,
          pool_used: 0,
          e_wallet_used: 0,
          to_pay: 2160,
          lines: [
            { code: 'BIENVENUE10', shown_as: 'percentage', amount: 240, gifts: [] },
            { code: 'MOUSSEOFFERTE', shown_as: 'gift', amount: 0, gifts: [{ product_id: 1501, quantity: 1 }] },
          ],
        },
      }),
    );
    expect(tracking.discountRows).toEqual([
      { kind: 'percentage', labelKey: 'discount_percentage', code: 'BIENVENUE10', amount: 240 },
      { kind: 'gift', labelKey: 'discount_gift', code: 'MOUSSEOFFERTE', product: 'Mousse au chocolat', count: 1 },
    ]);
    expect(tracking.totalPrice).toBe(2160);
    tracking.stop();
  });

  it('an order without discounts shows none', async () => {
    const tracking = await trackingOf(aTrackStatus({ discounts: null }));
    expect(tracking.discountRows).toEqual([]);
    tracking.stop();
  });
});
