import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { termsPage } from '../../../../../core/domain/legal/terms-info';
import type { TermsInfo } from '../../../../../core/domain/legal/terms-info';
import { restaurantSettings } from '../../../../../adapters/platform-api/restaurant-schema';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';

const company: TermsInfo = {
  cc_url: '',
  company_name: 'SAS Chez Test',
  social_capital: '1 000 €',
  company_headquarters: '1 rue de la Paix, 75002 Paris',
  trade_and_companies_register_name: 'RCS Paris',
  trade_and_companies_register_number: '123 456 789',
  tva_number: 'FR00 123456789',
  custom_cgv_url: null,
};

describe('terms of sale page (accounts 2 and 3: terms info)', () => {
  it('accounts 2: the text is filled with the company data', () => {
    expect(termsPage(company)).toEqual({ kind: 'text', company });
  });

  it('accounts 2: a custom terms URL is used instead of the text', () => {
    expect(termsPage({ ...company, custom_cgv_url: 'https://chez-test.example/cgv' })).toEqual({ kind: 'custom', url: 'https://chez-test.example/cgv' });
  });

  it("accounts 2: no terms info, or no company to name as the seller, shows 'no_cgv'", () => {
    expect(termsPage(null)).toEqual({ kind: 'none' });
    expect(termsPage({ ...company, company_name: '  ' })).toEqual({ kind: 'none' });
  });

  it('ours: a custom terms address that is not http(s) is refused when the settings are read (it becomes a link)', () => {
    const settings = { ...leComptoir.settings, terms: { ...company, custom_cgv_url: 'javascript:alert(1)' } };
    expect(v.safeParse(restaurantSettings, settings).success).toBe(false);
    expect(v.safeParse(restaurantSettings, { ...settings, terms: company }).success).toBe(true);
  });

  it('the demo Le Comptoir has its company data; without a terms block the settings read null', () => {
    expect(termsPage(leComptoir.settings.terms).kind).toBe('text');
    const { terms: _terms, ...withoutTerms } = leComptoir.settings;
    expect(v.parse(restaurantSettings, withoutTerms).terms).toBeNull();
  });
});
