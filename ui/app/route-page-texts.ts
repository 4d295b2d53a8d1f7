import type { RouteObject } from 'react-router-dom';
import { loadPageTexts } from '../locales/i18n';

/**
 * Every page loaded on demand (a `lazy` route) also waits for the pages' texts (ui/locales/pages), which
 * the menu's first visit does not download: a page never shows before its words are there.
 */
export function withPageTexts(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const wrapped: Record<string, unknown> = { ...route };
    if (route.children) wrapped.children = withPageTexts(route.children);
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      wrapped.lazy = (...args: Parameters<typeof lazy>) => Promise.all([lazy(...args), loadPageTexts()]).then(([module]) => module);
    }
    return wrapped as RouteObject;
  });
}
