import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { PromoCheckError, Promotion, PromotionErrorKey } from '../../core/domain/promotion/promotion';
import { PROMOTION_ERROR_KEYS, normalizePromoCode } from '../../core/domain/promotion/promotion';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { PromoCodeCheckRequest } from '../../core/ports/promo-code-gateway';
import type { CheckPromoCode } from '../../core/use-cases/promotion/check-promo-code';
import { fail } from '../../core/domain/result';

export interface PromoCodeStepDeps {
  readonly settings: RestaurantSettings;
  /** checkout 7 "Promo code check": resolved when first used, so the menu's first load carries none of it. */
  readonly checkPromoCode: () => Promise<Pick<CheckPromoCode, 'execute'>>;
  /** What the code is checked against: the basket's lines and the order type chosen. */
  readonly lines: () => PromoCodeCheckRequest['lines'];
  readonly orderTypeId: () => OrderTypeId | null;
  /** checkout 7 infos: who orders, as the contact step knows it. */
  readonly infos: () => PromoCodeCheckRequest['infos'];
}

/** Ours: the message of a check that could not reach the platform (not one of checkout 8's keys). */
export const PROMO_CHECK_FAILED = 'promo_code_check_failed';

/** A code applied earlier that the basket or the order type no longer matches: said, then removed. */
export interface DroppedCode {
  readonly code: string;
  readonly key: PromoCheckError;
}

export const isPromotionErrorKey = (key: string): key is PromotionErrorKey => (PROMOTION_ERROR_KEYS as readonly string[]).includes(key);

/**
 * checkout 2 summary_and_payment, "promo" (issue 18): the promo code field where the establishment
 * asks it (ask_promo), a code applied through CheckPromoCode (the platform is the authority on its
 * codes), checkout 8's inline error keys, the remove button. When the basket's lines or the order type
 * change, the code applied is checked again; one that stops matching is said (dropped) and removed,
 * never silently kept (its gift leaves with it: the gift is the promotion's).
 */
export class PromoCodeStep {
  text = '';
  applied: Promotion | null = null;
  error: PromotionErrorKey | typeof PROMO_CHECK_FAILED | null = null;
  dropped: DroppedCode | null = null;
  checking = false;
  /** Counts the checks asked: an answer to an older one (the basket changed meanwhile) is not used. */
  private round = 0;

  constructor(private readonly deps: PromoCodeStepDeps) {
    makeAutoObservable<PromoCodeStep, 'deps' | 'round'>(this, { deps: false, round: false }, { autoBind: true });
  }

  /** checkout 3 ask_promo: the field shows only where the establishment asks for codes. */
  get asked(): boolean {
    return this.deps.settings.ask_promo;
  }

  /** The promotions the totals apply: the code's, once the platform accepted it. */
  get promotions(): readonly Promotion[] {
    return this.applied ? [this.applied] : [];
  }

  setText(value: string): void {
    this.text = value;
    this.error = null;
  }

  /** Applies the typed code: the platform's answer is the promotion, or the checkout 8 key said inline. */
  async apply(): Promise<void> {
    const code = this.text.trim();
    this.dropped = null;
    if (code === '') {
      this.error = 'invalid_promo_code';
      return;
    }
    const answer = await this.ask(code);
    if (answer === 'stale') return;
    runInAction(() => {
      if (answer === 'failed') {
        this.error = PROMO_CHECK_FAILED;
      } else if (answer.ok) {
        this.applied = answer.value;
        this.text = '';
        this.error = null;
      } else {
        this.error = answer.error;
      }
    });
  }

  /** The remove button: the code goes, with its discount and its gift. */
  remove(): void {
    this.round += 1;
    this.applied = null;
    this.error = null;
    this.dropped = null;
    this.checking = false;
  }

  /** checkout 8: the platform refused the order for its code (promotion error): said at the field, the code removed. */
  refused(key: string): void {
    if (!isPromotionErrorKey(key)) return;
    const code = this.applied?.code ?? this.text;
    this.remove();
    this.text = code;
    this.error = key;
  }

  /**
   * Issue 18: the basket or the order type changed; the code applied is checked again. One that no longer
   * matches is removed and the reason said; a failed check keeps it (the platform judges it with the order).
   */
  async recheck(): Promise<void> {
    const applied = this.applied;
    if (applied === null) return;
    const answer = await this.ask(applied.code);
    if (answer === 'stale' || answer === 'failed') return;
    runInAction(() => {
      if (answer.ok) {
        this.applied = answer.value;
        return;
      }
      this.applied = null;
      this.dropped = { code: normalizePromoCode(applied.code), key: answer.error };
    });
  }

  /** Checks again whenever the lines or the order type change; the returned function stops it. */
  follow(): () => void {
    return reaction(
      () => JSON.stringify([this.deps.lines(), this.deps.orderTypeId()]),
      () => void this.recheck(),
    );
  }

  private async ask(code: string): Promise<Awaited<ReturnType<CheckPromoCode['execute']>> | 'stale' | 'failed'> {
    const round = ++this.round;
    this.checking = true;
    const orderTypeId = this.deps.orderTypeId();
    try {
      // No order type offered: nothing can be ordered, so no code applies to it.
      if (orderTypeId === null) return round === this.round ? fail('order_type_not_matching') : 'stale';
      const request: PromoCodeCheckRequest = { code, infos: this.deps.infos(), orderTypeId, lines: this.deps.lines() };
      const answer = await (await this.deps.checkPromoCode()).execute(this.deps.settings.id, request);
      return round === this.round ? answer : 'stale';
    } catch {
      return round === this.round ? 'failed' : 'stale';
    } finally {
      runInAction(() => {
        if (round === this.round) this.checking = false;
      });
    }
  }
}
