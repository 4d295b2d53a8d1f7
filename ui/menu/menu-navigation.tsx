import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CategoryBar } from './category-bar';
import type { MenuViewModel } from './menu-view-model';
import { OneRowNav } from './one-row-nav';
import { SubcategoryChips } from './subcategory-chips';

/**
 * browsing 2.3 and issue 6 (long menus): the sticky navigation, on its own so that it is the only part
 * of the menu drawn again when the scroll moves the active chip; the sections and their cards are not.
 */
export const MenuNavigation = observer(function MenuNavigation({ menu, restaurantId, onChoose }: {
  readonly menu: MenuViewModel;
  readonly restaurantId: string;
  readonly onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const layout = menu.layout;
  const selectedTop = menu.selectedCategoryId;
  const activeId = menu.activeSectionId;
  return (
    <nav className={`menu-nav menu-nav--${layout.navigation}`} aria-label={t('menu_categories')}>
      {layout.navigation === 'one-row' ? (
        <OneRowNav
          restaurantId={restaurantId}
          categories={menu.categories}
          selectedCategoryId={selectedTop}
          sections={menu.sections}
          wholeMenu={layout.scope === 'whole-menu'}
          activeId={activeId}
          onChoose={onChoose}
        />
      ) : (
        <>
          <CategoryBar restaurantId={restaurantId} categories={menu.categories} selectedId={selectedTop} />
          {layout.navigation === 'bar-and-chips' && menu.shape.kind === 'category' && (
            <SubcategoryChips sections={menu.sections.filter((section) => section.topId === selectedTop)} activeId={activeId} onChoose={onChoose} />
          )}
        </>
      )}
    </nav>
  );
});

/** browsing 2.3: the sub-categories at the side of the menu, on a desktop whose establishment asks for it. */
export const MenuSideNavigation = observer(function MenuSideNavigation({ menu, onChoose }: { readonly menu: MenuViewModel; readonly onChoose: (id: number) => void }) {
  const { t } = useTranslation();
  const selectedTop = menu.selectedCategoryId;
  return (
    <aside className="menu-side" aria-label={t('subcategories')}>
      <SubcategoryChips sections={menu.sections.filter((section) => section.topId === selectedTop)} activeId={menu.activeSectionId} onChoose={onChoose} side />
    </aside>
  );
});
