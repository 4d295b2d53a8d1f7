import { useEffect, useMemo, useRef } from 'react';
import { USE_CASES } from '../../config/use-case-tokens';
import type { IdGenerator } from '../../core/ports/id-generator';
import { ID_GENERATOR } from '../../core/ports/id-generator';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { LogClientWarning } from '../../core/use-cases/log-client-warning';
import { useAppServices } from '../container/app-services';
import { useContainer } from '../container/container-context';
import type { FeedbackDeps } from './feedback-view-model';

/** What every feedback form needs of the app: toasts, the client log, idempotency keys; `send` and `completed` are the screen's. */
export function useFeedbackDeps(restaurantId: RestaurantId, own: Pick<FeedbackDeps, 'send' | 'completed'>): FeedbackDeps {
  const container = useContainer();
  const { notifications } = useAppServices();
  // The latest `send` and `completed`, read when used: the deps stay the same object (the form keeps
  // what was typed) while a screen's callbacks are made again.
  const latest = useRef(own);
  useEffect(() => {
    latest.current = own;
  });
  return useMemo(
    () => ({
      send: (...args: Parameters<FeedbackDeps['send']>) => latest.current.send(...args),
      completed: (...args: Parameters<FeedbackDeps['completed']>) => latest.current.completed(...args),
      notify: notifications.notify,
      warn: (message: string) => void container.get<LogClientWarning>(USE_CASES.logClientWarning).execute({ restaurantId, message }).catch(() => undefined),
      newKey: () => container.get<IdGenerator>(ID_GENERATOR).next(),
      afterNavigation: whenAddressSettles,
    }),
    [notifications, container, restaurantId],
  );
}

/** How often, and how many times in a row, the address must be seen unchanged to count as settled. */
const SETTLE_TICK_MS = 30;
const SETTLE_TICKS = 3;

/**
 * Runs `run` once the address has stopped changing (a navigation to Home may be followed by Home's own
 * redirect to the menu or a directory). Timers, not animation frames: the page may be behind the review
 * link's new tab, where frames do not come.
 */
export function whenAddressSettles(run: () => void): void {
  let last = window.location.href;
  let stable = 0;
  const tick = () => {
    const now = window.location.href;
    stable = now === last ? stable + 1 : 0;
    last = now;
    if (stable >= SETTLE_TICKS) run();
    else window.setTimeout(tick, SETTLE_TICK_MS);
  };
  window.setTimeout(tick, SETTLE_TICK_MS);
}

/** accounts 4: the review link opens in a new tab, with no way back to this page (noopener). */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
