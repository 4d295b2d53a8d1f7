import { useTranslation } from 'react-i18next';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import { usePriceFormat } from '../format/use-price-format';
import { Spinner } from '../design/spinner';
import { useLocalize } from '../locales/use-localize';
import { useUnavailableText } from '../locales/use-unavailable-text';
import type { ProductCardView } from '../menu/product-card-view';
import { ProductCard } from '../menu/product-card';
import type { HomeBlocks } from './home-view-model';

interface BlockProps {
  readonly id: string;
  readonly title: string;
  readonly products: readonly ProductCardView[];
  readonly headingLevel: 'h2' | 'h3';
  readonly settings: RestaurantSettings;
  readonly search: string;
}

/** One block of the home: its title and its products, as the menu shows them (ui/menu/product-card). */
function HomeBlock({ id, title, products, headingLevel, settings, search }: BlockProps) {
  const localize = useLocalize();
  const price = usePriceFormat(settings);
  const unavailableText = useUnavailableText(settings);
  if (products.length === 0) return null;
  const Heading = headingLevel;
  return (
    <section className={`home-block home-block--${headingLevel}`} aria-labelledby={`${id}-title`} data-testid={id}>
      <Heading id={`${id}-title`} className="home-block__title">
        {title}
      </Heading>
      <ul className="home-grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              price={price}
              localize={localize}
              unavailableText={unavailableText}
              headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'}
              search={search}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * browsing 2.2: suggested products, the most ordered (to eat, to drink), "let yourself be tempted" and
 * the best products. A block with nothing to show is left out.
 */
export function HomeBlocksView({ blocks, settings, search }: { readonly blocks: HomeBlocks | null; readonly settings: RestaurantSettings; readonly search: string }) {
  const { t } = useTranslation();
  if (!blocks) return <Spinner label={t('loading')} />;
  const common = { settings, search };
  const { toEat, toDrink } = blocks.mostOrdered;
  return (
    <>
      <HomeBlock id="home-suggested" title={t('home_suggested_products')} products={blocks.suggested} headingLevel="h2" {...common} />
      {(toEat.length > 0 || toDrink.length > 0) && (
        <section className="home-block" aria-labelledby="home-most-ordered-title">
          <h2 id="home-most-ordered-title" className="home-block__title">
            {t('home_most_ordered')}
          </h2>
          <HomeBlock id="home-to-eat" title={t('home_to_eat')} products={toEat} headingLevel="h3" {...common} />
          <HomeBlock id="home-to-drink" title={t('home_to_drink')} products={toDrink} headingLevel="h3" {...common} />
        </section>
      )}
      <HomeBlock id="home-tempting" title={t('home_let_yourself_be_tempted')} products={blocks.tempting} headingLevel="h2" {...common} />
      <HomeBlock id="home-best" title={t('home_best_products')} products={blocks.best} headingLevel="h2" {...common} />
    </>
  );
}
