import type { HistoryOrder } from '../../../../../core/domain/account/history-order';

/** A validated take-away order of Le Comptoir: a burger with options, a lunch formula, a wine (20 % VAT). */
export function aHistoryOrder(changes: Partial<HistoryOrder['orderInfo']> = {}, payment: Partial<HistoryOrder['paymentInfo']> = {}): HistoryOrder {
  return {
    orderInfo: { orderNumber: '7KQ2M9XF3HTA', createdAt: '2025-06-11T18:30:00.000Z', status: 'validated', displayOrderNumber: '042', ...changes },
    restaurantName: 'Le Comptoir des Halles',
    paymentInfo: { totalPrice: 1900 + 2 * 1990 + 600, deliveryCost: 0, tips: 0, ...payment },
    products: [
      {
        id: 1101,
        name: 'Burger du Comptoir',
        count: 1,
        quantityName: '',
        price: 1900,
        vatRate: 10,
        options: [
          { optionId: 1, itemId: 102, optionName: 'Cuisson', itemName: 'À point' },
          { optionId: 2, itemId: 203, optionName: 'Accompagnement', itemName: 'Salade' },
        ],
      },
      { id: 2301, name: 'Côtes-du-Rhône', count: 1, quantityName: '', price: 600, vatRate: 20, options: [] },
    ],
    formulas: [
      {
        id: 3001,
        name: 'Formule du midi',
        count: 2,
        price: 1990,
        vatRate: 10,
        products: [
          { id: 1001, name: 'Velouté de potimarron', count: 1, quantityName: '', price: 0, vatRate: 10, options: [], menuChoiceId: 1 },
          { id: 1301, name: 'Risotto aux cèpes', count: 1, quantityName: '', price: 0, vatRate: 10, options: [], menuChoiceId: 2 },
        ],
      },
    ],
  };
}
