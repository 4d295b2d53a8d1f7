import { useEffect, useState } from 'react';

/**
 * browsing 9 and checkout 2: the wide layout from 768 px (the mobile breakpoint is 767 px). Checkout shows every
 * step at once there, one at a time below it (a phone); the checkout hub opens in a drawer over the menu.
 */
export const WIDE_SCREEN_MEDIA_QUERY = '(min-width: 768px)';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether the screen is wide (WIDE_SCREEN_MEDIA_QUERY), following resizes and rotations. */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => matches(WIDE_SCREEN_MEDIA_QUERY));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(WIDE_SCREEN_MEDIA_QUERY);
    const update = () => setWide(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide;
}
