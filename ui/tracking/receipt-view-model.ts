import { makeAutoObservable, runInAction } from 'mobx';
import { isReceiptEmailValid, RECEIPT_EMAIL_MAX_LENGTH } from '../../core/domain/tracking/receipt-request';
import type { RequestReceipt } from '../../core/use-cases/payment/request-receipt';

/** checkout 8: the receipt failure toast stays 5 s. */
export const RECEIPT_ERROR_TOAST_MS = 5_000;

export interface ReceiptDeps {
  readonly requestReceipt: () => Promise<Pick<RequestReceipt, 'execute'>>;
  readonly notifyFailure: () => void;
}

/**
 * checkout 4 and 5: the e-mail receipt request. The send button waits for a valid e-mail; pressed, the
 * form becomes a sent confirmation, and goes back to the form (with a toast) if the request fails.
 */
export class ReceiptViewModel {
  email = '';
  /** checkout 5: the promotional e-mail box is optional and off by default. */
  wantPromotion = false;
  sent = false;

  constructor(
    private readonly restaurantId: string,
    private readonly orderNumber: string,
    private readonly deps: ReceiptDeps,
  ) {
    makeAutoObservable<ReceiptViewModel, 'restaurantId' | 'orderNumber' | 'deps'>(this, { restaurantId: false, orderNumber: false, deps: false }, { autoBind: true });
  }

  get canSend(): boolean {
    return !this.sent && isReceiptEmailValid(this.email);
  }

  setEmail(value: string): void {
    this.email = value.slice(0, RECEIPT_EMAIL_MAX_LENGTH);
  }

  setWantPromotion(value: boolean): void {
    this.wantPromotion = value;
  }

  async send(): Promise<void> {
    if (!this.canSend) return;
    this.sent = true;
    let outcome: string;
    try {
      const requestReceipt = await this.deps.requestReceipt();
      outcome = await requestReceipt.execute({ restaurantId: this.restaurantId, orderNumber: this.orderNumber, email: this.email, wantPromotion: this.wantPromotion });
    } catch {
      outcome = 'failed';
    }
    if (outcome === 'sent') return;
    runInAction(() => (this.sent = false));
    this.deps.notifyFailure();
  }
}
