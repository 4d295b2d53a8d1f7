import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import { useLocalize } from '../locales/use-localize';

/** The product's picture at the top of its dialog (decorative: the title names the product). */
export function ProductMedia({ imageUrl }: { readonly imageUrl: string | null }) {
  return imageUrl ? <img className="product-media" src={imageUrl} alt="" /> : null;
}

/** Description and allergens, by name (browsing 3: allergens 1 to 14). */
export function ProductDetails({ description, allergens }: { readonly description: LocalizedText; readonly allergens: readonly LocalizedText[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const text = localize(description);
  return (
    <div className="product-details">
      {text && <p className="product-details__description">{text}</p>}
      {allergens.length > 0 && <p className="product-details__allergens">{t('allergens_list', { list: allergens.map(localize).join(', ') })}</p>}
    </div>
  );
}
