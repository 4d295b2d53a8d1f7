import { Suspense, lazy, useEffect, useState } from 'react';
import { yieldToBrowser } from '../../async/yield-to-browser';
import { useTranslation } from 'react-i18next';
import { useRouteMatches } from '../../routing/route-table';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import { surelyOpenAround } from '../../../core/domain/restaurant/opening-glance';
import { closureMessage } from '../../../core/domain/restaurant/closed-restaurant';
import { useLocalize } from '../../locales/use-localize';
import type { RouteHandle } from './basket-button';
import './closed-notice.css';

// The opening-hours rules need luxon, which stays out of the menu's first load (its 180 KB budget): the
// notice comes in its own chunk, and only when a first look (opening-glance.ts) cannot say it is open.
const ClosedForOrderingNotice = lazy(() => import('../../session/closed-for-ordering').then((module) => ({ default: module.ClosedForOrderingNotice })));

/** Longer than any preparation time the demo gives: an order "as soon as possible" placed now is ready by then. */
const GLANCE_AHEAD_MINUTES = 90;

function OutsideOpeningHours({ settings }: { readonly settings: RestaurantSettings }) {
  // The page's clock, as the checkout's own check reads it (SystemClock), read when the menu shows: a menu left
  // open past closing time is caught by the checkout's own check.
  const [shownAt] = useState(() => Date.now());
  // Issue 17 (long tasks): the glance's Intl.DateTimeFormat is the page's first, which loads the date and zone data
  // (25-40 ms on a desktop, 4x on a phone): in the menu's first render it lengthened that task; in a task of its
  // own, after the menu is drawn, it holds the page for no more than itself. Until then nothing is shown, as
  // while the notice's own chunk loads.
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void yieldToBrowser().then(() => current && setOpen(surelyOpenAround(settings, shownAt, GLANCE_AHEAD_MINUTES)));
    return () => {
      current = false;
    };
  }, [settings, shownAt]);
  if (open !== false) return null;
  return (
    <Suspense fallback={null}>
      <ClosedForOrderingNotice settings={settings} orderTypes={settings.orderTypes} />
    </Suspense>
  );
}

/**
 * checkout 4: while the restaurant is closed the menu is for consultation only (core consultativeWhenClosed);
 * the home and menu pages say so, so that the missing basket buttons surprise no one. Docked at the bottom of
 * the window (closed-notice.css), not above the menu: it is known only once the menu is drawn (its check waits
 * for a task of its own), and drawn above it, it pushed the whole page down (issue 17: CLS 0.11 at closing time).
 */
export function ClosedNotice({ settings }: { readonly settings: RestaurantSettings }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const onMenu = useRouteMatches().some((match) => (match.handle as RouteHandle | undefined)?.basketButton);
  if (!onMenu) return null;
  // Issue 22.4: outside the opening hours, when no order type can be scheduled, the menu says so first.
  return (
    <div className="closed-notice-dock">
      {settings.is_closed ? (
        <p className="notice" role="status" data-testid="closed-notice">
          <strong>{t('restaurant_closed')}</strong> {t('restaurant_closed_menu_for_consultation')}
          {/* checkout 3 open_closure_message: the restaurant's own words, plain and bounded (core closureMessage). */}
          {closureMessage(settings) && <span className="closed-notice__message">{localize(closureMessage(settings))}</span>}
        </p>
      ) : (
        <OutsideOpeningHours settings={settings} />
      )}
    </div>
  );
}
