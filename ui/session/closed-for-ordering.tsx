import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTypeSettings } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { ClosedForOrdering } from '../../core/domain/schedule/closed-for-ordering';
import { closedForOrdering } from '../../core/domain/schedule/closed-for-ordering';
import { scheduleContextOf } from '../../core/domain/schedule/schedule-choice';
import type { Clock } from '../../core/ports/clock';
import { CLOCK } from '../../core/ports/clock';
import { useContainer } from '../container/container-context';
import { loadPageTexts } from '../locales/i18n';
import { intlLocale } from '../locales/ui-languages';

/** How often what is open follows the time while the page stays open. */
const REFRESH_MS = 30_000;

/**
 * Issue 22.4 (checkout 4: the opening-time check before sending): whether none of these order types can be
 * ordered now (core closedForOrdering), with when the restaurant opens next; null while they can, or
 * before the clock is there. Time is read again every 30 s.
 */
export function useClosedForOrdering(settings: RestaurantSettings, orderTypes: readonly OrderTypeSettings[]): (ClosedForOrdering & { readonly now: DateTime }) | null {
  const container = useContainer();
  const [now, setNow] = useState<{ clock: Clock; at: DateTime } | null>(null);
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    void container.getAsync<Clock>(CLOCK).then((clock) => {
      if (!live) return;
      setNow({ clock, at: clock.now() });
      timer = window.setInterval(() => setNow({ clock, at: clock.now() }), REFRESH_MS);
    });
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [container]);
  // A menu for consultation only takes no order at any hour: it says so itself (closed-notice.tsx, the basket).
  if (!now || orderTypes.length === 0 || settings.consultative) return null;
  const closed = orderTypes.map((orderType) => closedForOrdering(scheduleContextOf(settings, orderType, now.at)));
  if (closed.some((one) => one === null)) return null;
  // The soonest any of them opens again.
  const next = closed.map((one) => one?.next ?? null).filter((instant): instant is DateTime => instant !== null).sort((a, b) => a.toMillis() - b.toMillis())[0] ?? null;
  return { next, now: now.at };
}

/** "Orders open again today at 19:00", tomorrow, or on a weekday, in the restaurant's zone and the visitor's language. */
function reopening(next: DateTime | null, now: DateTime, timezone: string, language: string, t: (key: string, values?: Record<string, string>) => string): string {
  if (!next) return t('closed_for_ordering_no_order_now');
  const local = next.setZone(timezone).setLocale(language);
  const time = local.toLocaleString(DateTime.TIME_SIMPLE);
  const days = local.startOf('day').diff(now.setZone(timezone).startOf('day'), 'days').days;
  if (days === 0) return t('closed_for_ordering_opens_today', { time });
  if (days === 1) return t('closed_for_ordering_opens_tomorrow', { time });
  return t('closed_for_ordering_opens_on', { day: local.toFormat('cccc'), time });
}

/**
 * Issue 22.4: the restaurant is closed and these order types cannot be scheduled inside its opening hours:
 * said with the spec's restaurant_closed, and when orders open again (menu, basket and checkout).
 */
export function ClosedForOrderingNotice({ settings, orderTypes }: { readonly settings: RestaurantSettings; readonly orderTypes: readonly OrderTypeSettings[] }) {
  const { t, i18n } = useTranslation();
  const closed = useClosedForOrdering(settings, orderTypes);
  // Its texts wait in the pages' catalogue (ui/locales/pages): the menu's first visit does not carry them.
  const [texts, setTexts] = useState(false);
  useEffect(() => {
    let live = true;
    void loadPageTexts().then(() => live && setTexts(true));
    return () => {
      live = false;
    };
  }, []);
  if (!closed || !texts) return null;
  // Nothing at all is drawn while orders are taken.
  return (
    <p className="notice" role="status" data-testid="closed-for-ordering">
      <strong>{t('restaurant_closed')}</strong> {reopening(closed.next, closed.now, settings.timezone, intlLocale(i18n.language), t)}
    </p>
  );
}
