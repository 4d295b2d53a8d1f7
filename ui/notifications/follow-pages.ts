import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import type { NotificationCenter } from './notification-center';
import { pageOf } from './notification-page';

/** Tells the notification center which page the customer is on, so that a toast does not follow them. */
export function useNotificationsFollowPages(router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>, center: Pick<NotificationCenter, 'pageChanged'>): void {
  useEffect(() => {
    center.pageChanged(pageOf(router.state.location.pathname));
    return router.subscribe((state) => center.pageChanged(pageOf(state.location.pathname)));
  }, [router, center]);
}
