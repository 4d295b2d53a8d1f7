import { memo } from 'react';
import type { TFunction } from 'i18next';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { PriceFormat } from '../format/price-format';
import type { MenuSection } from './menu-view-model';
import { MenuProductCard } from './product-card';

type HeadingLevel = 'h2' | 'h3' | 'h4';
const HEADINGS: readonly HeadingLevel[] = ['h2', 'h3', 'h4'];

/** What every section of one menu shares: formats, texts, and how its cards look. */
export interface SectionContext {
  readonly t: TFunction;
  readonly price: PriceFormat;
  readonly localize: (text: LocalizedText) => string;
  readonly unavailableText: string;
  /** The query kept on overlay links (language ...), without subcategoryid, which moves with the scroll. */
  readonly search: string;
  /** browsing 3 and 9: cc_product_display 1 vertical, else horizontal (V2); thin on a phone. */
  readonly display: 'vertical' | 'horizontal';
  /** Horizontal scroll layout: the products of a section in one row that scrolls sideways. */
  readonly row: boolean;
}

/**
 * One category of the menu: its title (h2 to h4 by depth) and its products. Memoised: the scroll moves
 * the active chip many times a second and must not re-render the cards of a long menu.
 */
export const MenuSectionView = memo(function MenuSectionView({ section, context, hideTitle = false, estimatedHeight }: {
  readonly section: MenuSection;
  readonly context: SectionContext;
  /** A drawer's button already names its top-level category. */
  readonly hideTitle?: boolean;
  /**
   * Issue 6 (long menus): when given, the browser skips the section's layout and paint while it is far
   * from the viewport (content-visibility: auto), counting it this tall until it has been drawn once.
   */
  readonly estimatedHeight?: number;
}) {
  const { localize } = context;
  const Heading = HEADINGS[section.depth - 1] ?? 'h4';
  const productHeading = (['h3', 'h4', 'h5'] as const)[section.depth - 1] ?? 'h5';
  const description = localize(section.description);
  const titleId = `category-${section.id}-title`;
  return (
    <section
      id={`category-${section.id}`}
      data-section-id={section.id}
      className={`menu-section menu-section--depth-${section.depth}${estimatedHeight === undefined ? '' : ' menu-section--skippable'}`}
      style={estimatedHeight === undefined ? undefined : { containIntrinsicBlockSize: `auto ${estimatedHeight}px` }}
      aria-labelledby={hideTitle ? undefined : titleId}
    >
      {!hideTitle && (
        <Heading id={titleId} className="menu-section__title">
          {localize(section.name)}
        </Heading>
      )}
      {description && <p className="menu-section__description">{description}</p>}
      {section.products.length > 0 && (
        <ul className={`product-grid${context.row ? ' product-grid--row' : ''}`}>
          {section.products.map((product) => (
            <li key={product.id}>
              <MenuProductCard
                product={product}
                t={context.t}
                price={context.price}
                localize={localize}
                unavailableText={context.unavailableText}
                headingLevel={productHeading}
                search={context.search}
                display={context.display}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
