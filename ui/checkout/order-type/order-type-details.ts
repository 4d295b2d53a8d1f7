import { makeAutoObservable } from 'mobx';
import type { DeliveryAddress, DeliveryAddressPart } from '../../../core/domain/order-type/delivery-address';
import { EMPTY_DELIVERY_ADDRESS } from '../../../core/domain/order-type/delivery-address';

/**
 * What an order type asks beyond the contact details (checkout 3: tableService, roomService,
 * deliveryData): the table number on place, the delivery address (the room number
 * stays with the contact details of the checkout view model). Kept apart from the checkout view model so each order type's fields live in ui/checkout/order-type.
 */
export class OrderTypeDetails {
  tableNumber = '';
  deliveryAddress: DeliveryAddress = EMPTY_DELIVERY_ADDRESS;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setTableNumber(value: string): void {
    this.tableNumber = value;
  }

  setDeliveryPart(part: DeliveryAddressPart, value: string): void {
    this.deliveryAddress = { ...this.deliveryAddress, [part]: value };
  }
}
