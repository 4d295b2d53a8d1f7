import { makeAutoObservable } from 'mobx';
import type { CheckoutField, CheckoutForm } from '../../core/domain/checkout/checkout-form';
import { asksFirstAndLastNames, asksFullName, showsEmailField } from '../../core/domain/checkout/contact-rules';
import type { SavedInfos } from '../../core/domain/checkout/saved-infos';
import { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';

export interface SignedInCustomer {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
}

export interface ContactStepDeps {
  readonly settings: RestaurantSettings;
  /** checkout 2 and 3 (issue 8): the signed-in customer, whose details prefill the form; null for a visitor. */
  readonly signedInUser?: SignedInCustomer | null;
  /** checkout 3: the last orders' infos, recalled and remembered (saved-infos); absent where nothing is kept. */
  readonly savedInfos?: { recall(): readonly SavedInfos[]; remember(infos: SavedInfos): void };
  readonly orderTypeId: () => OrderTypeId | null;
  /** A field changed: its problem, shown since the last submit, goes. */
  readonly clearProblem: (field: CheckoutField) => void;
}

/**
 * checkout 2 "general informations" step: who orders (names, phone, e-mail), as the restaurant requires
 * them (checkout 5), prefilled from the profile or from the details saved on this device (checkout 3).
 */
export class ContactStep {
  fullName = '';
  firstName = '';
  lastName = '';
  phone = '';
  email = '';
  /** checkout 2: the recovery notice, until the customer uses or dismisses it. */
  savedInfosDismissed = false;

  constructor(private readonly deps: ContactStepDeps) {
    // checkout 3 (issue 8): a profile prefills personal data.
    const user = deps.signedInUser;
    if (user) {
      this.firstName = user.firstName;
      this.lastName = user.lastName;
      this.fullName = `${user.firstName} ${user.lastName}`.trim();
      this.email = user.email;
      this.phone = user.phone;
    }
    makeAutoObservable<ContactStep, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** checkout 5: first and last names are asked instead of the full name when the restaurant requires them. */
  get asksFirstAndLastNames(): boolean {
    return asksFirstAndLastNames(this.deps.settings);
  }

  /** checkout 5: the full name is shown (and then judged) when required, and whenever first and last names are not. */
  get asksFullName(): boolean {
    return asksFullName(this.deps.settings);
  }

  get requiresPhone(): boolean {
    return this.deps.settings.cmd_required_infos.client_info.phone;
  }

  /** checkout 5: the e-mail field is shown, hidden only where the restaurant's setting says so. */
  get showsEmail(): boolean {
    return showsEmailField(this.deps.settings);
  }

  get requiresEmail(): boolean {
    return this.deps.settings.cmd_required_infos.client_info.email;
  }

  /** The checkout form's part: the names asked (the others empty), the phone and the e-mail. */
  get form(): Pick<CheckoutForm, 'fullName' | 'firstName' | 'lastName' | 'phone' | 'email'> {
    const names = this.asksFirstAndLastNames;
    return { fullName: this.asksFullName ? this.fullName : '', firstName: names ? this.firstName : '', lastName: names ? this.lastName : '', phone: this.phone, email: this.showsEmail ? this.email : '' };
  }

  /** checkout 2: saved infos are offered to visitors not signed in (the profile prefills instead) and not in table mode. */
  get savedInfos(): readonly SavedInfos[] {
    if (this.savedInfosDismissed || this.deps.orderTypeId() === OrderTypeId.onPlace || this.deps.signedInUser) return [];
    return this.deps.savedInfos?.recall() ?? [];
  }

  useSavedInfos(infos: SavedInfos): void {
    this.setFullName(infos.fullName);
    this.setFirstName(infos.firstName);
    this.setLastName(infos.lastName);
    this.setPhone(infos.phone);
    this.setEmail(infos.email);
    this.savedInfosDismissed = true;
  }

  dismissSavedInfos(): void {
    this.savedInfosDismissed = true;
  }

  /** checkout 3: an order is placed; its details are kept for the next one (where this device keeps them). */
  remember(): void {
    this.deps.savedInfos?.remember({ fullName: this.fullName, firstName: this.firstName, lastName: this.lastName, phone: this.phone, email: this.email });
  }

  setFullName(value: string): void {
    this.fullName = value;
    this.deps.clearProblem('fullName');
  }

  setFirstName(value: string): void {
    this.firstName = value;
    this.deps.clearProblem('firstName');
  }

  setLastName(value: string): void {
    this.lastName = value;
    this.deps.clearProblem('lastName');
  }

  setPhone(value: string): void {
    this.phone = value;
    this.deps.clearProblem('phone');
  }

  setEmail(value: string): void {
    this.email = value;
    this.deps.clearProblem('email');
  }
}
