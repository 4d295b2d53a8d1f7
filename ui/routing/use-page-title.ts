import { useEffect } from 'react';

/** The browser tab names the page, then the restaurant (the layout sets the restaurant's name alone). */
export function usePageTitle(page: string, restaurantName: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${page} · ${restaurantName}`;
    return () => {
      document.title = previous;
    };
  }, [page, restaurantName]);
}
