import type { DateTime } from 'luxon';
import { makeAutoObservable } from 'mobx';
import type { OrderTypeSettings } from '../../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { ChosenTimeSlot } from '../../../core/domain/schedule/chosen-time-slot';
import type { ScheduleDay } from '../../../core/domain/schedule/offered-slots';
import { defaultDay, offeredSlots, scheduleDays } from '../../../core/domain/schedule/offered-slots';
import type { ScheduleChoice } from '../../../core/domain/schedule/schedule-choice';
import { scheduleContextOf } from '../../../core/domain/schedule/schedule-choice';
import { ASAP_SLOT_ID, hasTimeSelection } from '../../../core/domain/schedule/time-slot-settings';
import type { Clock } from '../../../core/ports/clock';

/** Where the chosen slot is kept (core's ChosenTimeSlotStore: a product with a preparation time clears it). */
export interface SlotMemory {
  read(restaurantId: string): ChosenTimeSlot | null;
  choose(restaurantId: string, slot: ChosenTimeSlot): boolean;
  clear(restaurantId: string): void;
}

const sameSlot = (a: ChosenTimeSlot, b: ChosenTimeSlot) => a.id === b.id && (a.id === ASAP_SLOT_ID || a.start_time === b.start_time);

/**
 * checkout 4 "Time selection" for the checkout: the days offered (today or pre-order), the slots of the
 * chosen day, and the choice handed to the checkout. `now` is read from the clock on refresh, so the
 * offer follows time while the page stays open.
 */
export class ScheduleViewModel {
  now: DateTime;
  dayDate: string | null = null;
  chosen: ChosenTimeSlot | null = null;

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly orderType: () => OrderTypeSettings | null,
    private readonly clock: Clock,
    private readonly memory: SlotMemory,
    private readonly onChange: (choice: ScheduleChoice | null) => void,
  ) {
    this.now = clock.now();
    makeAutoObservable<ScheduleViewModel, 'settings' | 'orderType' | 'clock' | 'memory' | 'onChange'>(
      this,
      { settings: false, orderType: false, clock: false, memory: false, onChange: false },
      { autoBind: true },
    );
    const remembered = memory.read(settings.id);
    const day = this.days.find((offered) => remembered && offered.date === remembered.start_time.slice(0, 10)) ?? null;
    if (remembered && day && offeredSlots(this.context!, day).some((slot) => sameSlot(slot, remembered))) {
      this.dayDate = day.date;
      this.chosen = remembered;
    }
    this.publish();
  }

  get active(): boolean {
    const orderType = this.orderType();
    return orderType !== null && hasTimeSelection(orderType);
  }

  private get context() {
    const orderType = this.orderType();
    return orderType ? scheduleContextOf(this.settings, orderType, this.now) : null;
  }

  get days(): ScheduleDay[] {
    return this.active && this.context ? scheduleDays(this.context) : [];
  }

  /** checkout 4: the default day is today if a slot is left today, else pre-order. */
  get day(): ScheduleDay | null {
    return this.days.find((day) => day.date === this.dayDate) ?? defaultDay(this.days);
  }

  get slots(): ChosenTimeSlot[] {
    const day = this.day;
    return day && this.context ? offeredSlots(this.context, day) : [];
  }

  get asapLabelKey(): string {
    return this.settings.asap_label === 'in_fifteen_minutes' ? 'asap_in_fifteen_minutes' : 'asap_now';
  }

  get timezone(): string {
    return this.settings.timezone;
  }

  isChosen(slot: ChosenTimeSlot): boolean {
    return this.chosen !== null && sameSlot(this.chosen, slot);
  }

  /** checkout 4: changing the day drops the slot chosen on another day. */
  chooseDay(date: string): void {
    if (date === this.day?.date) return;
    this.dayDate = date;
    this.chosen = null;
    this.memory.clear(this.settings.id);
    this.publish();
  }

  chooseSlot(slot: ChosenTimeSlot): void {
    this.chosen = slot;
    this.memory.choose(this.settings.id, slot);
    this.publish();
  }

  /** Time passes: slots that are no longer offered go, and a chosen one that went is dropped. */
  refresh(): void {
    this.now = this.clock.now();
    if (this.chosen && !this.slots.some((slot) => sameSlot(slot, this.chosen!))) this.chosen = null;
    this.publish();
  }

  private publish(): void {
    const day = this.day;
    this.onChange(this.active && day && this.chosen ? { day, slot: this.chosen } : null);
  }
}
