import * as v from 'valibot';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { LineComposition } from '../../../core/domain/order/order-payload';
import { priceComposition } from '../../../core/domain/order/order-pricing';
import type { PromoLine } from '../../../core/domain/promotion/promo-check';
import { checkPromoCode } from '../../../core/domain/promotion/promo-check';
import type { Promotion } from '../../../core/domain/promotion/promotion';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { Clock } from '../../../core/ports/clock';
import type { PromoCheckAnswer } from '../../platform-api/promotion-api';
import { promoCheckRequest, promotionSchema } from '../../platform-api/promotion-api';
import { SimulatorError } from '../engine/simulator-error';
import { promotionProblems } from './promotion-problems';
import type { EstablishmentData } from '../establishments/establishment-data';
import type { PromotionStore, StoredPromotion } from './promotion-store';

/** What the programme reads of the establishments (engine/simulator-catalogue.ts); each throws not_found for an unknown one. */
export interface PromotionEstablishments {
  ids(): readonly RestaurantId[];
  settings(restaurantId: RestaurantId): RestaurantSettings;
  /** The menu as it is now (staged prices included): the lines are priced from it. */
  catalogue(restaurantId: RestaurantId): Catalogue;
  /** As its file gives it: the promotions seeded. */
  establishment(restaurantId: RestaurantId): Pick<EstablishmentData, 'promotions'>;
}

function parsed<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new SimulatorError('bad_request', issue.message, v.getDotPath(issue) ?? 'body');
}

/**
 * Issue 18: the check's lines, each priced from the menu by the order intake's own pricing (core's
 * priceComposition: options, formula steps, supplements), so that a code the check accepts is one the
 * intake keeps. The price the client saw is never read; a line that does not fit the menu (unknown
 * product, options that do not fit, steps of no price choice) is a 422 naming its field under products.
 */
export function promoLinesOf(catalogue: Catalogue, lines: readonly LineComposition[]): PromoLine[] {
  return lines.map((line, index) => {
    const priced = priceComposition(catalogue, line, `products.${index}`);
    if (!priced.ok) throw new SimulatorError('unprocessable', priced.error.message, priced.error.field);
    return { productId: priced.value.productId, nb: priced.value.nb, unitPrice: priced.value.unitPrice };
  });
}

/**
 * Issue 18: the simulator's promotion programme, kept in its store and seeded from the establishment files.
 * `check` answers checkout 7's "Promo code check" with core's rules (checkPromoCode); staging creates, lists
 * and disables codes (`ordering sim promo`). Debiting a use is the order intake's (engine/order-money-intake.ts).
 */
export class SimulatorPromotions {
  constructor(
    private readonly store: PromotionStore,
    private readonly clock: Clock,
    private readonly establishments: PromotionEstablishments,
  ) {
    this.seed();
  }

  /** Back to the files: staged codes go, disabled ones and uses come back as the files give them. */
  reset(): void {
    this.store.deleteAll();
    this.seed();
  }

  /** checkout 7 and 8: POST /cc_promotions/check?restaurant_token. */
  check(restaurantId: RestaurantId, body: unknown): PromoCheckAnswer {
    const settings = this.establishments.settings(restaurantId);
    const request = parsed(promoCheckRequest, body);
    const catalogue = this.establishments.catalogue(restaurantId);
    const lines = promoLinesOf(catalogue, request.products);
    const promotions = this.store.list(restaurantId).map((stored) => stored.promotion);
    const checked = checkPromoCode(promotions, request.code, {
      lines,
      orderTypeId: request.order_types_id,
      // Ours: the check knows no customer's own uses (per_customer limits are the intake's: it knows who orders).
      infos: { ...request.infos, usagesByCustomer: 0 },
      now: this.clock.now(),
      timezone: settings.timezone,
    });
    return checked.ok ? { success: true, promotion: checked.value } : { success: false, error: checked.error };
  }

  /** Staging: every promotion of the establishment, active or not, with where it comes from. */
  list(restaurantId: RestaurantId): readonly StoredPromotion[] {
    this.establishments.settings(restaurantId);
    return this.store.list(restaurantId);
  }

  /** Staging (`sim promo create`): a new code, checked as a file's would be. */
  create(restaurantId: RestaurantId, body: unknown): StoredPromotion {
    this.establishments.settings(restaurantId);
    const promotion: Promotion = parsed(promotionSchema, body);
    const [problem] = promotionProblems(promotion, this.establishments.catalogue(restaurantId), 'promotion');
    if (problem) throw new SimulatorError('bad_request', problem.message, problem.field.replace(/^promotion\./, ''));
    if (!this.store.insert(restaurantId, promotion, 'staged')) {
      throw new SimulatorError('unprocessable', `${restaurantId} already has promotion ${promotion.id} or the code ${promotion.code}`, 'code');
    }
    return this.store.findByCode(restaurantId, promotion.code)!;
  }

  /** Staging (`sim promo disable`): the code reads as invalid_promo_code from now on (checkout 8). */
  disable(restaurantId: RestaurantId, code: string): StoredPromotion {
    this.establishments.settings(restaurantId);
    if (code.length > 100 || !this.store.setActive(restaurantId, code, false)) throw new SimulatorError('not_found', `${restaurantId} has no code ${code}`, 'code');
    return this.store.findByCode(restaurantId, code)!;
  }

  private seed(): void {
    for (const id of this.establishments.ids()) this.store.seed(id, this.establishments.establishment(id).promotions ?? []);
  }
}
