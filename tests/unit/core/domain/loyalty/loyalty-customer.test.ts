import { describe, expect, it } from 'vitest';
import type { LoyaltyAdvantage, LoyaltyCustomer } from '../../../../../core/domain/loyalty/loyalty-customer';
import {
  automaticAdvantages,
  choosableAdvantages,
  fraudAdvantage,
  loyaltyConnection,
  offersBlocked,
  pointsProblem,
  rewardState,
  toggleAdvantage,
} from '../../../../../core/domain/loyalty/loyalty-customer';

const advantage = (overrides: Partial<LoyaltyAdvantage> = {}): LoyaltyAdvantage => ({
  name: 'Free coffee',
  codePromo: 'COFFEE',
  description: 'A coffee on us',
  imgUrl: null,
  automatic: false,
  ...overrides,
});

const customer = (overrides: Partial<LoyaltyCustomer> = {}): LoyaltyCustomer => ({
  points: 120,
  pool: 1500,
  e_wallet_balance: 2000,
  member_summary: 'Gold',
  vouchers: [],
  possible_rewards: [],
  advantages: [],
  loyaltyCardNumber: 'C-1001',
  ...overrides,
});

describe('the loyalty customer (checkout 3 "Loyalty customer", 4, 5, 6, 8)', () => {
  it('checkout 8: unknown phone when the lookup by phone gives nothing, unknown card by card number', () => {
    expect(loyaltyConnection('phone', null)).toEqual({ kind: 'unknown', messageKey: 'unknown_phone' });
    expect(loyaltyConnection('card', null)).toEqual({ kind: 'unknown', messageKey: 'unknown_card' });
  });

  it('checkout 8: error_msg invalid_user with a url is "no loyalty account" with a create-account link', () => {
    expect(loyaltyConnection('phone', customer({ error_msg: 'invalid_user', url: 'https://loyalty.example/join' }))).toEqual({
      kind: 'no_account',
      messageKey: 'no_loyalty_account',
      url: 'https://loyalty.example/join',
    });
  });

  it('ours: invalid_user without a url, or another error_msg, reads as unknown', () => {
    expect(loyaltyConnection('card', customer({ error_msg: 'invalid_user' }))).toEqual({ kind: 'unknown', messageKey: 'unknown_card' });
    expect(loyaltyConnection('phone', customer({ error_msg: 'timeout' }))).toEqual({ kind: 'unknown', messageKey: 'unknown_phone' });
  });

  it('checkout 6: a customer found is connected', () => {
    const found = customer();
    expect(loyaltyConnection('card', found)).toEqual({ kind: 'connected', customer: found });
  });

  it("checkout 5: a point advantage is disabled when its required points exceed the customer's ('not enough points')", () => {
    expect(pointsProblem(121, 120)).toBe('not_enough_points');
    expect(pointsProblem(120, 120)).toBeNull();
    expect(pointsProblem(undefined, 0)).toBeNull();
    expect(rewardState({ id: 1, required_points: 200, name: 'Dessert' }, 120)).toEqual({ enabled: false, reason: 'not_enough_points' });
    expect(rewardState({ id: 2, required_points: 100, name: 'Coffee' }, 120)).toEqual({ enabled: true, reason: null });
  });

  it('checkout 4: a fraud advantage blocks the point-of-sale offers and its description is shown', () => {
    const fraud = advantage({ name: 'Blocked', codePromo: '', description: 'Account under review', fraud: true });
    const blocked = customer({ advantages: [advantage(), fraud] });
    expect(offersBlocked(blocked)).toBe(true);
    expect(fraudAdvantage(blocked)?.description).toBe('Account under review');
    expect(choosableAdvantages(blocked)).toEqual([]);
    expect(automaticAdvantages(blocked)).toEqual([]);
    expect(offersBlocked(customer({ advantages: [advantage()] }))).toBe(false);
  });

  it('checkout 3 automatic (ours: applied on connecting when the points allow it)', () => {
    const auto = advantage({ name: 'Birthday', automatic: true });
    const tooDear = advantage({ name: 'Big', automatic: true, required_points: 500 });
    expect(automaticAdvantages(customer({ advantages: [advantage(), auto, tooDear] }))).toEqual([auto]);
    expect(choosableAdvantages(customer({ advantages: [tooDear] }))).toEqual([{ advantage: tooDear, reason: 'not_enough_points' }]);
  });

  it('checkout 4: choosing an advantage adds it, choosing it again removes it', () => {
    const coffee = advantage();
    const dessert = advantage({ name: 'Dessert', codePromo: 'DESSERT' });
    expect(toggleAdvantage([coffee], dessert)).toEqual([coffee, dessert]);
    expect(toggleAdvantage([coffee, dessert], coffee)).toEqual([dessert]);
  });
});
