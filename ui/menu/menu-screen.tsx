import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../routing/restaurant-paths';
import { SCROLL_THROTTLE_MS } from '../../core/domain/catalogue/menu-scroll';
import { usePriceFormat } from '../format/use-price-format';
import type { OrderingSession } from '../session/restaurant-view-model';
import { useViewModel } from '../container/use-view-model';
import { useLocalize } from '../locales/use-localize';
import { LAZY_MENU_PRODUCTS, LazySection, gridColumns } from './lazy-section';
import { MENU_LAYOUTS } from './layouts';
import type { LayoutProps } from './layouts/layout-props';
import { MenuBannerUnder, PromoCarousel } from './promo-carousel';
import type { SectionContext } from './menu-section';
import { MenuSectionView } from './menu-section';
import type { MenuOverlayContext } from '../routing/menu-overlay';
import { landingOffset, scrollToNav, scrollToSection } from './menu-scrolling';
import { MenuNavigation, MenuSideNavigation } from './menu-navigation';
import { MenuTools } from './menu-tools';
import type { MenuSection } from './menu-view-model';
import { MenuViewModel } from './menu-view-model';
import { RestaurantHero } from './restaurant-hero';
import { ProductEventsOf } from './product-events';
import { useActiveSection } from './use-active-section';
import { useLiveAvailability } from '../session/use-live-availability';
import { useViewportWidth } from '../viewport/use-viewport-width';
import { GlobalPopup } from './global-popup';
import './menu.css';

/**
 * Issue 17 (long tasks): the whole menu is drawn in the page's first render, which React cuts into short tasks
 * (restaurant-layout.tsx draws the page in a deferred render). Its sections were drawn in two renders, the first
 * screen's and then the rest: the second render's commit, which React does not cut, inserted each section into
 * the page one by one (150 placeholders of La Grande Carte: 190 ms of one task in Lighthouse's trace of a phone,
 * which records every insertion into a drawn page); drawn with the page, they are inserted with it, at once.
 * A long menu's sections are placeholders (lazy-section.tsx), drawn when seen, except the first screen's: the
 * leading sections up to this many cards (a phone's first screen and the margin at which a section is drawn;
 * La Grande Carte's first two sections are headings without a card).
 */
const CARDS_DRAWN_FIRST = 6;

/** browsing 9: scroll to the category 100 ms after it is chosen (the page may still be laying out). */
const SCROLL_DELAY_MS = 100;

export const MenuScreen = observer(function MenuScreen({ session }: { readonly session: OrderingSession }) {
  const { settings } = session;
  // Issue 20.3: the stock as the platform tells it live (use-live-availability.ts).
  const catalogue = session.basket.liveCatalogue ?? session.catalogue;
  useLiveAvailability(session);
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const price = usePriceFormat(settings);
  const { categoryid = '0' } = useParams();
  const [search] = useSearchParams();
  const subcategoryParam = search.get('subcategoryid');
  const location = useLocation();
  const navigate = useNavigate();
  const navAnchorRef = useRef<HTMLDivElement>(null);
  const viewportWidth = useViewportWidth();

  const menu = useViewModel(() => new MenuViewModel(settings, catalogue, { categoryParam: categoryid, subcategoryParam, viewportWidth }), [settings, catalogue]);
  useLayoutEffect(() => {
    menu.show(categoryid, subcategoryParam);
  }, [menu, categoryid, subcategoryParam]);
  useLayoutEffect(() => {
    menu.setViewportWidth(viewportWidth);
  }, [menu, viewportWidth]);

  // browsing 2.3: an address naming a (sub-)category scrolls to it; another category starts at its top.
  const firstVisit = useRef(true);
  const scrolling = useRef(false);
  const device = menu.layout.device;
  // A chip chosen since the category was opened wins: the arrival's scroll would take the page away from
  // its section. Chosen within the delay, it cancels the timer; chosen before (the category still being
  // drawn), its scroll is still running when the timer fires.
  const arrivalTimer = useRef(0);
  useEffect(() => {
    const target = menu.arrivalSectionId;
    const timer = (arrivalTimer.current = window.setTimeout(() => {
      if (scrolling.current) return;
      if (target !== null) {
        scrolling.current = true;
        menu.reachSection(target);
        menu.openDrawerOf(target);
        void scrollToSection(target, device).then(() => (scrolling.current = false));
      } else if (!firstVisit.current) scrollToNav(navAnchorRef.current);
      firstVisit.current = false;
    }, SCROLL_DELAY_MS));
    return () => window.clearTimeout(timer);
    // Only a new address scrolls: the device changing under the customer's fingers does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menu, categoryid]);

  // browsing 2.3 and 9: the address follows the scroll, written at most every 150 ms. It is replaced in
  // the browser's history directly (keeping the router's state): no entry per section for Back, no
  // re-render of the menu, and never a router navigation that would cancel the one a click just
  // started (opening a product loads its chunk first). Not while a product or the basket is open.
  const menuPath = location.pathname.replace(/\/(productFullView|productCompose)\/[^/]+$|\/(basket|checkout)$/, '');
  const overlayOpen = useRef(false);
  const ownPath = useRef(menuPath);
  useEffect(() => {
    overlayOpen.current = location.pathname !== menuPath;
    ownPath.current = menuPath;
  });
  const addressTimer = useRef(0);
  const writeSubcategory = useCallback((id: number) => {
    window.clearTimeout(addressTimer.current);
    // Only the menu's own address: the router may already have moved the address to another page (a
    // link just followed, the about page from the footer) while this menu is still drawn, and the scroll
    // that took the customer to that link still reports its section; that page's address is not the
    // menu's to change.
    addressTimer.current = window.setTimeout(() => {
      const url = new URL(window.location.href);
      if (overlayOpen.current || url.pathname !== ownPath.current || url.searchParams.get('subcategoryid') === String(id)) return;
      url.searchParams.set('subcategoryid', String(id));
      window.history.replaceState(window.history.state, '', url);
    }, SCROLL_THROTTLE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(addressTimer.current), []);

  const sections = menu.sections;
  const orderKey = useMemo(() => sections.map((section) => section.id).join(','), [sections]);
  const onScrolledTo = useCallback(
    (id: number) => {
      menu.reachSection(id);
      // A page just opened, not scrolled yet, keeps its address as it was given.
      if (window.scrollY > 0) writeSubcategory(id);
    },
    [menu, writeSubcategory],
  );
  useActiveSection(menu.searchResults === null ? `${device}:${orderKey}` : '', onScrolledTo, () => scrolling.current, () => landingOffset(device));

  const menuSearch = location.search;
  const closeOverlay = useCallback(
    () => navigate({ pathname: menuPath, search: menuSearch }, { preventScrollReset: true }),
    [navigate, menuPath, menuSearch],
  );
  const overlay = useMemo<MenuOverlayContext>(() => ({ session, closeOverlay }), [session, closeOverlay]);

  // Overlay links keep the query (language ...) but not subcategoryid, which moves with the scroll and
  // would otherwise re-render every card each time the active chip changes.
  const cardSearch = useMemo(() => {
    const kept = new URLSearchParams(menuSearch);
    kept.delete('subcategoryid');
    const text = kept.toString();
    return text ? `?${text}` : '';
  }, [menuSearch]);
  const layout = menu.layout;
  const unavailableText = menu.unavailableText ? localize(menu.unavailableText) : t('product_victim_success');
  const context = useMemo<SectionContext>(
    () => ({ t, price, localize, unavailableText, search: cardSearch, display: menu.productDisplay, row: layout.sections === 'row' }),
    [t, price, localize, unavailableText, cardSearch, menu.productDisplay, layout.sections],
  );
  const lazy = catalogue.products.length > LAZY_MENU_PRODUCTS;
  const columns = gridColumns(viewportWidth);
  // The sections that start before CARDS_DRAWN_FIRST cards (counted in the menu's order).
  const drawnFirst = useMemo(() => {
    let cards = 0;
    return new Set(sections.filter((section) => (cards += section.productCount) - section.productCount < CARDS_DRAWN_FIRST));
  }, [sections]);
  // The first screen's sections of a long menu are drawn with the page, not once their placeholder is seen
  // (then a render of their cards that React does not cut, after the page is shown).
  const renderSection = useCallback(
    (section: MenuSection, options?: { readonly hideTitle?: boolean }) => {
      return lazy ? (
        <LazySection key={section.id} section={section} columns={columns} drawnAtOnce={drawnFirst.has(section)}>
          {(estimatedHeight) => <MenuSectionView section={section} context={context} hideTitle={options?.hideTitle} estimatedHeight={estimatedHeight} />}
        </LazySection>
      ) : (
        <MenuSectionView key={section.id} section={section} context={context} hideTitle={options?.hideTitle} />
      );
    },
    [context, lazy, columns, drawnFirst],
  );

  const chooseSection = useCallback(
    (id: number) => {
      window.clearTimeout(arrivalTimer.current);
      firstVisit.current = false;
      scrolling.current = true;
      menu.reachSection(id);
      menu.openDrawerOf(id);
      writeSubcategory(id);
      // The drawer opening renders its region first.
      requestAnimationFrame(() => void scrollToSection(id, device).then(() => (scrolling.current = false)));
    },
    [menu, device, writeSubcategory],
  );

  // Issue 6 (long menus): the shape, not the page, so that the scroll moving the active chip does not
  // draw this screen again; MenuNavigation follows the scroll by itself.
  const page = menu.shape;
  // The home holds the same overlays (basket, product, checkout drawer): /menu/0/basket becomes /{id}/basket.
  if (page.kind === 'redirect') return <Navigate to={`${page.to}${location.pathname.replace(/^\/[^/]+\/menu\/[^/]+/, '')}${location.search}`} replace />;

  const banner = menu.banner;
  const media = settings.publicityBanner.mediaBanner;
  const Layout = MENU_LAYOUTS[layout.name];
  const layoutProps: LayoutProps = {
    sections,
    context,
    renderSection,
    isDrawerOpen: menu.isDrawerOpen,
    toggleDrawer: menu.toggleDrawer,
    afterCategory: banner.underEachCategory ? (topId) => <MenuBannerUnder media={media} topId={topId} /> : null,
  };
  const results = menu.searchResults;

  return (
    <ProductEventsOf session={session} kind="product_click">
      <RestaurantHero settings={settings} />
      <div ref={navAnchorRef} />
      <MenuNavigation menu={menu} restaurantId={settings.id} onChoose={chooseSection} />
      <div className={`page menu-content menu-content--${layout.name}${layout.navigation === 'bar-and-side-list' ? ' menu-content--with-side-nav' : ''}`}>
        {layout.navigation === 'bar-and-side-list' && page.kind === 'category' && <MenuSideNavigation menu={menu} onChoose={chooseSection} />}
        <div className="menu-main">
          {banner.top && <PromoCarousel media={media} viewportWidth={viewportWidth} />}
          <MenuTools
            query={menu.searchQuery}
            onQuery={(query) => menu.search(query, i18n.language)}
            allergens={menu.allergens}
            excluded={menu.excludedAllergens}
            onToggleAllergen={menu.toggleAllergen}
            onClearAllergens={menu.clearAllergens}
          />
          <Link className="menu-categories-link" to={paths.categories(settings.id)}>
            {t('categories_link')}
          </Link>
          {page.kind === 'empty-menu' ? (
            <p className="menu-empty">{t('no_products_available')}</p>
          ) : results !== null ? (
            <section className="menu-search-results" aria-labelledby="menu-search-title">
              <h2 id="menu-search-title" className="menu-search-results__title">
                {t('menu_search_results', { count: results.reduce((sum, section) => sum + section.products.length, 0) })}
              </h2>
              {results.length === 0 ? <p className="menu-empty">{t('menu_search_nothing', { query: menu.searchQuery })}</p> : results.map((section) => renderSection(section))}
            </section>
          ) : sections.length === 0 ? (
            <p className="menu-empty">{t('menu_filter_nothing')}</p>
          ) : (
            <Layout {...layoutProps} />
          )}
        </div>
      </div>
      <Outlet context={overlay} />
      <GlobalPopup settings={settings} />
    </ProductEventsOf>
  );
});
