import { describe, expect, it } from 'vitest';
import type { LoyaltyCustomer } from '../../../../../core/domain/loyalty/loyalty-customer';
import type { Promotion } from '../../../../../core/domain/promotion/promotion';
import { ok } from '../../../../../core/domain/result';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { LoyaltyCalculationAnswer, LoyaltyCalculationRequest, LoyaltyGateway, LoyaltyOfferInfos, LoyaltyPhone } from '../../../../../core/ports/loyalty-gateway';
import { CalculateLoyaltyOrder } from '../../../../../core/use-cases/loyalty/calculate-loyalty-order';
import { CheckLoyaltyOffers } from '../../../../../core/use-cases/loyalty/check-loyalty-offers';
import { ConnectLoyalty, loyaltyPhoneOf } from '../../../../../core/use-cases/loyalty/connect-loyalty';

const customer: LoyaltyCustomer = { points: 10, pool: 0, e_wallet_balance: 0, member_summary: '', vouchers: [], possible_rewards: [], advantages: [], loyaltyCardNumber: 'C-1' };

/** A programme that records what it is asked and answers what the test says (or fails as the network would). */
class RecordingProgramme implements LoyaltyGateway {
  readonly asked: unknown[] = [];
  constructor(private readonly answer: { customer?: LoyaltyCustomer | null; fails?: boolean } = {}) {}

  private reply<T>(value: T): Promise<T> {
    return this.answer.fails ? Promise.reject(new GatewayError('network', 'offline')) : Promise.resolve(value);
  }
  byPhone(_restaurantId: string, phone: LoyaltyPhone) {
    this.asked.push(phone);
    return this.reply(this.answer.customer ?? null);
  }
  byCard(_restaurantId: string, card: string) {
    this.asked.push(card);
    return this.reply(this.answer.customer ?? null);
  }
  calculate(_restaurantId: string, request: LoyaltyCalculationRequest): Promise<LoyaltyCalculationAnswer> {
    this.asked.push(request);
    return this.reply(ok({ poolUsed: 0, eWalletUsed: 0, promotedProducts: [], subtotal: 0, discount: 0, deliveryCost: 0, tips: 0, toPay: 0, dropped: [] }));
  }
  offersCheck(_restaurantId: string, infos: LoyaltyOfferInfos): Promise<Promotion | null> {
    this.asked.push(infos);
    return this.reply(null);
  }
}

describe('ConnectLoyalty (checkout 4, 6, 7, 8)', () => {
  it('sends a phone as its national number and calling code, read in the region given', async () => {
    expect(loyaltyPhoneOf('06 12 34 56 78', 'FR')).toEqual({ nationalNumber: '612345678', callingCode: '33' });
    expect(loyaltyPhoneOf('+32 470 12 34 56', 'FR')).toEqual({ nationalNumber: '470123456', callingCode: '32' });
    const programme = new RecordingProgramme({ customer });
    expect(await new ConnectLoyalty(programme).byPhone('le-comptoir', '06 12 34 56 78', 'FR')).toEqual({ kind: 'connected', customer });
    expect(programme.asked).toEqual([{ nationalNumber: '612345678', callingCode: '33' }]);
  });

  it("is 'unknown phone' without asking for a phone that is no valid number, and 'unknown card' for a blank card", async () => {
    const programme = new RecordingProgramme({ customer });
    expect(await new ConnectLoyalty(programme).byPhone('le-comptoir', '12', 'FR')).toEqual({ kind: 'unknown', messageKey: 'unknown_phone' });
    expect(await new ConnectLoyalty(programme).byCard('le-comptoir', '   ')).toEqual({ kind: 'unknown', messageKey: 'unknown_card' });
    expect(programme.asked).toEqual([]);
  });

  it("reads a lookup that fails as 'unknown phone' or 'unknown card' (checkout 8), a card trimmed", async () => {
    const programme = new RecordingProgramme({ fails: true });
    expect(await new ConnectLoyalty(programme).byCard('le-comptoir', ' C-1 ')).toEqual({ kind: 'unknown', messageKey: 'unknown_card' });
    expect(await new ConnectLoyalty(programme).byPhone('le-comptoir', '0612345678', 'FR')).toEqual({ kind: 'unknown', messageKey: 'unknown_phone' });
    expect(programme.asked[0]).toBe('C-1');
  });
});

describe('CalculateLoyaltyOrder and CheckLoyaltyOffers (checkout 7)', () => {
  it('asks the calculation with the card trimmed and each advantage name once', async () => {
    const programme = new RecordingProgramme();
    const request: LoyaltyCalculationRequest = { orderTypeId: 3, tips: 0, lines: [], loyaltyCardNumber: ' C-1 ', pool: 0, poolToUse: 0, eWalletToUse: 0, advantageNames: ['A', ' A ', '', 'B'] };
    await new CalculateLoyaltyOrder(programme).execute('le-comptoir', request);
    expect(programme.asked).toEqual([{ ...request, loyaltyCardNumber: 'C-1', advantageNames: ['A', 'B'] }]);
  });

  it('answers null for a missing input without asking, and for a check that fails', async () => {
    const quiet = new RecordingProgramme();
    expect(await new CheckLoyaltyOffers(quiet).execute('le-comptoir', { loyaltyCardNumber: ' ', phone: '', email: 'a@example.com' })).toBeNull();
    expect(quiet.asked).toEqual([]);
    const failing = new RecordingProgramme({ fails: true });
    expect(await new CheckLoyaltyOffers(failing).execute('le-comptoir', { loyaltyCardNumber: 'C-1', phone: '', email: '' })).toBeNull();
    expect(failing.asked).toEqual([{ loyaltyCardNumber: 'C-1', phone: '', email: '' }]);
  });
});
