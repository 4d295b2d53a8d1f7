/**
 * Issue 6 (long menus): one IntersectionObserver for every placeholder of a long menu instead of one each
 * (150 observers to compute on every frame of a scroll). `watchNear` calls `onNear` once, the first time
 * the element comes within `marginPx` of the viewport, and returns what stops watching it.
 */
const observers = new Map<number, { readonly observer: IntersectionObserver; readonly callbacks: Map<Element, () => void> }>();

export function watchNear(element: Element, marginPx: number, onNear: () => void): () => void {
  let shared = observers.get(marginPx);
  if (!shared) {
    const callbacks = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const callback = callbacks.get(entry.target);
          observer.unobserve(entry.target);
          callbacks.delete(entry.target);
          callback?.();
        }
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    shared = { observer, callbacks };
    observers.set(marginPx, shared);
  }
  const { observer, callbacks } = shared;
  callbacks.set(element, onNear);
  observer.observe(element);
  return () => {
    if (callbacks.delete(element)) observer.unobserve(element);
  };
}
