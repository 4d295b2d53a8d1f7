/**
 * Money is an integer number of minor units (cents) everywhere in the core;
 * it is formatted only at the UI edge with the restaurant's currency and nb_decimal_price.
 */
export type Cents = number;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0);
}

export function multiplyCents(amount: Cents, quantity: number): Cents {
  return amount * quantity;
}
