import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { usePriceFormat } from '../app/format/use-price-format';
import type { OrderingSession } from '../app/restaurant/restaurant-view-model';
import { useViewModel } from '../app/use-view-model';
import { useLocalize } from '../locales/use-localize';
import { CategoryBar } from './category-bar';
import { MenuSectionView } from './menu-section';
import type { MenuOverlayContext } from './menu-overlay';
import { MenuViewModel } from './menu-view-model';
import { RestaurantHero } from './restaurant-hero';
import { SubcategoryChips } from './subcategory-chips';
import './menu.css';

/** browsing 9: scroll to the category 100 ms after it is chosen (the page may still be laying out). */
const SCROLL_DELAY_MS = 100;

export const MenuScreen = observer(function MenuScreen({ session }: { readonly session: OrderingSession }) {
  const { settings, catalogue } = session;
  const { t } = useTranslation();
  const localize = useLocalize();
  const price = usePriceFormat(settings);
  const { categoryid = '0' } = useParams();
  const [search, setSearch] = useSearchParams();
  const subcategoryParam = search.get('subcategoryid');
  const location = useLocation();
  const navigate = useNavigate();
  const navAnchorRef = useRef<HTMLDivElement>(null);

  const menu = useViewModel(() => new MenuViewModel(settings, catalogue, { categoryParam: categoryid, subcategoryParam }), [settings, catalogue]);
  useLayoutEffect(() => {
    menu.show(categoryid, subcategoryParam);
  }, [menu, categoryid, subcategoryParam]);

  // browsing 2.3: an address naming a sub-category scrolls to it; another category starts at its top.
  const firstVisit = useRef(true);
  useEffect(() => {
    const target = menu.arrivalSectionId;
    const timer = window.setTimeout(() => {
      if (target !== null) scrollToSection(String(target));
      else if (!firstVisit.current) scrollToNav(navAnchorRef.current);
      firstVisit.current = false;
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [menu, categoryid]);

  const menuPath = location.pathname.replace(/\/(productFullView|productCompose)\/[^/]+$|\/basket$/, '');
  const menuSearch = location.search;
  const closeOverlay = useCallback(
    () => navigate({ pathname: menuPath, search: menuSearch }, { preventScrollReset: true }),
    [navigate, menuPath, menuSearch],
  );
  const overlay = useMemo<MenuOverlayContext>(() => ({ session, closeOverlay }), [session, closeOverlay]);

  const page = menu.page;
  if (page.kind === 'redirect') return <Navigate to={page.to} replace />;

  const chooseSection = (id: number) => {
    scrollToSection(String(id));
    const next = new URLSearchParams(search);
    next.set('subcategoryid', String(id));
    setSearch(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <RestaurantHero settings={settings} />
      <div ref={navAnchorRef} />
      <nav className="menu-nav" aria-label={t('menu_categories')}>
        <CategoryBar restaurantId={settings.id} categories={menu.categories} selectedId={menu.selectedCategoryId} />
        {page.kind === 'category' && <SubcategoryChips sections={page.sections} activeId={page.activeSectionId} onChoose={chooseSection} />}
      </nav>
      <div className="page menu-content">
        {page.kind === 'empty-menu' ? (
          <p className="menu-empty">{t('no_products_available')}</p>
        ) : (
          page.sections.map((section) => (
            <MenuSectionView
              key={section.id}
              section={section}
              price={price}
              localize={localize}
              unavailableText={menu.unavailableText ? localize(menu.unavailableText) : t('product_victim_success')}
              search={menuSearch}
            />
          ))
        )}
      </div>
      <Outlet context={overlay} />
    </>
  );
});

function scrollToSection(id: string): void {
  document.getElementById(`category-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** A new category starts at its top: scroll back up to where the category bar sticks, if below it. */
function scrollToNav(anchor: HTMLElement | null): void {
  if (!anchor) return;
  const headerHeight = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
  const top = anchor.getBoundingClientRect().top + window.scrollY - headerHeight;
  if (window.scrollY > top) window.scrollTo({ top });
}
