import type { LoyaltyAdvantage } from '../../core/domain/loyalty/loyalty-customer';
import type { GiftsPromotion } from '../../core/domain/promotion/promotion';
import type { CheckPromoCode } from '../../core/use-cases/promotion/check-promo-code';
import type { CalculateLoyaltyOrder } from '../../core/use-cases/loyalty/calculate-loyalty-order';
import type { ConnectLoyalty } from '../../core/use-cases/loyalty/connect-loyalty';
import type { CheckLoyaltyOffers } from '../../core/use-cases/loyalty/check-loyalty-offers';
import type { CountryCode } from 'libphonenumber-js/min';

/** checkout 7's loyalty calls, resolved when the customer first connects, so the menu's first load carries none of them. */
export interface LoyaltyProgramme {
  readonly connect: Pick<ConnectLoyalty, 'byPhone' | 'byCard'>;
  readonly calculate: Pick<CalculateLoyaltyOrder, 'execute'>;
  readonly checkPromoCode: Pick<CheckPromoCode, 'execute'>;
  /** checkout 7 "Promo offers check": the offer the programme makes the customer, asked on connecting. */
  readonly offers: Pick<CheckLoyaltyOffers, 'execute'>;
}

/** The countries offered for the phone's calling code (libphonenumber-js reads the national number in the one chosen). */
export const LOYALTY_REGIONS: readonly CountryCode[] = ['FR', 'BE', 'CH', 'LU', 'MC', 'DE', 'ES', 'IT', 'GB'];

/** A gift advantage whose promotion offers several products: the customer picks one in a dialog (checkout 4). */
export interface GiftChoice {
  readonly advantage: LoyaltyAdvantage;
  readonly promotion: GiftsPromotion;
}
