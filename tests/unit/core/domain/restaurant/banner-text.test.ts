import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { restaurantSettings } from '../../../../../adapters/platform-api/restaurant-schema';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { bannerTextShown } from '../../../../../core/domain/restaurant/banner-text';

const withText = (value: unknown) => v.parse(restaurantSettings, { ...leComptoir.settings, config: { ...leComptoir.settings.config, display_text_on_banner: value } });

describe('browsing 3: config.display_text_on_banner says whether the banner shows its title', () => {
  it('false hides the text, true shows it', () => {
    expect(bannerTextShown(withText(false))).toBe(false);
    expect(bannerTextShown(withText(true))).toBe(true);
  });

  it('absent (the spec gives no default) shows it, as before the setting was read', () => {
    const { display_text_on_banner: _absent, ...config } = leComptoir.settings.config;
    const parsed = v.parse(restaurantSettings, { ...leComptoir.settings, config });
    expect(parsed.config.display_text_on_banner).toBeUndefined();
    expect(bannerTextShown(parsed)).toBe(true);
  });

  it('a value that is not a boolean is refused, not read as one', () => {
    expect(() => withText('no')).toThrow();
    expect(() => withText(0)).toThrow();
  });
});
