import * as v from 'valibot';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { LoyaltyCustomer } from '../../../core/domain/loyalty/loyalty-customer';
import type { Promotion } from '../../../core/domain/promotion/promotion';
import type { RestaurantId, RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { Clock } from '../../../core/ports/clock';
import type { CalculationAnswer, OffersCheckAnswer } from '../../platform-api/loyalty-api';
import { calculationRequest, cardLookupRequest, offersCheckRequest, phoneLookupRequest, stagedBalancesRequest } from '../../platform-api/loyalty-api';
import { SimulatorError } from '../engine/simulator-error';
import type { EstablishmentData } from '../establishments/establishment-data';
import { promoLinesOf } from '../promotions/simulator-promotions';
import { advantagesOf, calculateLoyaltyOrder, customerAnswer, offeredPromotion } from './loyalty-calculation';
import type { LoyaltyProgrammeDefinition, LoyaltyStore, StoredLoyaltyCustomer } from './loyalty-store';

/** What the programme reads of the establishments (engine/simulator-catalogue.ts); each throws not_found for an unknown one. */
export interface LoyaltyEstablishments {
  ids(): readonly RestaurantId[];
  settings(restaurantId: RestaurantId): RestaurantSettings;
  /** The menu as it is now (staged prices included): the lines are priced from it. */
  catalogue(restaurantId: RestaurantId): Catalogue;
  /** As its file gives it: the programme seeded. */
  establishment(restaurantId: RestaurantId): Pick<EstablishmentData, 'loyalty'>;
}

/** The establishment's promotions as the promotion programme keeps them (adapters/simulator/promotions). */
export interface LoyaltyPromotions {
  list(restaurantId: RestaurantId): readonly { readonly promotion: Promotion }[];
}

/** A customer as staging shows them (`sim loyalty show`): the stored customer with their advantages in full. */
export type StagedLoyaltyCustomerView = Omit<StoredLoyaltyCustomer, 'advantages'> & { readonly advantages: LoyaltyCustomer['advantages'] };

const NO_PROGRAMME: LoyaltyProgrammeDefinition = { create_account_url: null, advantages: [] };

function parsed<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new SimulatorError('bad_request', issue.message, v.getDotPath(issue) ?? 'body');
}

/** A valid phone in E.164, or null (libphonenumber-js: checkout 7 sends the national number and the calling code). */
function e164Of(phone: string): string | null {
  const number = parsePhoneNumberFromString(phone);
  return number?.isValid() ? number.number : null;
}

/**
 * Issue 18: the simulator's loyalty programme, kept in its store and seeded from the establishment files'
 * `loyalty` blocks. It answers checkout 7's loyalty calls (by phone, by card number, order calculation,
 * promo offers check) with core's rules, and staging reads and sets a customer's balances (`ordering sim
 * loyalty`). Debiting pool, e-wallet and points is the order intake's (engine/order-money-intake.ts).
 */
export class SimulatorLoyalty {
  constructor(
    private readonly store: LoyaltyStore,
    private readonly clock: Clock,
    private readonly establishments: LoyaltyEstablishments,
    private readonly promotions: LoyaltyPromotions,
  ) {
    this.seed();
  }

  /** Back to the files: staged balances go. */
  reset(): void {
    this.store.deleteAll();
    this.seed();
  }

  /** checkout 7 "Loyalty by phone": the customer, or null ("customer or nothing"). */
  byPhone(restaurantId: RestaurantId, body: unknown): { customer: LoyaltyCustomer | null } {
    this.establishments.settings(restaurantId);
    const request = parsed(phoneLookupRequest, body);
    const phone = e164Of(`+${request.calling_code}${request.national_number}`);
    return { customer: this.answer(restaurantId, phone === null ? null : this.store.byPhone(restaurantId, phone)) };
  }

  /** checkout 7 "Loyalty by card number": the customer, or null. */
  byCard(restaurantId: RestaurantId, body: unknown): { customer: LoyaltyCustomer | null } {
    this.establishments.settings(restaurantId);
    const card = parsed(cardLookupRequest, body).card_number.trim();
    return { customer: this.answer(restaurantId, card === '' ? null : this.store.byCard(restaurantId, card)) };
  }

  /** checkout 7 "Order calculation" (calculateLoyaltyOrder). */
  calculate(restaurantId: RestaurantId, body: unknown): CalculationAnswer {
    const settings = this.establishments.settings(restaurantId);
    const request = parsed(calculationRequest, body);
    const orderType = settings.orderTypes.find((each) => each.id === request.order_types_id);
    if (!orderType) throw new SimulatorError('bad_request', `${restaurantId} takes no order of type ${request.order_types_id}`, 'order_types_id');
    const catalogue = this.establishments.catalogue(restaurantId);
    const lines = promoLinesOf(catalogue, request.products);
    const card = request.external_infos.loyalty_card_number.trim();
    return calculateLoyaltyOrder({
      request,
      customer: card === '' ? null : this.store.byCard(restaurantId, card),
      programme: this.programme(restaurantId),
      lines,
      orderType,
      promotions: this.activePromotions(restaurantId),
      now: this.clock.now(),
      timezone: settings.timezone,
    });
  }

  /** checkout 7 "Promo offers check": "success flag and promotion; null on failure or missing input". */
  offersCheck(restaurantId: RestaurantId, body: unknown): OffersCheckAnswer {
    const settings = this.establishments.settings(restaurantId);
    const infos = parsed(offersCheckRequest, body).infos;
    const card = infos?.loyaltyCardNumber.trim() ?? '';
    const phone = e164Of(infos?.phone.trim() ?? '');
    const stored = card !== '' ? this.store.byCard(restaurantId, card) : phone !== null ? this.store.byPhone(restaurantId, phone) : null;
    const customer = this.answer(restaurantId, stored);
    if (customer === null || customer.error_msg !== undefined) return { success: false, promotion: null };
    const promotion = offeredPromotion(customer, this.activePromotions(restaurantId), this.clock.now(), settings.timezone);
    return promotion ? { success: true, promotion } : { success: false, promotion: null };
  }

  /** Staging (`sim loyalty show`): a customer by phone (E.164, starting with +) or card number; 404 for none. */
  show(restaurantId: RestaurantId, lookup: string): StagedLoyaltyCustomerView {
    return this.view(restaurantId, this.stagedCustomer(restaurantId, lookup));
  }

  /** Staging (`sim loyalty set`): a customer's points, pool or e-wallet balance (cents), each bounded as a file's. */
  setBalances(restaurantId: RestaurantId, lookup: string, body: unknown): StagedLoyaltyCustomerView {
    const customer = this.stagedCustomer(restaurantId, lookup);
    const change = parsed(stagedBalancesRequest, body);
    const balances = { points: change.points ?? customer.points, pool: change.pool ?? customer.pool, e_wallet_balance: change.e_wallet_balance ?? customer.e_wallet_balance };
    this.store.setBalances(restaurantId, customer.card_number, balances);
    return this.view(restaurantId, { ...customer, ...balances });
  }

  private stagedCustomer(restaurantId: RestaurantId, lookup: string): StoredLoyaltyCustomer {
    this.establishments.settings(restaurantId);
    const key = lookup.trim();
    const phone = key.startsWith('+') ? e164Of(key) : null;
    const customer = key.length > 100 ? null : phone !== null ? this.store.byPhone(restaurantId, phone) : this.store.byCard(restaurantId, key);
    if (!customer) throw new SimulatorError('not_found', `${restaurantId} has no loyalty customer ${lookup.slice(0, 100)}`, 'lookup');
    return customer;
  }

  private view(restaurantId: RestaurantId, customer: StoredLoyaltyCustomer): StagedLoyaltyCustomerView {
    return { ...customer, advantages: advantagesOf(customer, this.programme(restaurantId)) };
  }

  private answer(restaurantId: RestaurantId, customer: StoredLoyaltyCustomer | null): LoyaltyCustomer | null {
    return customer === null ? null : customerAnswer(customer, this.programme(restaurantId));
  }

  private programme(restaurantId: RestaurantId): LoyaltyProgrammeDefinition {
    return this.store.programme(restaurantId) ?? NO_PROGRAMME;
  }

  private activePromotions(restaurantId: RestaurantId): Promotion[] {
    return this.promotions
      .list(restaurantId)
      .map((stored) => stored.promotion)
      .filter((promotion) => promotion.active);
  }

  private seed(): void {
    for (const id of this.establishments.ids()) {
      // An establishment whose file has no programme (any more) is seeded empty: nothing of an old one is left.
      const loyalty = this.establishments.establishment(id).loyalty;
      this.store.seed(id, loyalty ? { create_account_url: loyalty.create_account_url, advantages: loyalty.advantages } : NO_PROGRAMME, loyalty?.customers ?? []);
    }
  }
}
