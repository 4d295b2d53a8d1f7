import { useTranslation } from 'react-i18next';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { PriceFormat } from './price-format';
import { priceFormat } from './price-format';
import { intlLocale } from '../locales/ui-languages';

/** Prices of this restaurant in the interface language (formatters are cached). */
export function usePriceFormat(settings: RestaurantSettings): PriceFormat {
  const { i18n } = useTranslation();
  return priceFormat(intlLocale(i18n.language), settings.currency, settings.config.nb_decimal_price);
}
