import type { LocalizedText } from '../../core/domain/locale/localized-text';
import type { PriceFormat } from '../app/format/price-format';
import type { MenuSection } from './menu-view-model';
import { ProductCard } from './product-card';

type HeadingLevel = 'h2' | 'h3' | 'h4';
const HEADINGS: readonly HeadingLevel[] = ['h2', 'h3', 'h4'];

/** One category of the selected category: its title (h2 to h4 by depth) and its products. */
export function MenuSectionView({ section, price, localize, unavailableText, search }: {
  readonly section: MenuSection;
  readonly price: PriceFormat;
  readonly localize: (text: LocalizedText) => string;
  readonly unavailableText: string;
  readonly search: string;
}) {
  const Heading = HEADINGS[section.depth - 1] ?? 'h4';
  const productHeading = (['h3', 'h4', 'h5'] as const)[section.depth - 1] ?? 'h5';
  const description = localize(section.description);
  return (
    <section id={`category-${section.id}`} className={`menu-section menu-section--depth-${section.depth}`} aria-labelledby={`category-${section.id}-title`}>
      <Heading id={`category-${section.id}-title`} className="menu-section__title">
        {localize(section.name)}
      </Heading>
      {description && <p className="menu-section__description">{description}</p>}
      {section.products.length > 0 && (
        <ul className="product-grid">
          {section.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} price={price} localize={localize} unavailableText={unavailableText} headingLevel={productHeading} search={search} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
