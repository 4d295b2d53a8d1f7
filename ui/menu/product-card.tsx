import { memo, useId } from 'react';
import type { ComponentProps } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { PriceFormat } from '../format/price-format';
import { prefetch } from '../routing/page-prefetch';
import { QuickAddButton } from '../basket/quick-add-button';
import type { ProductCardView } from './product-card-view';
import { useProductEvent } from './product-events';
import './product-card.css';

/**
 * A product of the menu. Its name is the link that opens it over the menu; the whole card is clickable
 * through that link. An unavailable product says so in words (browsing 8), not only in grey.
 */
const prefetchOverlays = () => prefetch('productCompose', 'productFullView');
const prefetchFormula = () => prefetch('formulaDetails');

/** A product card outside the menu (home blocks, suggestions): it reads the translations itself. */
export function ProductCard(props: Omit<ComponentProps<typeof MenuProductCard>, 't'>) {
  const { t } = useTranslation();
  return <MenuProductCard {...props} t={t} />;
}

/**
 * The menu's product card: memoised, and given `t` by its section (issue 6: one i18n subscription per
 * menu rather than one per card of a 2,000-product menu).
 */
export const MenuProductCard = memo(function MenuProductCard({ product, t, price, localize, unavailableText, headingLevel, search, display = 'horizontal' }: {
  readonly product: ProductCardView;
  readonly t: TFunction;
  readonly price: PriceFormat;
  readonly localize: (text: LocalizedText) => string;
  readonly unavailableText: string;
  readonly headingLevel: 'h3' | 'h4' | 'h5';
  readonly search: string;
  /** browsing 3 and 9: cc_product_display 1 is vertical (picture on top), other values horizontal (V2); thin on a phone either way. */
  readonly display?: 'vertical' | 'horizontal';
}) {
  const nameId = useId();
  const Heading = headingLevel;
  const description = localize(product.description);
  const orderable = product.availability === 'orderable';
  const prefetchOpen = product.kind === 'formula' && orderable ? prefetchFormula : prefetchOverlays;
  const badge = badgeKey(product);
  // browsing 7: opening it is a product click on the menu, a suggestion pick among the proposed products.
  const tellOpened = useProductEvent(product.id);
  const toTop = product.overlay.startsWith('/');

  return (
    <article className={`product-card product-card--${display}${orderable ? '' : ' product-card--unavailable'}`} aria-labelledby={nameId}>
      <div className="product-card__text">
        <Heading id={nameId} className="product-card__name">
          <Link
            className="product-card__link"
            to={{ pathname: product.overlay, search }}
            // An overlay opens over the menu where it is; the formula builder is a page of its own, from its top.
            preventScrollReset={!product.overlay.startsWith('/')}
            onClick={
              toTop || tellOpened
                ? () => {
                    tellOpened?.();
                    if (toTop) window.scrollTo({ top: 0 });
                  }
                : undefined
            }
            onPointerEnter={prefetchOpen}
            onFocus={prefetchOpen}
            onTouchStart={prefetchOpen}
          >
            {localize(product.name)}
          </Link>
        </Heading>
        {description && <p className="product-card__description">{description}</p>}
        {product.allergens.length > 0 && (
          <p className="product-card__allergens">{t('allergens_list', { list: product.allergens.map(localize).join(', ') })}</p>
        )}
        <div className="product-card__footer">
          {product.kind === 'formula' && <span className="product-card__from">{t('set_menu')}</span>}
          <span className="product-card__price">{price(product.price)}</span>
          {badge && <span className="badge badge--muted">{t(badge)}</span>}
          {product.quickAdd && <QuickAddButton productId={product.id} name={localize(product.name)} />}
        </div>
        {!orderable && product.availability !== 'consultative' && <p className="product-card__unavailable">{unavailableText}</p>}
      </div>
      {product.imageUrl && <img className="product-card__image" src={product.imageUrl} alt="" loading="lazy" width={112} height={112} />}
    </article>
  );
});

/** The word beside the price: why it cannot be ordered (browsing 3, 4), or that it is taken as a pre-order. */
function badgeKey(product: ProductCardView): string | null {
  switch (product.availability) {
    case 'sold_out':
      return 'sold_out';
    case 'unavailable':
      return 'unavailable';
    case 'consultative':
      return 'consultation_only';
    case 'orderable':
      return product.preOrder ? 'pre_order' : null;
  }
}
