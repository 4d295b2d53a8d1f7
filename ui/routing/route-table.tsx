import { Component, Suspense, createContext, lazy, useContext, useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import type { Params, RouteObject } from 'react-router-dom';

/**
 * Issue 17: the storefront routes with react-router's declarative mode (`<BrowserRouter>` + `useRoutes`), not its
 * data router: `createBrowserRouter` brings the whole data layer (loaders, actions, fetchers, revalidation,
 * hydration), 26.7 KB of brotli on the first visit where the declarative router is 12.2 KB, and the storefront
 * uses none of it (docs/architecture.md, performance). The route table keeps the data router's shape (`lazy`,
 * `errorElement`, `handle`), which this module gives the declarative router:
 * - `lazy` (a module exporting `Component`) becomes a React.lazy element. Navigations are transitions, so the page
 *   on screen stays until the new one's chunk is there, as the data router did; the one Suspense boundary is
 *   AppRoutes' (the first load of a lazy page shows its fallback, the data router's hydrateFallbackElement).
 * - `errorElement` becomes an error boundary around the route's element, cleared by the next navigation.
 * - `handle` is read by useRouteMatches (the data router's useMatches).
 */

/** What a lazy route's module gives: the page's component (the data router's convention). */
interface PageModule {
  readonly Component?: ComponentType | null;
}

/** One matched route of the current address, outermost first. */
export interface RouteMatchView {
  readonly pathname: string;
  readonly params: Params;
  readonly handle: unknown;
}

/**
 * The current address's matches, computed once per address by AppRoutes: matchRoutes ranks and compiles the whole
 * table on each call (measured: 85-115 ms of a cold Grande Carte load at 4x CPU when each reader called it).
 */
const RouteMatchesContext = createContext<readonly RouteMatchView[]>([]);

/** A route's element while its chunk loads; a chunk that does not load throws to the nearest errorElement. */
function lazyElement(load: () => Promise<PageModule>): ReactNode {
  const Page = lazy(async () => {
    const module = await load();
    if (!module.Component) throw new Error('A lazy route exports no Component');
    return { default: module.Component };
  });
  return <Page />;
}

interface BoundaryProps {
  readonly fallback: ReactNode;
  readonly resetKey: string;
  readonly children: ReactNode;
}

/** The data router's errorElement: a page that threw shows the fallback until the customer goes elsewhere. */
class RouteErrorBoundary extends Component<BoundaryProps, { readonly failed: boolean; readonly key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; key: string }): { failed: boolean; key: string } | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page of the storefront failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function RouteErrorElement({ fallback, children }: { readonly fallback: ReactNode; readonly children: ReactNode }) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary fallback={fallback} resetKey={key}>
      {children}
    </RouteErrorBoundary>
  );
}

/** The data router's route table as the declarative router renders it (see the module's comment). */
export function toDeclarativeRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, errorElement, hydrateFallbackElement: _fallback, children, ...rest } = route;
    let element: ReactNode = route.element;
    if (typeof load === 'function') element = lazyElement(load as () => Promise<PageModule>);
    if (errorElement) element = <RouteErrorElement fallback={errorElement}>{element}</RouteErrorElement>;
    const declarative = { ...rest, element } as RouteObject;
    if (children) declarative.children = toDeclarativeRoutes(children);
    return declarative;
  });
}

function RouteTableView({ routes }: { readonly routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The page of the current address, from a table made by toDeclarativeRoutes; `fallback` while a lazy page first loads. */
export function AppRoutes({ routes, fallback }: { readonly routes: RouteObject[]; readonly fallback: ReactNode }) {
  const { pathname } = useLocation();
  const matches = useMemo(
    () => (matchRoutes(routes, pathname) ?? []).map((match) => ({ pathname: match.pathname, params: match.params, handle: match.route.handle })),
    [routes, pathname],
  );
  return (
    <RouteMatchesContext.Provider value={matches}>
      <Suspense fallback={fallback}>
        <RouteTableView routes={routes} />
      </Suspense>
    </RouteMatchesContext.Provider>
  );
}

/** The routes the current address matches, with their handles: the data router's useMatches. */
export function useRouteMatches(): readonly RouteMatchView[] {
  return useContext(RouteMatchesContext);
}
