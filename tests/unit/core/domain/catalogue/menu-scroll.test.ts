import { describe, expect, it } from 'vitest';
import { activeSection, lazyLoadingMarginPx, SCROLL_OBSERVER_MARGIN_PX, scrollOffsetPx } from '../../../../../core/domain/catalogue/menu-scroll';

describe('browsing 9: scroll constants and the active category', () => {
  it('scroll offsets 84 on a phone, 180 on a desktop; observer margin -120 px; lazy margin twice the card', () => {
    expect(scrollOffsetPx('mobile')).toBe(84);
    expect(scrollOffsetPx('desktop')).toBe(180);
    expect(SCROLL_OBSERVER_MARGIN_PX).toBe(-120);
    expect(lazyLoadingMarginPx(150)).toBe(300);
  });

  it('of the sections crossing the band, the last in the menu order (the one coming in under the bars) is active', () => {
    expect(activeSection([10, 11, 12], new Set([11, 12]), null)).toBe(12);
    expect(activeSection([10, 11, 12], new Set([10]), 12)).toBe(10);
  });

  it('with none crossing, the last active one stays', () => {
    expect(activeSection([10, 11, 12], new Set(), 11)).toBe(11);
    expect(activeSection([10, 11, 12], new Set(), null)).toBeNull();
  });
});
