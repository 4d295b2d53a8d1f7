import type { APIRequestContext } from '@playwright/test';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';
import { expect } from './fixtures';

/** browsing 7: how many times the simulator recorded `event` on the product (staging's /_simulator/product-events). */
export async function productEventsOn(request: APIRequestContext, restaurantId: string, event: string, productId: number, productType: number): Promise<number> {
  const response = await request.get(ADMIN_ROUTES.productEvents, { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
  expect(response.ok()).toBe(true);
  const events = (await response.json()) as { restaurantId: string; event: string; productId: number; productType: number }[];
  return events.filter((recorded) => recorded.restaurantId === restaurantId && recorded.event === event && recorded.productId === productId && recorded.productType === productType).length;
}
