import type { Category, OptionItem, Product, ProductOption } from '../../../core/domain/catalogue/catalogue';
import type { LocalizedText } from '../../../core/domain/locale/localized-text';
import type { OrderTypeId, OrderTypeSettings, PaymentProviderEntry } from '../../../core/domain/order-type/order-type';

/** Builders that fill the fields a demo does not care about, so the menus below read like menus. */

export const euros = (amount: number): number => Math.round(amount * 100);

export function dish(
  fields: Pick<Product, 'id' | 'name' | 'category_id' | 'position'> & Partial<Omit<Product, 'price'>> & { price: number },
): Product {
  return {
    description: '',
    originPrice: null,
    visible: true,
    unavailable: false,
    type: 'product',
    product_type: 0,
    allergen_ids: [],
    product_option_ids: [],
    preparation_time: 0,
    image_url: null,
    stock: null,
    consultative: false,
    ...fields,
    price: euros(fields.price),
  };
}

export function category(
  fields: Pick<Category, 'id' | 'name' | 'position'> & Partial<Category>,
): Category {
  return { description: '', product_type: 0, categories: [], ...fields };
}

export function choice(id: number, name: LocalizedText, price = 0, byDefault = false): Omit<OptionItem, 'position'> {
  return { id, name, price: euros(price), byDefault };
}

export function option(
  fields: Pick<ProductOption, 'id' | 'name'> & Partial<Omit<ProductOption, 'product_option_items' | 'additional_price'>> & {
    items: readonly Omit<OptionItem, 'position'>[];
    additional_price?: number;
  },
): ProductOption {
  const { items, additional_price = 0, ...rest } = fields;
  return {
    multiple: false,
    mandatory: false,
    max_number: 0,
    additionalPriceActive: additional_price > 0,
    visible: true,
    ...rest,
    additional_price: euros(additional_price),
    product_option_items: items.map((item, index) => ({ ...item, position: index + 1 })),
  };
}

export function onSpotProvider(providerId: number, name: string): PaymentProviderEntry {
  return {
    provider_id: providerId,
    provider_name: name,
    type: 'ONSPOT',
    disabled: false,
    payment_types: [{ payment_type_id: 1, payment_type_name: name }],
  };
}

/** An order type collected now, paid on the spot with one provider; delivery fields where given. */
export function orderType(id: OrderTypeId, provider: PaymentProviderEntry, fields: Partial<OrderTypeSettings> = {}): OrderTypeSettings {
  return {
    id,
    minimumPrice: 0,
    deliveryCost: 0,
    deliveryCostActive: false,
    deliveryOffered: null,
    pre_order: false,
    is_collect_now: true,
    order_type_providers: [provider],
    ...fields,
  };
}
