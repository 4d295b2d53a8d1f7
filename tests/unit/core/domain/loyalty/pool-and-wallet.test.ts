import { describe, expect, it } from 'vitest';
import {
  POOL_DEBOUNCE_MS,
  amountUseProblem,
  boundedUse,
  eWalletUseAfter,
  maxEWalletUse,
  maxPoolUse,
  settleLoyalty,
} from '../../../../../core/domain/loyalty/pool-and-wallet';
import { seeded } from '../promotion/promotion-builders';

const amounts = { subtotal: 3000, deliveryCost: 300, tips: 200, discount: 500 };

describe('pool and e-wallet (checkout 4, 5, 7 poolUsed, 9)', () => {
  it('checkout 9: pool use is debounced 800 ms', () => {
    expect(POOL_DEBOUNCE_MS).toBe(800);
  });

  it("checkout 5: the pool used is at most total minus tip and discount, and at most the customer's pool", () => {
    expect(maxPoolUse(amounts, 10_000)).toBe(3000 + 300 - 500);
    expect(maxPoolUse(amounts, 1200)).toBe(1200);
    expect(maxPoolUse({ ...amounts, discount: 3300 }, 1200)).toBe(0);
    expect(maxPoolUse(amounts, -5)).toBe(0);
  });

  it('checkout 5: pool and e-wallet uses are whole cents from 0 to their maximum', () => {
    expect(amountUseProblem(0, 100)).toBeNull();
    expect(amountUseProblem(100, 100)).toBeNull();
    expect(amountUseProblem(-1, 100)).toBe('amount_negative');
    expect(amountUseProblem(101, 100)).toBe('amount_above_maximum');
    expect(amountUseProblem(1.5, 100)).toBe('invalid_amount');
    expect(amountUseProblem(Number.NaN, 100)).toBe('invalid_amount');
  });

  it('checkout 5: what is typed is kept within 0 and the maximum', () => {
    expect(boundedUse(-20, 100)).toBe(0);
    expect(boundedUse(250, 100)).toBe(100);
    expect(boundedUse(99.9, 100)).toBe(99);
    expect(boundedUse(Number.NaN, 100)).toBe(0);
    expect(boundedUse(50, -3)).toBe(0);
  });

  it('checkout 5: the e-wallet never exceeds the remaining balance, nor (ours) what is left to pay, tip included', () => {
    expect(maxEWalletUse(amounts, 0, 1000)).toBe(1000);
    expect(maxEWalletUse(amounts, 2800, 10_000)).toBe(3000 + 300 + 200 - 500 - 2800);
  });

  it('checkout 4: the e-wallet amount is applied, increased if already applied, or cancelled', () => {
    expect(eWalletUseAfter(0, { kind: 'apply', amount: 500 }, 2000)).toBe(500);
    expect(eWalletUseAfter(500, { kind: 'apply', amount: 700 }, 2000)).toBe(1200);
    expect(eWalletUseAfter(1200, { kind: 'apply', amount: 5000 }, 2000)).toBe(2000);
    expect(eWalletUseAfter(1200, { kind: 'cancel' }, 2000)).toBe(0);
    expect(eWalletUseAfter(0, { kind: 'apply', amount: -300 }, 2000)).toBe(0);
  });

  it('checkout 5 and 7 poolUsed: the pool pays first, the e-wallet the rest, each within its bounds', () => {
    expect(settleLoyalty(amounts, { pool: 1000, eWallet: 500 }, { pool: 1500, e_wallet_balance: 2000 })).toEqual({ poolUsed: 1000, eWalletUsed: 500, toPay: 3000 + 300 + 200 - 500 - 1000 - 500 });
    expect(settleLoyalty(amounts, { pool: 9999, eWallet: 9999 }, { pool: 99_999, e_wallet_balance: 99_999 })).toEqual({ poolUsed: 2800, eWalletUsed: 200, toPay: 0 });
    expect(settleLoyalty(amounts, { pool: 0, eWallet: 0 }, { pool: 0, e_wallet_balance: 0 }).toPay).toBe(3000);
  });

  it('issue 18 properties, over 1 000 seeded cases: to pay is never negative, never above subtotal plus delivery and tips, and no use above its balance', () => {
    const random = seeded(7);
    for (let index = 0; index < 1000; index += 1) {
      const subtotal = random.int(0, 50_000);
      const case_ = { subtotal, deliveryCost: random.int(0, 800), tips: random.int(0, subtotal), discount: random.int(0, subtotal) };
      const customer = { pool: random.int(0, 60_000), e_wallet_balance: random.int(0, 60_000) };
      const settled = settleLoyalty(case_, { pool: random.int(-1000, 70_000), eWallet: random.int(-1000, 70_000) }, customer);
      expect(settled.toPay).toBeGreaterThanOrEqual(0);
      expect(settled.toPay).toBeLessThanOrEqual(case_.subtotal + case_.deliveryCost + case_.tips);
      expect(settled.poolUsed).toBeLessThanOrEqual(Math.min(customer.pool, case_.subtotal + case_.deliveryCost - case_.discount));
      expect(settled.poolUsed).toBeGreaterThanOrEqual(0);
      expect(settled.eWalletUsed).toBeLessThanOrEqual(customer.e_wallet_balance);
      expect(settled.eWalletUsed).toBeGreaterThanOrEqual(0);
      expect(settled.toPay + settled.poolUsed + settled.eWalletUsed).toBe(case_.subtotal + case_.deliveryCost + case_.tips - case_.discount);
    }
  });
});
