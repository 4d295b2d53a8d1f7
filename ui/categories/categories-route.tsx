import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoriesPageGroups } from '../../core/domain/catalogue/menu-categories-page';
import type { CategoryGroup } from '../../core/domain/catalogue/menu-categories-page';
import type { OrderingSession } from '../session/restaurant-view-model';
import { paths } from '../routing/restaurant-paths';
import { SessionGate } from '../session/session-gate';
import { usePageTitle } from '../routing/use-page-title';
import { BackIcon } from '../design/icons';
import { useLocalize } from '../locales/use-localize';
import './categories.css';

/** /{restaurantId}/categories (browsing 2.1), its own chunk. */
export function Component() {
  return <SessionGate>{(session) => <CategoriesScreen session={session} />}</SessionGate>;
}

/**
 * browsing 2.3: the categories page. Categories grouped by parent, or by product type (foods, drinks,
 * wines, formulas) for those without sub-categories, sorted by position; each links to its menu.
 */
function CategoriesScreen({ session }: { readonly session: OrderingSession }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { settings, catalogue } = session;
  usePageTitle(t('categories_page_title'), settings.restaurant_name);
  const groups = useMemo(() => categoriesPageGroups(catalogue), [catalogue]);
  const groupTitle = (group: CategoryGroup) => (group.parent ? localize(group.parent.name) : t(`categories_group_${group.productType ?? 'foods'}`));
  return (
    <div className="page categories-page">
      <Link className="back-link" to={paths.home(settings.id)}>
        <BackIcon size={18} />
        {t('back_to_menu')}
      </Link>
      <h1 className="page-title">{t('categories_page_title')}</h1>
      {groups.map((group, index) => (
        <section key={group.parent?.id ?? group.productType ?? index} className="categories-group" aria-labelledby={`categories-group-${index}`}>
          <h2 id={`categories-group-${index}`} className="categories-group__title">
            {group.parent ? <Link to={paths.category(settings.id, group.parent.id)}>{groupTitle(group)}</Link> : groupTitle(group)}
          </h2>
          <ul className="categories-group__list">
            {group.categories.map((category) => (
              <li key={category.id}>
                <Link className="categories-group__link" to={paths.category(settings.id, category.id)}>
                  {localize(category.name)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
