import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { CloseIcon } from './icons';
import { IconButton } from './icon-button';
import type { Box, ToastPlacement } from './toast-placement';
import { toastPlacement } from './toast-placement';
import './toast.css';

export interface ToastItem {
  readonly id: number;
  readonly text: string;
  /** A second line, e.g. the names of the products removed. */
  readonly detail?: string;
  readonly tone: 'success' | 'info' | 'warning' | 'error';
}

/** The fields a toast must not cover: what a customer types into or ticks. */
const FIELDS = 'input:not([type="hidden"]), select, textarea';

function visibleFieldBoxes(region: HTMLElement): Box[] {
  const boxes: Box[] = [];
  for (const field of document.querySelectorAll<HTMLElement>(FIELDS)) {
    if (region.contains(field)) continue;
    const rect = field.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight) boxes.push({ top: rect.top, bottom: rect.bottom });
  }
  return boxes;
}

function pixels(name: string): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name)) || 0;
}

/** Keeps the toast off the fields while it shows: on scroll, resize and focus changes. */
function usePlacement(region: RefObject<HTMLElement | null>, showing: boolean): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  useLayoutEffect(() => {
    const element = region.current;
    if (!showing || !element) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const toast = element.firstElementChild?.getBoundingClientRect();
      const viewport = { height: window.innerHeight, topInset: pixels('--header-height'), bottomInset: pixels('--bottom-bar-height') };
      setPlacement(toastPlacement(visibleFieldBoxes(element), viewport, (toast?.height ?? 0) + 32));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(place);
    };
    place();
    const events = ['scroll', 'resize', 'focusin'] as const;
    for (const event of events) window.addEventListener(event, schedule, { passive: true, capture: true });
    return () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      for (const event of events) window.removeEventListener(event, schedule, { capture: true });
    };
  }, [region, showing]);
  return placement;
}

/**
 * Where notifications appear, one at a time. The region always exists so that screen readers hear what
 * is added to it (aria-live polite: announced without interrupting).
 */
export function ToastRegion({ items, label, dismissLabel, onDismiss }: {
  readonly items: readonly ToastItem[];
  readonly label: string;
  readonly dismissLabel: string;
  readonly onDismiss: (id: number) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const placement = usePlacement(ref, items.length > 0);
  return (
    <section ref={ref} className={`toast-region toast-region--${placement}`} aria-label={label} aria-live="polite" data-placement={placement}>
      {items.map((item) => (
        <div key={item.id} className={`toast toast--${item.tone}`}>
          <div className="toast__text">
            <p>{item.text}</p>
            {item.detail && <p className="toast__detail">{item.detail}</p>}
          </div>
          <IconButton label={dismissLabel} plain onClick={() => onDismiss(item.id)}>
            <CloseIcon size={18} />
          </IconButton>
        </div>
      ))}
    </section>
  );
}
