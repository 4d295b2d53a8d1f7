import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { bannerTextShown } from '../../../../core/domain/restaurant/banner-text';
import type { RestaurantSettings } from '../../../../core/domain/restaurant/restaurant-settings';
import { RestaurantHero } from '../../../../ui/menu/restaurant-hero';
import { demoSession } from '../fixtures/demo-session';

// The hero reads the restaurant's texts in the interface language: English here, no catalogue needed.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: {} });
const hero = (settings: RestaurantSettings) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <RestaurantHero settings={settings} />
    </I18nextProvider>,
  );

describe('browsing 3: the hero shows its text as the platform\'s config.display_text_on_banner says', () => {
  it('Le Comptoir (no setting) shows its title and subtitle over the banner', async () => {
    const { settings } = await demoSession('le-comptoir');
    expect(bannerTextShown(settings)).toBe(true);
    expect(hero(settings)).toMatch(/<h1 id="hero-title" class="hero__title">[^<]+<\/h1><p class="hero__subtitle">/);
  });

  it('Hôtel Mimosa (false) shows the picture alone: its title stays for screen readers only, no subtitle', async () => {
    const { settings } = await demoSession('hotel-mimosa');
    expect(bannerTextShown(settings)).toBe(false);
    const markup = hero(settings);
    expect(markup).toContain('<h1 id="hero-title" class="visually-hidden">');
    expect(markup).toContain('hero__image');
    expect(markup).not.toContain('hero__subtitle');
    expect(markup).not.toContain('hero__title');
  });
});
