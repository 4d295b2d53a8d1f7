import type { OrderTypeSettings, PaymentProviderEntry } from './order-type';

/**
 * checkout 4 "With no per-order-type providers: mode online with the first provider if available, else onSpot"
 * (issue 19). Ours: "the first provider" is the first one, not disabled, of the restaurant's own list
 * (payment_providers); an order type that lists none is given it, online, where the settings are read, so that
 * the checkout, its rules and the platform all see one list. Without it the payment stays on the spot. A file of
 * its own: settings are read on the menu's first visit, the checkout's payment rules are not (issue 17).
 */
export function withRestaurantProviders<Settings extends { readonly orderTypes: readonly OrderTypeSettings[]; readonly payment_providers?: readonly PaymentProviderEntry[] }>(settings: Settings): Settings {
  const first = settings.payment_providers?.find((provider) => !provider.disabled);
  if (!first) return settings;
  const online: PaymentProviderEntry = { ...first, type: 'ONLINE' };
  return { ...settings, orderTypes: settings.orderTypes.map((type) => (type.order_type_providers.length > 0 ? type : { ...type, order_type_providers: [online] })) };
}
