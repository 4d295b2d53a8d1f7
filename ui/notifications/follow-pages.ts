import { useEffect } from 'react';
import type { NotificationCenter } from './notification-center';
import { pageOf } from './notification-page';

/** Where the customer is, and a way to hear of each move (the app's browser history, ui/routing/app-history.ts). */
export interface PageMoves {
  readonly state: { readonly location: { readonly pathname: string } };
  subscribe(listener: (state: { readonly location: { readonly pathname: string } }) => void): () => void;
}

/** Tells the notification center which page the customer is on, so that a toast does not follow them. */
export function useNotificationsFollowPages(router: PageMoves, center: Pick<NotificationCenter, 'pageChanged'>): void {
  useEffect(() => {
    center.pageChanged(pageOf(router.state.location.pathname));
    return router.subscribe((state) => center.pageChanged(pageOf(state.location.pathname)));
  }, [router, center]);
}
