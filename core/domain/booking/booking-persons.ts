import { maxPersonsOf } from './booking';
import type { Booking } from './booking';

/** accounts 9: buttons 1 to 9, then '+' at 10 revealing a stepper. */
export const PERSON_BUTTONS_UP_TO = 9;
export const STEPPER_FROM = 10;

export type PersonChoice = { readonly kind: 'count'; readonly value: number } | { readonly kind: 'more'; readonly value: typeof STEPPER_FROM };

/** accounts 2, Persons step: 1 to 9 (or fewer, up to nbPersonMax), and '+' when 10 or more are allowed. */
export function personChoices(booking: Pick<Booking, 'nbPersonMax'>): readonly PersonChoice[] {
  const max = maxPersonsOf(booking);
  const counts: PersonChoice[] = [];
  for (let value = 1; value <= Math.min(PERSON_BUTTONS_UP_TO, max); value += 1) counts.push({ kind: 'count', value });
  return max >= STEPPER_FROM ? [...counts, { kind: 'more', value: STEPPER_FROM }] : counts;
}

/** accounts 2 and 9: the stepper shows for values of 10 or more. */
export const showsStepper = (nbPerson: number | null): boolean => nbPerson !== null && nbPerson >= STEPPER_FROM;

/** The stepper's bounds: 10 to nbPersonMax (100 by default); a typed value is brought within them. */
export function stepperValue(value: number, booking: Pick<Booking, 'nbPersonMax'>): number {
  const max = maxPersonsOf(booking);
  if (!Number.isFinite(value)) return STEPPER_FROM;
  return Math.min(max, Math.max(STEPPER_FROM, Math.round(value)));
}
