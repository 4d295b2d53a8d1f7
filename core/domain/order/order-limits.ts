import { MAX_LINE_QUANTITY } from '../basket/basket';

/**
 * Ours: the sizes an order may have. The spec gives none but the comment's (checkout 5: 280 in the
 * form, 250 sent); a platform on the internet needs bounds on everything a client sends, and the
 * storefront keeps within them.
 */
export const ORDER_LIMITS = {
  lines: 100,
  lineQuantity: MAX_LINE_QUANTITY,
  /** Units in one order, all lines together. */
  totalQuantity: 500,
  optionsPerLine: 50,
  itemsPerOption: 50,
  dishesPerFormula: 20,
  questions: 50,
  answersPerQuestion: 50,
  promoCodes: 10,
  /** Longest texts, in UTF-16 units. */
  text: {
    /** Names are checked by name-rules (100 visible characters); this bounds what is even read. */
    name: 1_600,
    phone: 32,
    email: 254,
    comment: 253,
    addressField: 200,
    placeNumber: 10,
    tableInformation: 20,
    url: 2_048,
    shortId: 64,
    question: 200,
  },
  /** Amounts in minor units: ten million is 100,000 euros. */
  maxAmount: 10_000_000,
  /** Epoch seconds of a long pre-order (checkout 3): from 2020 to 2100. */
  deliveryDate: { min: 1_577_836_800, max: 4_102_444_800 },
} as const;
