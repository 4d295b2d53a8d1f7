import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { restaurantSettings } from '../../../../../adapters/platform-api/restaurant-schema';
import { hotelRiviera, leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { reviewLinkOf } from '../../../../../core/domain/feedback/feedback';

describe('accounts 3: restaurant infos notation_network.google is the review link', () => {
  it('the demo Le Comptoir and Hôtel Riviera have one (the hotel’s without a scheme gets https://)', () => {
    expect(reviewLinkOf(leComptoir.settings.notation_network)).toBe('https://g.page/r/le-comptoir-des-halles/review');
    expect(reviewLinkOf(hotelRiviera.settings.notation_network)).toBe('https://g.page/r/hotel-riviera-nice/review');
  });

  it('is read from an object or from browsing 3’s list of { name, link }, names in lowercase; none without', () => {
    const { notation_network: _links, ...without } = leComptoir.settings;
    expect(v.parse(restaurantSettings, without).notation_network).toEqual({});
    expect(v.parse(restaurantSettings, { ...without, notation_network: [{ name: 'Google', link: 'g.page/x' }, { name: 'google', link: 'g.page/y' }] }).notation_network).toEqual({
      google: 'g.page/x',
    });
    expect(v.parse(restaurantSettings, { ...without, notation_network: { google: null, TripAdvisor: 'https://t.example' } }).notation_network).toEqual({ tripadvisor: 'https://t.example' });
  });
});
