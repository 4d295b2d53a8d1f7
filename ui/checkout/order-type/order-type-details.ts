import { makeAutoObservable } from 'mobx';
import type { CheckoutField, CheckoutForm } from '../../../core/domain/checkout/checkout-form';
import type { DeliveryAddress, DeliveryAddressPart } from '../../../core/domain/order-type/delivery-address';
import { EMPTY_DELIVERY_ADDRESS, deliveryAddressField } from '../../../core/domain/order-type/delivery-address';
import type { AddressSuggestion } from '../../../core/domain/order-type/address-suggestion';
import { OrderTypeId } from '../../../core/domain/order-type/order-type';
import type { GeoPoint } from '../../../core/domain/restaurant/geo-point';

/** The parts that say where the address is: changing one by hand makes a picked position wrong. */
const PLACING_PARTS: readonly DeliveryAddressPart[] = ['street', 'postCode', 'city'];

export interface OrderTypeDetailsDeps {
  readonly orderTypeId: () => OrderTypeId | null;
  /** A field changed: its problem, shown since the last submit, goes. */
  readonly clearProblem: (field: CheckoutField) => void;
}

/**
 * What an order type asks beyond the contact details (checkout 3: roomService, tableService,
 * deliveryData): the room number for room delivery, the table number on place, the delivery address.
 * Kept apart from the checkout view model so each order type's fields live in ui/checkout/order-type.
 */
export class OrderTypeDetails {
  roomNumber = '';
  tableNumber = '';
  deliveryAddress: DeliveryAddress = EMPTY_DELIVERY_ADDRESS;
  /** checkout 3 deliveryData latitude, longitude: known only for an address picked from the search. */
  deliveryPosition: GeoPoint | null = null;

  constructor(private readonly deps: OrderTypeDetailsDeps) {
    makeAutoObservable<OrderTypeDetails, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get asksRoomNumber(): boolean {
    return this.deps.orderTypeId() === OrderTypeId.roomDelivery;
  }

  get asksTableNumber(): boolean {
    return this.deps.orderTypeId() === OrderTypeId.onPlace;
  }

  get asksDeliveryAddress(): boolean {
    return this.deps.orderTypeId() === OrderTypeId.delivery;
  }

  /** The checkout form's part: what the order type chosen asks, nothing of another's. */
  get form(): Pick<CheckoutForm, 'roomNumber' | 'tableNumber' | 'deliveryAddress' | 'deliveryPosition'> {
    return {
      roomNumber: this.asksRoomNumber ? this.roomNumber : '',
      tableNumber: this.asksTableNumber ? this.tableNumber : '',
      deliveryAddress: this.asksDeliveryAddress ? this.deliveryAddress : EMPTY_DELIVERY_ADDRESS,
      deliveryPosition: this.asksDeliveryAddress ? this.deliveryPosition : null,
    };
  }

  setRoomNumber(value: string): void {
    this.roomNumber = value;
    this.deps.clearProblem('roomNumber');
  }

  setTableNumber(value: string): void {
    this.tableNumber = value;
    this.deps.clearProblem('tableNumber');
  }

  setDeliveryPart(part: DeliveryAddressPart, value: string): void {
    this.deps.clearProblem(deliveryAddressField(part));
    if (this.deliveryAddress[part] === value) return;
    this.deliveryAddress = { ...this.deliveryAddress, [part]: value };
    // An address changed by hand stays valid, without a position: none is ever guessed.
    if (PLACING_PARTS.includes(part)) this.deliveryPosition = null;
  }

  /** Ours (checkout 3 deliveryData): an address picked from the search fills street, post code, city and position. */
  pickDeliveryAddress(address: AddressSuggestion): void {
    this.deliveryAddress = { ...this.deliveryAddress, street: address.street, postCode: address.postCode, city: address.city };
    this.deliveryPosition = { latitude: address.latitude, longitude: address.longitude };
    for (const part of PLACING_PARTS) this.deps.clearProblem(deliveryAddressField(part));
  }
}
