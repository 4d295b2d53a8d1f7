import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Basket } from '../../../core/domain/basket/basket';
import type { Catalogue, Product } from '../../../core/domain/catalogue/catalogue';
import { composedUnitPrice, defaultSelection, optionsOfProduct } from '../../../core/domain/catalogue/option-selection';
import { emptyCheckoutForm, isCgvPreChecked } from '../../../core/domain/checkout/checkout-form';
import type { Cents } from '../../../core/domain/money/money';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../../core/domain/restaurant/restaurant-settings';
import type { HighlightDrawerState, HighlightStep } from '../../../core/domain/room-directory/highlight-drawer';
import { HIGHLIGHT_STEPS, backStep, chooseOrderType, failedDrawer, nextStep, orderPlaced } from '../../../core/domain/room-directory/highlight-drawer';
import type { HighlightProduct } from '../../../core/domain/room-directory/highlight-product';
import type { ScheduleChoice } from '../../../core/domain/schedule/schedule-choice';
import type { AddToBasket } from '../../../core/use-cases/basket/add-to-basket';
import type { PlaceOrder } from '../../../core/use-cases/order/place-order';
import type { HighlightTime, OpenHighlightProduct } from '../../../core/use-cases/room-directory/open-highlight-product';
import { OptionChoicesViewModel } from '../../product/option-choices-view-model';

export interface HighlightDrawerDeps {
  readonly settings: RestaurantSettings;
  readonly catalogue: Catalogue;
  /** The session's basket, so that the menu's basket shows what the drawer did to it. */
  readonly basket: { replace(basket: Basket): void };
  readonly open: () => Promise<Pick<OpenHighlightProduct, 'execute' | 'emptyBasket' | 'timeFor'>>;
  readonly addToBasket: () => Promise<Pick<AddToBasket, 'execute'>>;
  readonly placeOrder: () => Promise<Pick<PlaceOrder, 'execute'>>;
  /** The app's origin, for the return addresses an order carries. */
  readonly origin: string;
}

/**
 * browsing 2.9: the highlight product drawer's screen state. The steps and their rules are core's
 * (highlight-drawer.ts); this holds the product's choices, the slot, the guest's name and room, and calls
 * the use cases: OpenHighlightProduct, then AddToBasket and PlaceOrder, the checkout's own path.
 */
export class HighlightDrawerViewModel {
  drawer: HighlightDrawerState | null = null;
  highlight: HighlightProduct | null = null;
  choices: OptionChoicesViewModel | null = null;
  time: HighlightTime = { timeSelectShown: false, slots: [] };
  /** browsing 2.9 step 1: the order types to choose among (a radio group when more than one). */
  orderTypeIds: readonly OrderTypeId[] = [];
  slot: ScheduleChoice | null = null;
  fullName = '';
  roomNumber = '';
  cgvAccepted = false;
  /** What stops the order, as message keys by field (checkout 5's, or an_error_has_occurred). */
  problems: readonly { readonly field: string; readonly key: string }[] = [];
  sending = false;

  constructor(
    private readonly categoryId: number | null,
    private readonly deps: HighlightDrawerDeps,
  ) {
    makeAutoObservable<this, 'deps' | 'categoryId' | 'opening' | 'open'>(this, { deps: false, categoryId: false, opening: false, open: false, drawer: observableRef, highlight: observableRef, time: observableRef, orderTypeIds: observableRef, slot: observableRef, problems: observableRef }, { autoBind: true });
  }

  /** Opens the drawer once (a remount, as StrictMode's, does not empty the basket again). */
  start(): () => void {
    if (!this.opening) this.opening = this.open();
    return () => undefined;
  }

  private opening: Promise<void> | null = null;

  /** browsing 2.9: opening empties the basket and loads the highlight product and its order type. */
  private async open(): Promise<void> {
    const open = await this.deps.open();
    const opened = await open.execute({ settings: this.deps.settings, categoryId: this.categoryId });
    runInAction(() => {
      if (!opened.ok) {
        if (opened.error.basket) this.deps.basket.replace(opened.error.basket);
        this.drawer = opened.error.drawer;
        return;
      }
      this.deps.basket.replace(opened.value.basket);
      this.highlight = opened.value.highlight;
      this.time = opened.value.time;
      this.orderTypeIds = opened.value.orderTypeIds;
      this.drawer = opened.value.drawer;
      this.reselectProduct();
    });
  }

  get step(): HighlightStep | null {
    return this.drawer?.step ?? null;
  }

  get product(): Product | null {
    return this.highlight?.product ?? null;
  }

  get unitPrice(): Cents {
    return this.product && this.choices ? composedUnitPrice(this.product, this.choices.options, this.choices.selection) : 0;
  }

  /** The room number is asked for a room delivery when the hotel requires it (checkout 5). */
  get asksRoomNumber(): boolean {
    return this.drawer?.orderTypeId === OrderTypeId.roomDelivery;
  }

  get cgvPreChecked(): boolean {
    return isCgvPreChecked(this.drawer?.orderTypeId ?? null);
  }

  get canGoBack(): boolean {
    return this.drawer !== null && backStep(this.drawer) !== null;
  }

  setFullName(value: string): void {
    this.fullName = value;
    this.problems = this.problems.filter((problem) => problem.field !== 'fullName');
  }

  setRoomNumber(value: string): void {
    this.roomNumber = value;
    this.problems = this.problems.filter((problem) => problem.field !== 'roomNumber');
  }

  setCgvAccepted(value: boolean): void {
    this.cgvAccepted = value;
  }

  chooseSlot(choice: ScheduleChoice): void {
    this.slot = choice;
  }

  /** browsing 2.9 step 1: another order type brings its own slots (none for one served at once). */
  async chooseOrderType(orderTypeId: OrderTypeId): Promise<void> {
    if (!this.drawer || this.drawer.step !== HIGHLIGHT_STEPS.time || !this.orderTypeIds.includes(orderTypeId)) return;
    this.drawer = chooseOrderType(this.drawer, orderTypeId);
    await this.refreshTime();
  }

  /** The slots of the drawer's order type now, the first one chosen (the asap one where offered). */
  private async refreshTime(): Promise<void> {
    const { drawer, product } = this;
    if (!drawer?.orderTypeId || !product) return;
    const time = (await this.deps.open()).timeFor(this.deps.settings, drawer.orderTypeId, product) ?? { timeSelectShown: false, slots: [] };
    runInAction(() => {
      if (this.drawer?.orderTypeId !== drawer.orderTypeId) return;
      this.time = time;
      this.slot = time.slots[0] ?? null;
    });
  }

  /** Step 0's Next: the mandatory options must be answered (browsing 5); step 1's: a slot is chosen. */
  next(): void {
    if (!this.drawer) return;
    if (this.drawer.step === HIGHLIGHT_STEPS.product && !this.choices?.attempt()) return;
    this.drawer = nextStep(this.drawer);
  }

  /**
   * browsing 2.9's Back. To step 0 it "reloads and reselects the initial product and empties the basket":
   * the opening again (the product as the platform has it now, the basket emptied; gone, the error step).
   */
  async back(): Promise<void> {
    const transition = this.drawer && backStep(this.drawer);
    if (!transition) return;
    const typeRestored = transition.state.orderTypeId !== this.drawer?.orderTypeId;
    this.drawer = transition.state;
    this.problems = [];
    if (transition.effects.includes('reselect_initial_product')) {
      await this.open();
      return;
    }
    if (typeRestored) await this.refreshTime();
  }

  /** Step 2: the product goes into the (empty) basket, then the order is sent as any checkout's. */
  async validate(): Promise<void> {
    const { drawer, product, choices } = this;
    if (!drawer || drawer.step !== HIGHLIGHT_STEPS.validation || !product || !choices || this.sending) return;
    this.sending = true;
    const { settings, catalogue } = this.deps;
    const added = (await this.deps.addToBasket()).execute({ restaurantId: settings.id, catalogue, settings, productId: product.id, selection: choices.selection, quantity: 1 });
    if (!added.ok) {
      runInAction(() => {
        this.sending = false;
        this.drawer = failedDrawer('product_not_found');
      });
      return;
    }
    runInAction(() => this.deps.basket.replace(added.value));
    const orderType = settings.orderTypes.find((type) => type.id === drawer.orderTypeId);
    const provider = orderType?.order_type_providers.find((entry) => entry.type === 'ONSPOT' && !entry.disabled);
    const paymentType = provider?.payment_types[0];
    const form = {
      ...emptyCheckoutForm(),
      fullName: this.fullName,
      roomNumber: this.asksRoomNumber ? this.roomNumber : '',
      orderTypeId: drawer.orderTypeId,
      timeSlot: this.slot,
      cgvAccepted: this.cgvPreChecked || this.cgvAccepted,
      payment: provider && paymentType ? { mode: 'ONSPOT' as const, providerId: provider.provider_id, paymentTypeId: paymentType.payment_type_id } : null,
    };
    const returnUrl = `${this.deps.origin}/${encodeURIComponent(settings.id)}/trackOrder`;
    const placed = await (await this.deps.placeOrder()).execute({ settings, form, returnUrls: { success: returnUrl, cancel: returnUrl } });
    runInAction(() => {
      this.sending = false;
      if (placed.ok) {
        this.problems = [];
        this.deps.basket.replace({ ...added.value, basketProducts: [] });
        this.drawer = this.drawer && orderPlaced(this.drawer, placed.value.orderNumber);
      } else if (placed.error.kind === 'invalid') {
        this.problems = placed.error.problems;
      } else {
        this.problems = [{ field: 'basket', key: 'an_error_has_occurred' }];
      }
    });
  }

  problemOf(field: string): string | null {
    return this.problems.find((problem) => problem.field === field)?.key ?? null;
  }

  /** browsing 2.9: back to the initial product, its default options (browsing 4). */
  private reselectProduct(): void {
    const product = this.highlight?.product;
    if (!product) return;
    const options = optionsOfProduct(this.deps.catalogue, product);
    this.choices = new OptionChoicesViewModel(options, defaultSelection(options));
    this.slot = this.time.slots[0] ?? null;
  }
}
