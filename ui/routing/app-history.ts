import { UNSAFE_createBrowserHistory } from 'react-router-dom';

/** The browser history the declarative router follows (ui/routing/route-table.tsx), created once at start. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<AppHistory['listen']>[0];

/**
 * The page's history, as `<BrowserRouter>` makes its own (v5Compat: listeners hear pushes too, not only pops),
 * heard by any number of listeners: react-router's history takes one only, and the router is that one.
 */
export function createAppHistory(): AppHistory {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const listeners = new Set<Listener>();
  history.listen((update) => listeners.forEach((listener) => listener(update)));
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => history.push(to, state),
    replace: (to, state) => history.replace(to, state),
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
