import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerMedia } from '../../core/domain/catalogue/menu-banner';
import { carouselIndex, carouselIntervalMs, normaliseBannerLink, showsCarouselControls, swipeStep } from '../../core/domain/catalogue/menu-carousel';
import { ArrowIcon } from '../design/icons';
import './promo-carousel.css';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** One banner picture, a link when the restaurant gave a safe one (opened in a new tab: it leaves the menu). */
function BannerSlide({ media, label }: { readonly media: BannerMedia; readonly label: string }) {
  const { t } = useTranslation();
  const href = normaliseBannerLink(media.link);
  const picture = <img className="promo__image" src={media.image} alt={label} width={1200} height={400} loading="lazy" decoding="async" />;
  return href ? (
    <a className="promo__link" href={href} target="_blank" rel="noopener noreferrer" aria-label={t('promotion_link', { label })}>
      {picture}
    </a>
  ) : (
    picture
  );
}

/**
 * browsing 4 (Carousel) and 2.3: the promotional carousel. It advances every 5 s under 768 px, 6 s
 * otherwise; a swipe over 50 px changes slide; arrows and dots only with more than one banner. It stops
 * while pointed at or focused, when asked to (WCAG 2.2.2) and when the system asks for reduced motion.
 */
export function PromoCarousel({ media, viewportWidth }: { readonly media: readonly BannerMedia[]; readonly viewportWidth: number }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const touchStart = useRef<number | null>(null);
  const count = media.length;
  const controls = showsCarouselControls(count);
  const running = controls && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((current) => carouselIndex(current, 1, count)), carouselIntervalMs(viewportWidth));
    return () => window.clearInterval(timer);
  }, [running, count, viewportWidth]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (step: number) => setIndex(carouselIndex(current, step, count));
  const slideLabel = (position: number) => t('promotion_slide', { index: position + 1, count });

  return (
    <section
      className="promo"
      aria-roledescription={t('promotion_carousel_role')}
      aria-label={t('promotions')}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        // Issue 21: in a right-to-left page "next" sits on the left (the controls mirror), so a rightward swipe goes on.
        const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
        if (start !== null && end !== undefined && controls) go(swipeStep(start, end) * (rtl ? -1 : 1));
      }}
    >
      <div className="promo__viewport" aria-live={running ? 'off' : 'polite'}>
        {media.map((item, position) => (
          <div key={position} className="promo__slide" role="group" aria-roledescription={t('promotion_slide_role')} aria-label={slideLabel(position)} hidden={position !== current}>
            <BannerSlide media={item} label={slideLabel(position)} />
          </div>
        ))}
      </div>
      {controls && (
        <div className="promo__controls">
          <button type="button" className="promo__arrow" aria-label={t('promotion_previous')} onClick={() => go(-1)}>
            <ArrowIcon direction="previous" size={20} />
          </button>
          <ul className="promo__dots">
            {media.map((_, position) => (
              <li key={position}>
                <button type="button" className="promo__dot" aria-label={slideLabel(position)} aria-current={position === current ? 'true' : undefined} onClick={() => setIndex(position)} />
              </li>
            ))}
          </ul>
          <button type="button" className="promo__arrow" aria-label={t('promotion_next')} onClick={() => go(1)}>
            <ArrowIcon direction="next" size={20} />
          </button>
          <button type="button" className="promo__pause" aria-pressed={stopped} onClick={() => setStopped(!stopped)}>
            {t('promotion_pause')}
          </button>
        </div>
      )}
    </section>
  );
}

/** browsing 2.3: the banner under each category, static; the categories take the pictures in turn. */
export function MenuBannerUnder({ media, topId }: { readonly media: readonly BannerMedia[]; readonly topId: number }) {
  const { t } = useTranslation();
  if (media.length === 0) return null;
  const position = topId % media.length;
  return (
    <div className="promo promo--under">
      <BannerSlide media={media[position]!} label={t('promotion_slide', { index: position + 1, count: media.length })} />
    </div>
  );
}
