import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { USE_CASES } from '../../config/use-case-tokens';
import type { RandomSource } from '../../core/ports/random-source';
import { RANDOM_SOURCE } from '../../core/ports/random-source';
import type { LoadBestSellers } from '../../core/use-cases/home/load-best-sellers';
import type { WelcomeMessage } from '../../core/use-cases/home/welcome-message';
import { useContainer } from '../container/container-context';
import { pageOf } from '../notifications/notification-page';
import type { OrderingSession } from '../session/restaurant-view-model';
import { useViewModel } from '../container/use-view-model';
import { CategoryBar } from '../menu/category-bar';
import type { MenuOverlayContext } from '../routing/menu-overlay';
import { HomeBanner } from './home-banner';
import { HomeBlocksView } from './home-blocks';
import { HomeViewModel } from './home-view-model';
import { MenuMatchingDialog } from './menu-matching-dialog';
import { WelcomeDialog } from './welcome-dialog';
import './home.css';

/** browsing 2.2: the home of an establishment with a home page (cc_home_page). Its own chunk. */
const HomeScreen = observer(function HomeScreen({ session }: { readonly session: OrderingSession }) {
  const { settings, catalogue, basket } = session;
  const { t } = useTranslation();
  const container = useContainer();
  const home = useViewModel(
    () =>
      new HomeViewModel(settings, catalogue, basket, {
        loadBestSellers: { execute: async (id) => (await container.getAsync<LoadBestSellers>(USE_CASES.loadBestSellers)).execute(id) },
        welcomeMessage: container.get<WelcomeMessage>(USE_CASES.welcomeMessage),
        random: container.get<RandomSource>(RANDOM_SOURCE),
      }),
    [settings, catalogue, basket, container],
  );

  // browsing 2.1: product full view, compose and the basket open over the home; closing keeps the scroll.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const homePath = pageOf(pathname);
  const overlayOpen = homePath !== pathname.replace(/\/$/, '');
  const closeOverlay = useCallback(() => navigate({ pathname: homePath, search }, { preventScrollReset: true }), [navigate, homePath, search]);
  const overlay = useMemo<MenuOverlayContext>(() => ({ session, closeOverlay }), [session, closeOverlay]);
  const match = overlayOpen ? null : home.menuMatch;

  return (
    <>
      <HomeBanner settings={settings} />
      <nav className="menu-nav home-nav" aria-label={t('menu_categories')}>
        <CategoryBar restaurantId={settings.id} categories={home.categories} selectedId={null} />
      </nav>
      <div className="page home-content">
        <HomeBlocksView blocks={home.blocks} settings={settings} search={search} />
      </div>
      {home.welcomeOpen && !overlayOpen && <WelcomeDialog restaurantName={settings.restaurant_name} onStart={home.dismissWelcome} />}
      {match && <MenuMatchingDialog match={match} dishes={home.matchedDishes(match)} settings={settings} onDecline={home.declineMenuMatch} />}
      <Outlet context={overlay} />
    </>
  );
});

export default HomeScreen;
