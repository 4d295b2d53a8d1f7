import type { To } from 'react-router-dom';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';

/** The browser history the declarative router follows (ui/routing/route-table.tsx), created once at start. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<AppHistory['listen']>[0];

/**
 * The page's history, as `<BrowserRouter>` makes its own (v5Compat: listeners hear pushes too, not only pops),
 * heard by any number of listeners: react-router's history takes one only, and the router is that one.
 * `rewritePath` changes a path before it is navigated to or shown as a link (browsing 2.1: a restaurant's short
 * id becomes its hashed id, ui/routing/hashed-restaurant-ids.ts); the query and the fragment are kept.
 */
export function createAppHistory(rewritePath: (path: string) => string = (path) => path): AppHistory {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const rewrite = (to: To): To => (typeof to === 'string' ? rewritePath(to) : to.pathname === undefined ? to : { ...to, pathname: rewritePath(to.pathname) });
  const listeners = new Set<Listener>();
  history.listen((update) => listeners.forEach((listener) => listener(update)));
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(rewrite(to)),
    createURL: (to) => history.createURL(rewrite(to)),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => history.push(rewrite(to), state),
    replace: (to, state) => history.replace(rewrite(to), state),
    go: (delta) => history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The moves of `history` as the data router's `state` and `subscribe` told them: a listener hears a navigation
 * as it is made, before React draws the new page (the notification center drops the last page's toasts then).
 */
export function pageMovesOf(history: AppHistory) {
  return {
    get state() {
      return { location: history.location };
    },
    subscribe(listener: (state: { readonly location: { readonly pathname: string } }) => void): () => void {
      return history.listen(({ location }) => listener({ location }));
    },
  };
}
