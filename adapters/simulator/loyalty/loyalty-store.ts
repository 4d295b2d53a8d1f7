import type { LoyaltyAdvantage } from '../../../core/domain/loyalty/loyalty-customer';
import type { Cents } from '../../../core/domain/money/money';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';
import type { LoyaltyCustomerFile } from '../../platform-api/loyalty-api';

/** An establishment's programme as its file gives it, but its customers: where to create an account, the advantages it offers. */
export interface LoyaltyProgrammeDefinition {
  readonly create_account_url: string | null;
  readonly advantages: readonly LoyaltyAdvantage[];
}

/** The balances the programme keeps (staged with `sim loyalty set`, debited by the order intake: store/sqlite-order-debits.ts). */
export interface LoyaltyBalances {
  readonly points: number;
  readonly pool: Cents;
  readonly e_wallet_balance: Cents;
}

/** A customer as the store keeps them: the file's definition with the store's own balances. */
export type StoredLoyaltyCustomer = LoyaltyCustomerFile & LoyaltyBalances;

/**
 * The loyalty programme of each establishment (schema version 14, issue 18), kept like the promotions: the
 * definitions follow the files on every start; the balances (points, pool, e-wallet) are the store's own,
 * seeded once from the file and kept across restarts, so that a staged or spent balance stays so.
 */
export interface LoyaltyStore {
  /**
   * The file's programme and customers of an establishment: new customers with the file's balances, known ones
   * (by card) keeping theirs, those the file no longer gives gone.
   */
  seed(restaurantId: RestaurantId, programme: LoyaltyProgrammeDefinition, customers: readonly LoyaltyCustomerFile[]): void;
  programme(restaurantId: RestaurantId): LoyaltyProgrammeDefinition | null;
  /** `phone` in E.164. */
  byPhone(restaurantId: RestaurantId, phone: string): StoredLoyaltyCustomer | null;
  byCard(restaurantId: RestaurantId, cardNumber: string): StoredLoyaltyCustomer | null;
  /** False when the establishment has no such card. */
  setBalances(restaurantId: RestaurantId, cardNumber: string, balances: LoyaltyBalances): boolean;
  deleteAll(): void;
}
