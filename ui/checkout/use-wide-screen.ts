import { useEffect, useState } from 'react';

/** checkout 2: from this width every step is shown at once; below it, one step at a time (a phone). */
export const ALL_STEPS_MEDIA_QUERY = '(min-width: 768px)';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether the screen is wide enough to show every checkout step, following resizes and rotations. */
export function useShowsAllSteps(): boolean {
  const [wide, setWide] = useState(() => matches(ALL_STEPS_MEDIA_QUERY));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(ALL_STEPS_MEDIA_QUERY);
    const update = () => setWide(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide;
}
