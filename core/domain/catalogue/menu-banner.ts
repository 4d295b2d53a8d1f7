/**
 * browsing 3 (publicityBanner) and 2.3 (banner layouts): the promotional banner of the menu. Mobile:
 * static on top, or under each category. Desktop: only on top, only under, or top and under.
 */
export const MOBILE_BANNER_LAYOUTS = ['top', 'under_category'] as const;
export const DESKTOP_BANNER_LAYOUTS = ['top', 'under_category', 'top_and_under'] as const;
export type MobileBannerLayout = (typeof MOBILE_BANNER_LAYOUTS)[number];
export type DesktopBannerLayout = (typeof DESKTOP_BANNER_LAYOUTS)[number];

export interface BannerMedia {
  readonly image: string;
  readonly link: string | null;
}

export interface PublicityBanner {
  readonly visible: boolean;
  readonly layoutMobile: MobileBannerLayout;
  readonly layoutDesktop: DesktopBannerLayout;
  readonly mediaBanner: readonly BannerMedia[];
}

export const NO_PUBLICITY_BANNER: PublicityBanner = { visible: false, layoutMobile: 'top', layoutDesktop: 'top', mediaBanner: [] };

export interface BannerPlacement {
  readonly top: boolean;
  readonly underEachCategory: boolean;
}

/** browsing 2.3: shown only if the banner is visible and has at least one media item; where it goes. */
export function bannerPlacement(banner: PublicityBanner, device: 'mobile' | 'desktop'): BannerPlacement {
  if (!banner.visible || banner.mediaBanner.length === 0) return { top: false, underEachCategory: false };
  const layout = device === 'mobile' ? banner.layoutMobile : banner.layoutDesktop;
  return { top: layout === 'top' || layout === 'top_and_under', underEachCategory: layout === 'under_category' || layout === 'top_and_under' };
}
