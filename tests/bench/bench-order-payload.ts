import type { OrderPayload } from '../../core/domain/order/order-payload';

/** A take-away order at le-comptoir, paid on the spot: two burgers with three sauces (one extra). */
export const takeAwayOrderPayload: OrderPayload = {
  name: 'Camille Bench',
  phone: '+33612345678',
  email: '',
  question: [],
  comment: '',
  address: { city: '', deliveryCost: 0, doorCode: '', floor: '', intercom: '', postCode: '', street: '' },
  amount_paid: 0,
  order_types_id: 3,
  order_delivery_date: null,
  restaurant_payments_id: 1,
  nb_customers: 1,
  opt_in_promotions: false,
  restaurant_id: 'le-comptoir',
  time_slot_id: null,
  specific_date_id: null,
  order_number: '',
  products: {
    count: 3,
    data: [
      {
        product_id: 1101,
        name: 'Burger du Comptoir',
        nb: 2,
        unit_price: 1700,
        options: [
          { option_id: 1, item_ids: [103] },
          { option_id: 2, item_ids: [201] },
          { option_id: 3, item_ids: [301, 302, 303] },
        ],
      },
      { product_id: 2101, name: 'Limonade artisanale', nb: 1, unit_price: 450, options: [] },
    ],
  },
  payement_infos: { type: 'ONSPOT', provider_id: 1, payment_type_id: 1, success_url: '', cancel_url: '' },
  promotion_id: 0,
  delivery_cost: 0,
  tips: 0,
  table_information: null,
  cc_type: 'click_and_collect',
  room_service: { is_active: false, room_number: '' },
  customerExternalInfos: { loyaltyCardNumber: '', pool: 0, poolToUse: 0, promoCodes: [] },
  metrics_uuid: 'bench',
};
