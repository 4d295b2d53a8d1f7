import { describe, expect, it } from 'vitest';
import type { PublicityBanner } from '../../../../../core/domain/catalogue/menu-banner';
import { bannerPlacement } from '../../../../../core/domain/catalogue/menu-banner';

const banner = (overrides: Partial<PublicityBanner> = {}): PublicityBanner => ({
  visible: true,
  layoutMobile: 'top',
  layoutDesktop: 'top',
  mediaBanner: [{ image: '/a.svg', link: null }],
  ...overrides,
});

describe('browsing 2.3: banner layouts', () => {
  it('shown only if the banner is visible and has at least one media item', () => {
    expect(bannerPlacement(banner({ visible: false }), 'desktop')).toEqual({ top: false, underEachCategory: false });
    expect(bannerPlacement(banner({ mediaBanner: [] }), 'mobile')).toEqual({ top: false, underEachCategory: false });
  });

  it('mobile: static on top, or under each category', () => {
    expect(bannerPlacement(banner({ layoutMobile: 'top' }), 'mobile')).toEqual({ top: true, underEachCategory: false });
    expect(bannerPlacement(banner({ layoutMobile: 'under_category' }), 'mobile')).toEqual({ top: false, underEachCategory: true });
  });

  it('desktop: only on top, only under, or top and under', () => {
    expect(bannerPlacement(banner({ layoutDesktop: 'top' }), 'desktop')).toEqual({ top: true, underEachCategory: false });
    expect(bannerPlacement(banner({ layoutDesktop: 'under_category' }), 'desktop')).toEqual({ top: false, underEachCategory: true });
    expect(bannerPlacement(banner({ layoutDesktop: 'top_and_under' }), 'desktop')).toEqual({ top: true, underEachCategory: true });
  });
});
