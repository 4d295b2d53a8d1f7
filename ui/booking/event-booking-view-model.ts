import { makeAutoObservable, runInAction } from 'mobx';
import type { CancelReason, EventBooking } from '../../core/domain/booking/booking';
import { isCancelReason } from '../../core/domain/booking/booking';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { CancelEventBooking, LoadEventBooking } from '../../core/use-cases/booking/event-booking';

type Lazy<T> = () => Promise<Pick<T, 'execute' & keyof T>>;

/**
 * accounts 2 and 4, the event booking (cancellation) page: the booking by its uuid (a canceled one
 * shows the cancelled message at once), a reason required before the cancel button works, and the
 * cancelled view after any outcome of the status update.
 */
export class EventBookingViewModel {
  state: { readonly kind: 'loading' } | { readonly kind: 'not-found' } | { readonly kind: 'ready'; readonly booking: EventBooking } | { readonly kind: 'cancelled'; readonly booking: EventBooking } = {
    kind: 'loading',
  };
  reason: CancelReason | null = null;
  cancelling = false;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly uuid: string,
    private readonly deps: { readonly load: Lazy<LoadEventBooking>; readonly cancel: Lazy<CancelEventBooking> },
  ) {
    makeAutoObservable<EventBookingViewModel, 'restaurantId' | 'uuid' | 'deps'>(this, { restaurantId: false, uuid: false, deps: false }, { autoBind: true });
  }

  start(): () => void {
    void this.load();
    return () => undefined;
  }

  private async load(): Promise<void> {
    if (this.uuid === '') {
      this.state = { kind: 'not-found' };
      return;
    }
    const result = await (await this.deps.load()).execute({ restaurantId: this.restaurantId, uuid: this.uuid });
    runInAction(() => {
      if (!result.ok) this.state = { kind: 'not-found' };
      else this.state = result.value.status === 'CANCELED' ? { kind: 'cancelled', booking: result.value } : { kind: 'ready', booking: result.value };
    });
  }

  setReason(value: string): void {
    this.reason = isCancelReason(value) ? value : null;
  }

  get canCancel(): boolean {
    return this.state.kind === 'ready' && this.reason !== null && !this.cancelling;
  }

  async cancel(): Promise<void> {
    if (!this.canCancel || this.state.kind !== 'ready') return;
    const booking = this.state.booking;
    this.cancelling = true;
    const result = await (await this.deps.cancel()).execute({ restaurantId: this.restaurantId, uuid: this.uuid, reason: this.reason });
    runInAction(() => {
      this.cancelling = false;
      // accounts 4: "After any outcome the cancelled view is shown" (a failure is logged by the use case).
      this.state = { kind: 'cancelled', booking: result.ok ? result.value : { ...booking, status: 'CANCELED', reasonCancel: this.reason } };
    });
  }
}
