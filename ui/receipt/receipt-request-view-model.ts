import { makeAutoObservable } from 'mobx';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { RequestReceipt } from '../../core/use-cases/order/request-receipt';
import type { Notify } from '../notifications/notification-center';

export interface ReceiptRequestDeps {
  /** RequestReceipt comes with this form (its own chunk). */
  readonly requestReceipt: () => Promise<Pick<RequestReceipt, 'execute'>>;
  readonly notify: Notify['notify'];
}

/**
 * The e-mail receipt form of the tracking page (checkout 2 and 3). checkout 8: when the platform does not
 * take it, a toast says ask_for_receipt_error for 5 s and the form comes back as it was, to try again.
 */
export class ReceiptRequestViewModel {
  email = '';
  wantPromotion = false;
  state: { readonly kind: 'editing' } | { readonly kind: 'sending' } | { readonly kind: 'sent'; readonly email: string } = { kind: 'editing' };
  emailError: string | null = null;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly orderNumber: string,
    private readonly deps: ReceiptRequestDeps,
  ) {
    makeAutoObservable<ReceiptRequestViewModel, 'restaurantId' | 'orderNumber' | 'deps'>(this, { restaurantId: false, orderNumber: false, deps: false }, { autoBind: true });
  }

  setEmail(email: string): void {
    this.email = email;
    this.emailError = null;
  }

  setWantPromotion(wanted: boolean): void {
    this.wantPromotion = wanted;
  }

  async submit(): Promise<void> {
    if (this.state.kind !== 'editing') return;
    this.state = { kind: 'sending' };
    try {
      const requestReceipt = await this.deps.requestReceipt();
      const result = await requestReceipt.execute({ restaurantId: this.restaurantId, orderNumber: this.orderNumber, email: this.email, wantPromotion: this.wantPromotion });
      this.settle(result.ok ? { sent: result.value.email } : result.error.kind === 'invalid_email' ? { invalid: true } : { failed: true });
    } catch {
      // The form's chunk could not load: the same as a request not taken.
      this.settle({ failed: true });
    }
  }

  private settle(outcome: { readonly sent?: string; readonly invalid?: boolean; readonly failed?: boolean }): void {
    if (outcome.sent !== undefined) {
      this.state = { kind: 'sent', email: outcome.sent };
      return;
    }
    this.state = { kind: 'editing' };
    if (outcome.invalid) this.emailError = 'email_error';
    if (outcome.failed) this.deps.notify({ key: 'ask_for_receipt_error', tone: 'error' });
  }
}
