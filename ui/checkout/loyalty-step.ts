import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { CountryCode } from 'libphonenumber-js/min';
import { parseTip } from '../../core/domain/checkout/checkout-extras';
import type { TotalsLoyalty } from '../../core/domain/checkout/checkout-totals';
import type { LoyaltyAdvantage, LoyaltyConnection, LoyaltyCustomer, LoyaltyLookup } from '../../core/domain/loyalty/loyalty-customer';
import { automaticAdvantages, choosableAdvantages, fraudAdvantage, toggleAdvantage } from '../../core/domain/loyalty/loyalty-customer';
import type { LoyaltyPayloadInput } from '../../core/domain/loyalty/loyalty-payload';
import { giftsOfAdvantages } from '../../core/domain/loyalty/loyalty-payload';
import type { AmountUseProblem, AmountsBeforeLoyalty } from '../../core/domain/loyalty/pool-and-wallet';
import { amountUseProblem, maxEWalletUse, maxPoolUse } from '../../core/domain/loyalty/pool-and-wallet';
import { PoolUseDebounce } from '../../core/domain/loyalty/pool-debounce';
import type { Cents } from '../../core/domain/money/money';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { Promotion } from '../../core/domain/promotion/promotion';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { LoyaltyCalculation, LoyaltyCalculationError } from '../../core/ports/loyalty-gateway';
import type { PromoCodeCheckRequest } from '../../core/ports/promo-code-gateway';
import type { Timers } from '../notifications/notification-center';
import type { GiftChoice, LoyaltyProgramme } from './loyalty-programme';
import { checkLoyaltyAdvantage } from '../../core/use-cases/loyalty/check-loyalty-advantage';

export interface LoyaltyStepDeps {
  readonly settings: RestaurantSettings;
  readonly programme: () => Promise<LoyaltyProgramme>;
  readonly lines: () => PromoCodeCheckRequest['lines'];
  readonly orderTypeId: () => OrderTypeId | null;
  /** The order's amounts before loyalty money (subtotal, delivery, tips, discount): the pool and e-wallet bounds read them. */
  readonly amounts: () => AmountsBeforeLoyalty & { readonly poolUsed: Cents };
  readonly timers: Timers;
}

/** Ours: a loyalty call that could not reach the platform, and an advantage whose promotion does not apply now. */
export const LOYALTY_CALL_FAILED = 'loyalty_call_failed';
export type LoyaltyMessage = 'unknown_phone' | 'unknown_card' | 'no_loyalty_account' | LoyaltyCalculationError | typeof LOYALTY_CALL_FAILED;

/**
 * checkout 2 summary_and_payment, loyalty (issue 18; checkout 4, 5, 7, 8, 9): connecting by phone (calling
 * code and national number) or card, the customer's points, pool, e-wallet and advantages; choosing or
 * removing one asks the programme again (CalculateLoyaltyOrder), the pool 800 ms after it stops changing.
 * Each chosen advantage's promotion is the platform's (CheckPromoCode), so the totals (core
 * ComputeCheckoutTotals) show its discount, or its gift at 0, which leaves with it.
 */
export class LoyaltyStep {
  open = false;
  by: LoyaltyLookup = 'card';
  region: CountryCode = 'FR';
  phone = '';
  card = '';
  connecting = false;
  connection: LoyaltyConnection | null = null;
  message: LoyaltyMessage | null = null;
  chosen: LoyaltyAdvantage[] = [];
  /** The promotion of each chosen advantage that carries a code, by the advantage's name. */
  promotionOf = new Map<string, Promotion>();
  /** Why an advantage could not be chosen (a checkout 8 promotion key, or not_enough_points), by its name. */
  refusedAdvantage: { readonly name: string; readonly key: string } | null = null;
  giftChoice: GiftChoice | null = null;
  /** checkout 7 "Promo offers check": the offer made to the customer on connecting; none asked while a fraud advantage blocks the offers. */
  offer: Promotion | null = null;
  poolText = '';
  poolProblem: AmountUseProblem | null = null;
  eWalletText = '';
  eWalletProblem: AmountUseProblem | null = null;
  eWalletWanted: Cents = 0;
  calculation: LoyaltyCalculation | null = null;
  private readonly poolDebounce: PoolUseDebounce;
  private round = 0;

  constructor(private readonly deps: LoyaltyStepDeps) {
    this.poolDebounce = new PoolUseDebounce(deps.timers, () => void this.recalculate());
    makeAutoObservable<LoyaltyStep, 'deps' | 'poolDebounce' | 'round'>(this, { deps: false, poolDebounce: false, round: false }, { autoBind: true });
  }

  get customer(): LoyaltyCustomer | null {
    return this.connection?.kind === 'connected' ? this.connection.customer : null;
  }

  get fraud(): LoyaltyAdvantage | null {
    return this.customer ? fraudAdvantage(this.customer) : null;
  }

  /** checkout 4 and 5: the advantages offered (none while a fraud advantage blocks them), each with 'not enough points' when so. */
  get advantages(): ReturnType<typeof choosableAdvantages> {
    return this.customer ? choosableAdvantages(this.customer) : [];
  }

  isChosen(advantage: LoyaltyAdvantage): boolean {
    return this.chosen.some((one) => one.name === advantage.name);
  }

  /** The promotions the totals apply for the chosen advantages, in the order chosen. */
  get promotions(): readonly Promotion[] {
    return this.chosen.flatMap((advantage) => this.promotionOf.get(advantage.name) ?? []);
  }

  /** checkout 5: what the pool may pay (total minus tip and discount, and the customer's pool). */
  get maxPool(): Cents {
    return this.customer ? maxPoolUse(this.deps.amounts(), this.customer.pool) : 0;
  }

  /** checkout 5: the e-wallet never pays more than its balance nor than is left once the pool paid. */
  get maxEWallet(): Cents {
    return this.customer ? maxEWalletUse(this.deps.amounts(), this.deps.amounts().poolUsed, this.customer.e_wallet_balance) : 0;
  }

  /** The loyalty money for the totals: the pool the programme took (checkout 7 poolUsed), the e-wallet applied. */
  get totalsLoyalty(): TotalsLoyalty {
    const customer = this.customer ?? { pool: 0, e_wallet_balance: 0 };
    return { wanted: { pool: this.calculation?.poolUsed ?? 0, eWallet: this.eWalletWanted }, customer: { pool: customer.pool, e_wallet_balance: customer.e_wallet_balance } };
  }

  /** checkout 3 externalAdvantages and customerExternalInfos, the amounts used coming from the totals. */
  payload(used: { readonly poolUsed: Cents; readonly eWalletUsed: Cents }): Omit<LoyaltyPayloadInput, 'promoCode'> {
    const giftProductIds = giftsOfAdvantages(this.chosen, (name) => this.promotionOf.get(name));
    return { advantages: this.chosen, giftProductIds, loyaltyCardNumber: this.customer?.loyaltyCardNumber ?? '', pool: this.customer?.pool ?? 0, ...used };
  }

  toggleOpen(): void {
    this.open = !this.open;
  }

  setBy(by: LoyaltyLookup): void {
    this.by = by;
    this.message = null;
  }

  setRegion(region: CountryCode): void {
    this.region = region;
    this.message = null;
  }

  setPhone(value: string): void {
    this.phone = value;
    this.message = null;
  }

  setCard(value: string): void {
    this.card = value;
    this.message = null;
  }

  /** checkout 4, 6, 8: connects; the customer, or 'unknown phone' / 'unknown card', or 'no loyalty account' with its url. */
  async connect(): Promise<void> {
    this.disconnect();
    this.connecting = true;
    try {
      const { connect, offers } = await this.deps.programme();
      const id = this.deps.settings.id;
      const connection = this.by === 'phone' ? await connect.byPhone(id, this.phone, this.region) : await connect.byCard(id, this.card);
      runInAction(() => {
        this.connection = connection;
        this.message = connection.kind === 'connected' ? null : connection.messageKey;
      });
      const customer = this.customer;
      if (customer === null) return;
      const offer = this.fraud === null ? await offers.execute(id, { loyaltyCardNumber: customer.loyaltyCardNumber, phone: '', email: '' }) : null;
      runInAction(() => this.customer === customer && (this.offer = offer));
      // Ours: the automatic advantages the points allow are applied on connecting; one that does not apply to the basket is left.
      for (const advantage of automaticAdvantages(customer)) await this.choose(advantage, { quiet: true });
      await this.recalculate();
    } catch {
      runInAction(() => (this.message = LOYALTY_CALL_FAILED));
    } finally {
      runInAction(() => (this.connecting = false));
    }
  }

  disconnect(): void {
    this.round += 1;
    this.poolDebounce.cancel();
    Object.assign(this, { connection: null, message: null, chosen: [], refusedAdvantage: null, giftChoice: null, calculation: null, offer: null });
    Object.assign(this, { poolText: '', poolProblem: null, eWalletText: '', eWalletProblem: null, eWalletWanted: 0 });
    this.promotionOf = new Map();
  }

  /** checkout 4: choosing or removing an advantage; a removed one takes its discount and its gift with it. */
  async toggle(advantage: LoyaltyAdvantage): Promise<void> {
    this.refusedAdvantage = null;
    if (this.isChosen(advantage)) {
      this.chosen = toggleAdvantage(this.chosen, advantage);
      this.promotionOf.delete(advantage.name);
      await this.recalculate();
      return;
    }
    if (await this.choose(advantage, { quiet: false })) await this.recalculate();
  }

  /** The gift picked in the dialog: the advantage is chosen with that product only. */
  async chooseGift(productId: number): Promise<void> {
    const choice = this.giftChoice;
    if (choice === null) return;
    const offered = choice.promotion.products_offered.filter((gift) => gift.product_id === productId);
    if (offered.length === 0) return;
    this.giftChoice = null;
    this.add(choice.advantage, { ...choice.promotion, products_offered: offered });
    await this.recalculate();
  }

  /** The dialog closed without a pick: the advantage is not chosen. */
  cancelGiftChoice(): void {
    this.giftChoice = null;
  }

  /** checkout 9: the pool use is sent 800 ms after the customer stops typing; a use out of bounds is said, not sent. */
  setPoolText(value: string): void {
    this.poolText = value;
    this.poolProblem = this.poolDebounce.typed(parseTip(value, this.deps.settings.config.nb_decimal_price), this.maxPool);
  }

  setEWalletText(value: string): void {
    this.eWalletText = value;
    this.eWalletProblem = null;
  }

  /** checkout 4: the e-wallet amount is applied, or added to what is applied; never above what checkout 5 allows. */
  async applyEWallet(): Promise<void> {
    const amount = parseTip(this.eWalletText, this.deps.settings.config.nb_decimal_price);
    this.eWalletProblem = amount === null ? 'invalid_amount' : amountUseProblem(this.eWalletWanted + amount, this.maxEWallet);
    if (this.eWalletProblem !== null || amount === null || amount === 0) return;
    this.eWalletWanted += amount;
    this.eWalletText = '';
    await this.recalculate();
  }

  async cancelEWallet(): Promise<void> {
    this.eWalletWanted = 0;
    this.eWalletProblem = null;
    await this.recalculate();
  }

  /** Asks the programme again when the basket, the order type or the tip change (the pool's bound moves with them). */
  follow(): () => void {
    return reaction(
      () => JSON.stringify([this.deps.lines(), this.deps.orderTypeId(), this.deps.amounts().tips]),
      () => void this.recalculate(),
    );
  }

  /** checkout 7 "Order calculation": the programme's poolUsed; a refusal is said with its key, nothing used. */
  async recalculate(): Promise<void> {
    const customer = this.customer;
    const orderTypeId = this.deps.orderTypeId();
    if (customer === null || orderTypeId === null) return;
    const round = ++this.round;
    const poolToUse = this.poolProblem === null ? (parseTip(this.poolText, this.deps.settings.config.nb_decimal_price) ?? 0) : 0;
    try {
      const { calculate } = await this.deps.programme();
      const answer = await calculate.execute(this.deps.settings.id, {
        orderTypeId,
        tips: this.deps.amounts().tips,
        lines: this.deps.lines(),
        loyaltyCardNumber: customer.loyaltyCardNumber,
        pool: customer.pool,
        poolToUse,
        eWalletToUse: this.eWalletWanted,
        advantageNames: this.chosen.map((advantage) => advantage.name),
      });
      if (round !== this.round) return;
      runInAction(() => {
        this.calculation = answer.ok ? answer.value : null;
        this.message = answer.ok ? null : answer.error;
      });
    } catch {
      if (round === this.round) runInAction(() => (this.message = LOYALTY_CALL_FAILED));
    }
  }

  /** Checks the advantage (checkLoyaltyAdvantage); a gift of several products opens the choice. True when chosen now. */
  private async choose(advantage: LoyaltyAdvantage, options: { readonly quiet: boolean }): Promise<boolean> {
    const customer = this.customer;
    const orderTypeId = this.deps.orderTypeId();
    if (customer === null || orderTypeId === null) return false;
    const { checkPromoCode } = await this.deps.programme();
    const check = await checkLoyaltyAdvantage(checkPromoCode, { restaurantId: this.deps.settings.id, customer, advantage, orderTypeId, lines: this.deps.lines() });
    return runInAction(() => {
      if (check.kind === 'refused' && !options.quiet) this.refusedAdvantage = { name: advantage.name, key: check.key };
      if (check.kind === 'gift_choice') this.giftChoice = { advantage, promotion: check.promotion };
      if (check.kind === 'chosen') this.add(advantage, check.promotion);
      return check.kind === 'chosen';
    });
  }

  private add(advantage: LoyaltyAdvantage, promotion: Promotion | null): void {
    if (!this.isChosen(advantage)) this.chosen = [...this.chosen, advantage];
    if (promotion !== null) this.promotionOf.set(advantage.name, promotion);
  }
}
