import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { RoomDirectory } from '../../../core/domain/room-directory/room-directory';
import type { DemoCustomer } from '../account/demo-customers';
import type { BookingSetup } from '../booking/booking-setup';
import type { Promotion } from '../../../core/domain/promotion/promotion';
import type { LoyaltyBlock } from '../../platform-api/loyalty-api';
import type { EstablishmentInsights } from './establishment-insights';
import type { HighlightProductSetting } from '../engine/highlight-products';

/** One establishment as its file gives it, once read and checked (establishment-file.ts). */
export interface EstablishmentData {
  readonly settings: RestaurantSettings;
  readonly catalogue: Catalogue;
  /** Sales history and pairings (establishment-insights.ts); none when the file gives none. */
  readonly insights?: EstablishmentInsights;
  /** browsing 2.9: the room directory; none for an establishment without one. */
  readonly roomDirectory?: RoomDirectory;
  /** browsing 2.9 and 7: what each highlight_product service offers (engine/highlight-products.ts); none when the file gives none. */
  readonly highlightProducts?: readonly HighlightProductSetting[];
  /** Demo customer accounts (adapters/simulator/account/demo-customers.ts); none when the file gives none. */
  readonly demoCustomers?: readonly DemoCustomer[];
  /** The bookings it takes (accounts 3 to 7); none when the file gives none. */
  readonly bookings?: readonly BookingSetup[];
  /** Issue 18: its promo codes (checkout 3 "Promotion"); none when the file gives none. */
  readonly promotions?: readonly Promotion[];
  /** Issue 18: its loyalty programme (adapters/simulator/loyalty); none when the file gives none. */
  readonly loyalty?: LoyaltyBlock;
  /** browsing 2.1: the long hashed ids it also answers to (establishment-aliases.ts); none when the file gives none. */
  readonly aliases?: readonly string[];
}
