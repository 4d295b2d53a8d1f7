import { describe, expect, it } from 'vitest';
import { carouselIndex, carouselIntervalMs, normaliseBannerLink, showsCarouselControls, swipeStep } from '../../../../../core/domain/catalogue/menu-carousel';

describe('browsing 4: the promotional carousel', () => {
  it('advances every 5000 ms under 768 px, 6000 ms otherwise', () => {
    expect(carouselIntervalMs(375)).toBe(5000);
    expect(carouselIntervalMs(767)).toBe(5000);
    expect(carouselIntervalMs(768)).toBe(6000);
    expect(carouselIntervalMs(1280)).toBe(6000);
  });

  it('a swipe over 50 px changes slide: leftwards to the next, rightwards to the previous', () => {
    expect(swipeStep(200, 149)).toBe(1);
    expect(swipeStep(100, 151)).toBe(-1);
    expect(swipeStep(200, 150)).toBe(0);
    expect(swipeStep(100, 150)).toBe(0);
  });

  it('goes round both ways', () => {
    expect(carouselIndex(2, 1, 3)).toBe(0);
    expect(carouselIndex(0, -1, 3)).toBe(2);
    expect(carouselIndex(1, 0, 3)).toBe(1);
    expect(carouselIndex(0, 1, 0)).toBe(0);
  });

  it('arrows and dots only with more than one banner', () => {
    expect(showsCarouselControls(0)).toBe(false);
    expect(showsCarouselControls(1)).toBe(false);
    expect(showsCarouselControls(2)).toBe(true);
  });
});

describe('browsing 3 (publicityBanner mediaBanner link): links are normalised', () => {
  it('an address without a scheme gets https://', () => {
    expect(normaliseBannerLink('www.example.com/offre')).toBe('https://www.example.com/offre');
    expect(normaliseBannerLink('  example.com ')).toBe('https://example.com/');
    expect(normaliseBannerLink('//example.com/x')).toBe('https://example.com/x');
  });

  it('http and https are kept', () => {
    expect(normaliseBannerLink('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(normaliseBannerLink('https://example.com')).toBe('https://example.com/');
  });

  it('any other scheme, or nothing, gives no link', () => {
    expect(normaliseBannerLink('javascript:alert(1)')).toBeNull();
    expect(normaliseBannerLink('data:text/html,hi')).toBeNull();
    expect(normaliseBannerLink('mailto:a@b.c')).toBeNull();
    expect(normaliseBannerLink('')).toBeNull();
    expect(normaliseBannerLink(null)).toBeNull();
  });
});
