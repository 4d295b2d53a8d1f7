import { useEffect, useState } from 'react';

/**
 * The window's width, followed on resize (one reading per frame at most): the menu's layout depends on it, and
 * the room directory's links (browsing 2.11: an external link opens in the same tab at 425 px or less).
 */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setWidth(window.innerWidth));
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}
