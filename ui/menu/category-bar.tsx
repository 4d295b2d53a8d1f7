import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from '../../core/domain/catalogue/catalogue';
import { paths } from '../routing/restaurant-paths';
import { useLocalize } from '../locales/use-localize';

/** browsing 2.3: the horizontal bar of top-level categories; the selected one scrolls into view. */
export function CategoryBar({ restaurantId, categories, selectedId }: {
  readonly restaurantId: string;
  readonly categories: readonly Category[];
  readonly selectedId: number | null;
}) {
  const localize = useLocalize();
  const selectedRef = useRef<HTMLAnchorElement>(null);
  // Braces matter: recent browsers return a promise from scrollIntoView, and an effect may only return a clean-up.
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [selectedId]);

  return (
    <div className="category-bar">
      <ul className="category-bar__list page">
        {categories.map((category) => {
          const selected = category.id === selectedId;
          return (
            <li key={category.id}>
              <Link
                ref={selected ? selectedRef : undefined}
                to={paths.category(restaurantId, category.id)}
                className="pill pill--category"
                aria-current={selected ? 'page' : undefined}
                preventScrollReset
              >
                {localize(category.name)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
