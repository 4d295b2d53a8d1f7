import * as v from 'valibot';
import type { Allergen, Category, Product, ProductOption } from '../../core/domain/catalogue/catalogue';
import { SELECTION_TYPES } from '../../core/domain/catalogue/catalogue';
import type { Formula } from '../../core/domain/formula/formula';

/**
 * browsing 3: the catalogue as the platform sends it, checked where it is read: at the HTTP boundary and
 * in the simulator's establishment files. Defaults the spec gives
 * are applied here, so the core always gets complete values.
 */
/** Ids are whole numbers the platform stores in 32 bits. */
export const id = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647));
export const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
export const localizedText = v.union([
  v.string(),
  v.pipe(
    v.record(v.string(), v.string()),
    v.check((text) => Object.keys(text).length > 0, 'a translated text needs at least one language'),
  ),
]);
const optionalText = v.optional(localizedText, '');
const productType = v.picklist([0, 1, 2, 3]);

const optionItem = v.object({
  id,
  name: localizedText,
  price: v.optional(cents, 0),
  position: v.optional(v.number(), 0),
  byDefault: v.optional(v.boolean(), false),
});

export const productOption = v.object({
  id,
  name: localizedText,
  multiple: v.optional(v.boolean(), false),
  mandatory: v.optional(v.boolean(), false),
  max_number: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  additional_price: v.optional(cents, 0),
  additionalPriceActive: v.optional(v.boolean(), false),
  visible: v.optional(v.boolean(), true),
  product_option_items: v.array(optionItem),
});

// basket (issue 6), browsing 3 and 5: a product's or a category's limit and the units counted against it.
/** Ours (accounts 1, issue 20 item 6): a VAT percentage of a price, from 0 to 100; absent or null: not given. */
const vatPercentage = v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))));
const unitCount = v.pipe(v.number(), v.integer(), v.minValue(0));
const limitFields = v.object({ limit: v.optional(v.nullable(unitCount), null), current: v.optional(unitCount, 0) });

// checkout 4: the days a product can be ordered for (ours, core ProductAvailabilityDates).
const isoDay = v.pipe(v.string(), v.isoDate());
const availabilityDates = v.object({
  from: v.optional(v.nullable(isoDay), null),
  to: v.optional(v.nullable(isoDay), null),
  weekdays: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))), v.maxLength(7)), []),
});

export const product = v.object({
  id,
  name: localizedText,
  description: optionalText,
  price: cents,
  originPrice: v.optional(v.nullable(cents), null),
  category_id: id,
  visible: v.optional(v.boolean(), true),
  unavailable: v.optional(v.boolean(), false),
  type: v.optional(v.picklist(['product', 'menu']), 'product'),
  product_type: v.optional(productType, 0),
  position: v.optional(v.number(), 0),
  allergen_ids: v.optional(v.array(id), []),
  product_option_ids: v.optional(v.array(id), []),
  preparation_time: v.optional(v.number(), 0),
  image_url: v.optional(v.nullable(v.string()), null),
  stock: v.optional(v.nullable(v.object({ number_available: v.nullable(v.number()) })), null),
  consultative: v.optional(v.boolean(), false),
  preOrderWhenUnavailable: v.optional(v.boolean(), false),
  isMenuOnly: v.optional(v.boolean(), false),
  availability_dates: v.optional(v.nullable(availabilityDates), null),
  // browsing 2.2: a value this storefront does not know puts the product in no home block.
  selectionType: v.optional(v.fallback(v.nullable(v.picklist(SELECTION_TYPES)), null), null),
  vat_rate: vatPercentage,
  // Issue 20 item 6: the take-away and delivery rate, checked like the eat-in one.
  vat_rate_take_away: vatPercentage,
  ...limitFields.entries,
});

type CategoryInput = Omit<v.InferInput<typeof categoryFields>, 'categories'> & { categories?: CategoryInput[] };
const categoryFields = v.object({
  id,
  name: localizedText,
  description: optionalText,
  position: v.optional(v.number(), 0),
  product_type: v.optional(productType, 0),
  ...limitFields.entries,
});
export const category: v.GenericSchema<CategoryInput, Category> = v.object({
  ...categoryFields.entries,
  categories: v.optional(v.array(v.lazy(() => category)), []),
});

const formula = v.object({
  id,
  name: localizedText,
  description: optionalText,
  category_id: id,
  media_url: v.optional(v.nullable(v.string()), null),
  price: cents,
  menu_choice: v.array(
    v.object({
      id,
      name: localizedText,
      position: v.optional(v.number(), 0),
      menu_contents: v.array(v.object({ product_id: id, position: v.optional(v.number(), 0), price: v.optional(cents, 0), visible: v.optional(v.boolean(), true) })),
    }),
  ),
  menu_prices: v.array(v.object({ id, name: localizedText, price: cents, menu_price_choice: v.array(id) })),
});

export const productsResponse = v.object({
  categories: v.array(category),
  products: v.array(product),
  formulas: v.optional(v.array(formula), []),
});
/**
 * The same answer with its products left for later: a menu of 2,000 products is checked product by product
 * in slices (adapters/http/read-in-slices.ts), which a phone's browser can interleave with drawing the page.
 */
export const productsEnvelope = v.object({
  categories: v.array(category),
  products: v.array(v.unknown()),
  formulas: v.optional(v.array(formula), []),
});
export const productOptionsResponse = v.object({ product_options: v.array(productOption) });
export const allergensResponse = v.object({ allergens: v.array(v.object({ id: v.pipe(id, v.minValue(1), v.maxValue(14)), name: localizedText })) });

// The schemas and the core types describe the same data; these lines stop them drifting apart.
export const schemaTypesMatch = {
  product: (parsed: v.InferOutput<typeof product>): Product => parsed,
  option: (parsed: v.InferOutput<typeof productOption>): ProductOption => parsed,
  allergen: (parsed: v.InferOutput<typeof allergensResponse>['allergens'][number]): Allergen => parsed,
  formula: (parsed: v.InferOutput<typeof formula>): Formula => parsed,
};
