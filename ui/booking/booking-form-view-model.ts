import { makeAutoObservable, runInAction } from 'mobx';
import type { CountryCode } from 'libphonenumber-js/min';
import type { DateTime } from 'luxon';
import type { FieldProblems } from '../../core/domain/account/account-validation';
import type { Booking, BookingReceipt } from '../../core/domain/booking/booking';
import { hasTimeSlots } from '../../core/domain/booking/booking';
import { isDayDisabled, isEmptyDay, monthOf, shiftMonth } from '../../core/domain/booking/booking-days';
import { STEPPER_FROM, stepperValue } from '../../core/domain/booking/booking-persons';
import { isSlotSelectable, slotsOfDay } from '../../core/domain/booking/booking-slots';
import type { ShownSlot } from '../../core/domain/booking/booking-slots';
import type { BookingContext, BookingField, BookingForm } from '../../core/domain/booking/booking-validation';
import { EMPTY_BOOKING_FORM } from '../../core/domain/booking/booking-validation';
import type { WizardChoice, WizardStep } from '../../core/domain/booking/booking-wizard';
import { chooseDay, isStepAvailable, stepButtonKey, wizardSteps } from '../../core/domain/booking/booking-wizard';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { Clock } from '../../core/ports/clock';
import type { LoadBooking } from '../../core/use-cases/booking/load-booking';
import type { SubmitBooking } from '../../core/use-cases/booking/submit-booking';

type Lazy<T> = () => Promise<Pick<T, 'execute' & keyof T>>;

export type TextField = 'name' | 'email' | 'phone' | 'roomNumber' | 'comment';

export interface BookingFormDeps {
  readonly loadBooking: Lazy<LoadBooking>;
  readonly submitBooking: Lazy<SubmitBooking>;
  readonly clock: () => Promise<Clock>;
}

export interface BookingFormSetup {
  readonly restaurantId: RestaurantId;
  readonly categoryId: number;
  readonly context: BookingContext;
  readonly zone: string;
  readonly region: CountryCode;
}

/** Where each field's problem shows: its own step (the informations, or the choices before). */
const STEP_OF_PROBLEM: Readonly<Record<BookingField, WizardStep>> = {
  nbPerson: 'persons',
  timeSlotDay: 'day',
  timeSlot: 'time',
  name: 'informations',
  email: 'informations',
  phone: 'informations',
  roomNumber: 'informations',
  comment: 'informations',
};

/**
 * accounts 2, 4 and 5: the booking wizard. Holds the booking (with its slots), the choices and the
 * informations, the current step and the visited ones, and the result's state once submitted. A
 * failed submit leaves the form editable (accounts 4) and reloads the slots, so that one taken in
 * the meantime shows full.
 */
export class BookingFormViewModel {
  load: { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'ready'; readonly booking: Booking } = { status: 'loading' };
  now: DateTime | null = null;
  form: BookingForm = EMPTY_BOOKING_FORM;
  step: WizardStep = 'persons';
  visited: readonly WizardStep[] = ['persons'];
  problems: FieldProblems<BookingField> = {};
  submitting = false;
  result: BookingReceipt | null = null;
  month = '';

  constructor(
    private readonly setup: BookingFormSetup,
    private readonly deps: BookingFormDeps,
  ) {
    makeAutoObservable<BookingFormViewModel, 'setup' | 'deps'>(this, { setup: false, deps: false }, { autoBind: true });
  }

  get context(): BookingContext {
    return this.setup.context;
  }

  get booking(): Booking | null {
    return this.load.status === 'ready' ? this.load.booking : null;
  }

  start(): () => void {
    void this.reload();
    return () => undefined;
  }

  async reload(): Promise<void> {
    const [clock, loadBooking] = await Promise.all([this.deps.clock(), this.deps.loadBooking()]);
    const result = await loadBooking.execute({ restaurantId: this.setup.restaurantId, categoryId: this.setup.categoryId, zone: this.setup.zone });
    runInAction(() => {
      this.now = clock.now().setZone(this.setup.zone);
      if (!result.ok) {
        if (this.load.status !== 'ready') this.load = { status: 'failed' };
        return;
      }
      this.load = { status: 'ready', booking: result.value };
      if (this.month === '') this.month = monthOf(this.firstDay);
    });
  }

  get steps(): readonly WizardStep[] {
    return this.booking ? wizardSteps(this.booking) : ['persons'];
  }

  get choice(): WizardChoice {
    return { nbPerson: this.form.nbPerson, day: this.form.day, slot: this.form.slot };
  }

  get withSlots(): boolean {
    return this.booking ? hasTimeSlots(this.booking) : false;
  }

  isAvailable(step: WizardStep): boolean {
    return isStepAvailable(step, this.choice, this.withSlots);
  }

  isVisited(step: WizardStep): boolean {
    return this.visited.includes(step);
  }

  get buttonKey(): 'i_book' | 'next' {
    return stepButtonKey(this.steps, this.step);
  }

  get isFirstStep(): boolean {
    return this.steps[0] === this.step;
  }

  goTo(step: WizardStep): void {
    if (!this.isAvailable(step)) return;
    this.step = step;
    if (!this.visited.includes(step)) this.visited = [...this.visited, step];
  }

  previous(): void {
    const index = this.steps.indexOf(this.step);
    if (index > 0) this.goTo(this.steps[index - 1]!);
  }

  /** 'next', or 'i_book' on the last step. */
  async advance(): Promise<void> {
    if (this.buttonKey === 'i_book') return this.submit();
    const next = this.steps[this.steps.indexOf(this.step) + 1];
    if (next) this.goTo(next);
  }

  // --- persons ---
  choosePersons(nbPerson: number): void {
    this.form = { ...this.form, nbPerson };
    this.dropSlotIfTooSmall();
    this.clearProblem('nbPerson');
  }

  setStepper(value: number): void {
    if (this.booking) this.choosePersons(stepperValue(value, this.booking));
  }

  get stepperMax(): number {
    return this.booking?.nbPersonMax ?? 100;
  }

  // --- day ---
  get firstDay(): string {
    const today = this.now?.toISODate() ?? '';
    const start = this.booking?.dayStart ?? today;
    return start > today ? start : today;
  }

  get canShowPreviousMonth(): boolean {
    return this.month > monthOf(this.firstDay);
  }

  get canShowNextMonth(): boolean {
    return this.booking !== null && this.month < monthOf(this.booking.dayEnd);
  }

  showMonth(by: -1 | 1): void {
    if ((by < 0 && this.canShowPreviousMonth) || (by > 0 && this.canShowNextMonth)) this.month = shiftMonth(this.month, by);
  }

  isDayDisabled(day: string): boolean {
    if (!this.booking || !this.now) return true;
    return isDayDisabled(this.booking, day, Math.max(1, this.form.nbPerson ?? 1), this.now);
  }

  chooseDay(day: string): void {
    if (this.isDayDisabled(day)) return;
    const choice = chooseDay(this.choice, day);
    this.form = { ...this.form, day: choice.day, slot: choice.slot };
    this.clearProblem('timeSlotDay');
  }

  /** accounts 8 "Empty day in picker": the chosen day has no slot; the picker says no_schedule_available_this_day. */
  get chosenDayIsEmpty(): boolean {
    return this.booking !== null && this.form.day !== null && isEmptyDay(this.booking, this.form.day);
  }

  // --- time ---
  get slots(): readonly ShownSlot[] {
    if (!this.booking || !this.now || this.form.day === null) return [];
    return slotsOfDay(this.booking, this.form.day, this.now);
  }

  canChooseSlot(slot: ShownSlot): boolean {
    return isSlotSelectable(slot, this.form.nbPerson ?? 1);
  }

  chooseSlot(slot: ShownSlot): void {
    if (!this.canChooseSlot(slot)) return;
    this.form = { ...this.form, slot: slot.startTime };
    this.clearProblem('timeSlot');
  }

  // --- informations ---
  setText(field: TextField, value: string): void {
    this.form = { ...this.form, [field]: value };
    this.clearProblem(field);
  }

  setOptin(optin: boolean): void {
    this.form = { ...this.form, optin };
  }

  get usesStepper(): boolean {
    return (this.form.nbPerson ?? 0) >= STEPPER_FROM;
  }

  /** accounts 5: validated before submit, nothing sent if invalid; accounts 4: a failed call leaves the form. */
  async submit(): Promise<void> {
    const booking = this.booking;
    if (!booking || this.submitting) return;
    this.submitting = true;
    const submitBooking = await this.deps.submitBooking();
    const result = await submitBooking.execute({ restaurantId: this.setup.restaurantId, booking, form: this.form, context: this.setup.context, phoneRegion: this.setup.region });
    runInAction(() => {
      this.submitting = false;
      if (result.ok) {
        this.result = result.value;
        return;
      }
      if (result.error.kind === 'invalid') {
        this.problems = result.error.problems;
        const first = this.steps.find((step) => Object.keys(this.problems).some((field) => STEP_OF_PROBLEM[field as BookingField] === step));
        if (first) this.step = first;
      }
    });
    if (!result.ok && result.error.kind === 'failed') await this.reload();
  }

  private dropSlotIfTooSmall(): void {
    const chosen = this.slots.find((slot) => slot.startTime === this.form.slot);
    if (chosen && !this.canChooseSlot(chosen)) this.form = { ...this.form, slot: null };
  }

  private clearProblem(field: BookingField): void {
    if (!(field in this.problems)) return;
    const { [field]: _gone, ...rest } = this.problems;
    this.problems = rest;
  }
}
