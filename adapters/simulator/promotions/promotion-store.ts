import type { Promotion } from '../../../core/domain/promotion/promotion';
import type { RestaurantId } from '../../../core/domain/restaurant/restaurant-settings';

/** Where a promotion comes from: the establishment file, or staged on the running simulator (`sim promo create`). */
export type PromotionOrigin = 'file' | 'staged';

export interface StoredPromotion {
  readonly promotion: Promotion;
  readonly origin: PromotionOrigin;
}

/** A promotion as the staging routes answer it (`sim promo`): the promotion, and where it comes from. */
export type StagedPromotionView = Promotion & { readonly origin: PromotionOrigin };

export const promotionView = (stored: StoredPromotion): StagedPromotionView => ({ ...stored.promotion, origin: stored.origin });

/**
 * The promotions of each establishment (schema version 13, issue 18), kept like orders: a code disabled or
 * used stays so after a restart. `active` and `usages` are the store's own columns, whatever the definition
 * says; codes are kept normalised (core's normalizePromoCode), one per establishment.
 */
export interface PromotionStore {
  /**
   * The file's promotions of an establishment: new ones are inserted as the file gives them; known ones (by
   * id) take the file's definition and keep their active flag and usages; a staged one holding a file code
   * gives way to it.
   */
  seed(restaurantId: RestaurantId, promotions: readonly Promotion[]): void;
  /** Ordered by id. */
  list(restaurantId: RestaurantId): readonly StoredPromotion[];
  findByCode(restaurantId: RestaurantId, code: string): StoredPromotion | null;
  /** False when the establishment already has this id or code. */
  insert(restaurantId: RestaurantId, promotion: Promotion, origin: PromotionOrigin): boolean;
  /** False when the establishment has no such code. */
  setActive(restaurantId: RestaurantId, code: string, active: boolean): boolean;
  deleteAll(): void;
}
