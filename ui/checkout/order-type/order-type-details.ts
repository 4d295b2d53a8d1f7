import { makeAutoObservable } from 'mobx';
import type { DeliveryAddress, DeliveryAddressPart } from '../../../core/domain/order-type/delivery-address';
import { EMPTY_DELIVERY_ADDRESS } from '../../../core/domain/order-type/delivery-address';
import type { AddressSuggestion } from '../../../core/domain/order-type/address-suggestion';
import type { GeoPoint } from '../../../core/domain/restaurant/geo-point';

/** The parts that say where the address is: changing one by hand makes a picked position wrong. */
const PLACING_PARTS: readonly DeliveryAddressPart[] = ['street', 'postCode', 'city'];

/**
 * What an order type asks beyond the contact details (checkout 3: tableService, roomService,
 * deliveryData): the table number on place, the delivery address (the room number
 * stays with the contact details of the checkout view model). Kept apart from the checkout view model so each order type's fields live in ui/checkout/order-type.
 */
export class OrderTypeDetails {
  tableNumber = '';
  deliveryAddress: DeliveryAddress = EMPTY_DELIVERY_ADDRESS;
  /** checkout 3 deliveryData latitude, longitude: known only for an address picked from the search. */
  deliveryPosition: GeoPoint | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setTableNumber(value: string): void {
    this.tableNumber = value;
  }

  setDeliveryPart(part: DeliveryAddressPart, value: string): void {
    if (this.deliveryAddress[part] === value) return;
    this.deliveryAddress = { ...this.deliveryAddress, [part]: value };
    // An address changed by hand stays valid, without a position: none is ever guessed.
    if (PLACING_PARTS.includes(part)) this.deliveryPosition = null;
  }

  /** An address picked from the search: its street, post code, city and position. */
  pickDeliveryAddress(address: AddressSuggestion): void {
    this.deliveryAddress = { ...this.deliveryAddress, street: address.street, postCode: address.postCode, city: address.city };
    this.deliveryPosition = { latitude: address.latitude, longitude: address.longitude };
  }
}
