import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** An order on place at a table of Café Lumière, paid on the spot, as a storefront sends it; returns its number. */
export async function orderAtTable(request: APIRequestContext, table: string, count = 2): Promise<string> {
  const placed = await request.post('cafe-lumiere/order/', {
    data: {
      name: 'Alice Martin',
      phone: '+33612345678',
      email: '',
      question: [],
      comment: '',
      address: { city: '', deliveryCost: 0, doorCode: '', floor: '', intercom: '', postCode: '', street: '' },
      amount_paid: 0,
      order_types_id: 1,
      order_delivery_date: null,
      restaurant_payments_id: 1,
      nb_customers: 1,
      opt_in_promotions: false,
      restaurant_id: 'cafe-lumiere',
      time_slot_id: null,
      specific_date_id: null,
      order_number: '',
      products: { count, data: [{ product_id: 1101, name: 'Croque-monsieur à la truffe', nb: count, unit_price: 1250, options: [] }] },
      payement_infos: { type: 'ONSPOT', provider_id: 2, payment_type_id: 1, success_url: '', cancel_url: '' },
      promotion_id: 0,
      delivery_cost: 0,
      tips: 0,
      table_information: table,
      cc_type: 'click_and_collect',
      room_service: { is_active: false, room_number: '' },
      customerExternalInfos: { loyaltyCardNumber: '', pool: 0, poolToUse: 0, promoCodes: [] },
      metrics_uuid: `e2e-table-${table}-${count}`,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { data: { order_number: string } }).data.order_number;
}
