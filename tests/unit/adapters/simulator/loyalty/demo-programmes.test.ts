import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_TYPES } from '../../../../../core/domain/promotion/promotion';
import { parseEstablishment } from '../../../../../adapters/simulator/establishments/establishment-file';
import { DEMO_ESTABLISHMENTS_DIR } from '../../../../../adapters/simulator/establishments/establishment-folder';

// Reading checks the file (shapes, references: an advantage's codePromo must be one of the file's promotions).
const DEMO = ['le-comptoir', 'la-buvette'].map((id) => parseEstablishment(readFileSync(join(DEMO_ESTABLISHMENTS_DIR, `${id}.json`), 'utf8'), `${id}.json`, () => true));

/**
 * Issue 18, "The programme": Le Comptoir and La Buvette each run a full programme, so that every rule of
 * checkout 3, 4, 5 and 8 can be tried on either (the README's demo table names the cards and codes).
 */
describe.each(['le-comptoir', 'la-buvette'])('the demo programme of %s (issue 18)', (id) => {
  const establishment = DEMO.find((each) => each.settings.id === id)!;
  const loyalty = establishment.loyalty!;
  const promotions = establishment.promotions ?? [];

  it('asks for the loyalty connection and the promo code in its summary (checkout 2)', () => {
    expect(establishment.settings.ask_loyalty).toBe(true);
    expect(establishment.settings.ask_promo).toBe(true);
  });

  it('has customers by card and phone with points, pool, e-wallet, vouchers and possible rewards, and one without an account', () => {
    const full = loyalty.customers.find((customer) => customer.account && customer.phone && customer.points > 0 && customer.pool > 0 && customer.e_wallet_balance > 0);
    expect(full?.vouchers.length).toBeGreaterThan(0);
    expect(full?.possible_rewards.length).toBeGreaterThan(0);
    expect(loyalty.customers.some((customer) => !customer.account)).toBe(true);
    expect(loyalty.create_account_url).toMatch(/^https:\/\//);
  });

  it('has an automatic advantage carrying a promotion, a fraud advantage, and an advantage the points do not yet allow', () => {
    expect(loyalty.advantages.some((advantage) => advantage.automatic && advantage.codePromo !== '')).toBe(true);
    expect(loyalty.advantages.some((advantage) => advantage.fraud === true && advantage.description !== '')).toBe(true);
    const points = Math.min(...loyalty.customers.filter((customer) => customer.account).map((customer) => customer.points));
    expect(loyalty.advantages.some((advantage) => (advantage.required_points ?? 0) > points)).toBe(true);
  });

  it('has promotions of every discount type, with a minimum price, matching products, order types, a usage limit, a validity date and French and English phrases', () => {
    expect(new Set(promotions.map((promotion) => promotion.discount_type))).toEqual(new Set(DISCOUNT_TYPES));
    expect(promotions.some((promotion) => promotion.minimum_price > 0)).toBe(true);
    expect(promotions.some((promotion) => promotion.matching_product_ids.length > 0)).toBe(true);
    expect(promotions.some((promotion) => promotion.order_type_ids.length > 0)).toBe(true);
    expect(promotions.some((promotion) => promotion.max_usages !== null)).toBe(true);
    expect(promotions.some((promotion) => promotion.valid_until !== null)).toBe(true);
    for (const promotion of promotions) expect(promotion.translations.map((translation) => translation.localeId)).toEqual(expect.arrayContaining(['fr', 'en']));
  });
});

describe('La Buvette (issue 18, checkout 4): a gift advantage offering several products opens the choice dialog', () => {
  it('its gift advantage offers more than one product, each on the menu', () => {
    const buvette = DEMO.find((each) => each.settings.id === 'la-buvette')!;
    const codes = new Set(buvette.loyalty!.advantages.map((advantage) => advantage.codePromo));
    const gifts = (buvette.promotions ?? []).filter((promotion) => promotion.discount_type === 'gifts' && codes.has(promotion.code));
    const several = gifts.find((promotion) => promotion.discount_type === 'gifts' && promotion.products_offered.length > 1);
    expect(several).toBeDefined();
    const productIds = JSON.stringify(buvette.catalogue);
    if (several?.discount_type === 'gifts') for (const gift of several.products_offered) expect(productIds).toContain(`"id":${gift.product_id},`);
  });
});
