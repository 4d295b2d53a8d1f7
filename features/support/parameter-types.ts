import { defineParameterType } from '@cucumber/cucumber';
import { OrderTypeId } from '../../core/domain/order-type/order-type';

/** "16.50 €" in a step is 1650 cents in the core (money is an integer of minor units everywhere). */
defineParameterType({
  name: 'amount',
  regexp: /\d+\.\d{2} €/,
  transformer: (text: string) => Math.round(Number.parseFloat(text) * 100),
});

/** checkout 1: order types by the names the spec gives them. */
const ORDER_TYPES: Readonly<Record<string, OrderTypeId>> = {
  'on place': OrderTypeId.onPlace,
  delivery: OrderTypeId.delivery,
  'take away': OrderTypeId.takeAway,
  'room delivery': OrderTypeId.roomDelivery,
};

defineParameterType({
  name: 'orderType',
  regexp: /"(on place|delivery|take away|room delivery)"/,
  transformer: (name: string) => ORDER_TYPES[name],
});

/** A list of quoted names: "Ketchup", "Pepper sauce" and "Béarnaise". */
defineParameterType({
  name: 'names',
  regexp: /"[^"]+"(?:(?:, | and )"[^"]+")*/,
  transformer: (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!),
});
