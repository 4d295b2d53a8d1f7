import type { Booking } from './booking';
import { hasTimeSlots } from './booking';

/** accounts 2, Booking wizard: persons; day and time (only with time slots); informations. */
export type WizardStep = 'persons' | 'day' | 'time' | 'informations';

export function wizardSteps(booking: Pick<Booking, 'alwaysAccessible' | 'timeSlots'>): readonly WizardStep[] {
  return hasTimeSlots(booking) ? ['persons', 'day', 'time', 'informations'] : ['persons', 'informations'];
}

/** What the wizard has chosen so far. */
export interface WizardChoice {
  readonly nbPerson: number | null;
  readonly day: string | null;
  readonly slot: string | null;
}

/**
 * accounts 4, Wizard availability: persons is always open; day needs persons, time needs a day;
 * informations needs at least 1 person and, with time slots, a day and a slot.
 */
export function isStepAvailable(step: WizardStep, choice: WizardChoice, withSlots: boolean): boolean {
  const persons = choice.nbPerson !== null && choice.nbPerson >= 1;
  switch (step) {
    case 'persons':
      return true;
    case 'day':
      return persons;
    case 'time':
      return persons && choice.day !== null;
    case 'informations':
      return persons && (!withSlots || (choice.day !== null && choice.slot !== null));
  }
}

/** accounts 2: the last step's button reads 'i_book'; the others read 'next'. */
export function stepButtonKey(steps: readonly WizardStep[], step: WizardStep): 'i_book' | 'next' {
  return steps.at(-1) === step ? 'i_book' : 'next';
}

/** accounts 4: changing the day clears the chosen slot. */
export function chooseDay(choice: WizardChoice, day: string): WizardChoice {
  return day === choice.day ? choice : { ...choice, day, slot: null };
}
