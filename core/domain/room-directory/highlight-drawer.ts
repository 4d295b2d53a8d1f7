import type { OrderTypeId } from '../order-type/order-type';
import type { HighlightProblem } from './highlight-product';

/**
 * browsing 2.9 "Highlight product drawer steps": -1 error, 0 product, 1 order type and time, 2 validation,
 * 3 and 4 the follow-on steps (ours: 3 what was ordered, 4 following the order).
 */
export const HIGHLIGHT_STEPS = { error: -1, product: 0, time: 1, validation: 2, ordered: 3, tracking: 4 } as const;
export type HighlightStep = (typeof HIGHLIGHT_STEPS)[keyof typeof HIGHLIGHT_STEPS];

export interface HighlightDrawerState {
  readonly step: HighlightStep;
  readonly problem: HighlightProblem | null;
  /** browsing 2.9: step 1 is skipped when the time select is not shown or the order has no time slots. */
  readonly timeStepEnabled: boolean;
  /** The order type the highlight product came with; Back from step 2 restores it. */
  readonly initialOrderTypeId: OrderTypeId | null;
  readonly orderTypeId: OrderTypeId | null;
  /** The order number once the platform took it: steps 3 and 4 open only then. */
  readonly orderNumber: string | null;
}

/** What the screen must do besides showing the new step (the basket and the product are not the state's). */
export type HighlightEffect = 'reselect_initial_product' | 'empty_basket';

export interface HighlightTransition {
  readonly state: HighlightDrawerState;
  readonly effects: readonly HighlightEffect[];
}

/** browsing 2.9: "a missing product or order type puts it in the error step" (any load failure too). */
export function failedDrawer(problem: HighlightProblem): HighlightDrawerState {
  return { step: HIGHLIGHT_STEPS.error, problem, timeStepEnabled: false, initialOrderTypeId: null, orderTypeId: null, orderNumber: null };
}

/** browsing 2.9: opened with its product and order type, on step 0. */
export function openedDrawer(orderTypeId: OrderTypeId, time: { readonly timeSelectShown: boolean; readonly slotCount: number }): HighlightDrawerState {
  return {
    step: HIGHLIGHT_STEPS.product,
    problem: null,
    timeStepEnabled: time.timeSelectShown && time.slotCount > 0,
    initialOrderTypeId: orderTypeId,
    orderTypeId,
    orderNumber: null,
  };
}

/** Whether a step can be shown now: the error step only in error, 1 when enabled, 3 and 4 once ordered. */
export function isStepEnabled(state: HighlightDrawerState, step: HighlightStep): boolean {
  if (state.step === HIGHLIGHT_STEPS.error) return step === HIGHLIGHT_STEPS.error;
  switch (step) {
    case HIGHLIGHT_STEPS.error:
      return false;
    case HIGHLIGHT_STEPS.time:
      return state.timeStepEnabled && state.orderNumber === null;
    case HIGHLIGHT_STEPS.ordered:
    case HIGHLIGHT_STEPS.tracking:
      return state.orderNumber !== null;
    default:
      // Once ordered, the product and validation steps are behind: the order cannot be chosen again.
      return state.orderNumber === null;
  }
}

const ORDER: readonly HighlightStep[] = [HIGHLIGHT_STEPS.product, HIGHLIGHT_STEPS.time, HIGHLIGHT_STEPS.validation, HIGHLIGHT_STEPS.ordered, HIGHLIGHT_STEPS.tracking];

/** browsing 2.9 "Next skips disabled steps"; at the last enabled step it stays. */
export function nextStep(state: HighlightDrawerState): HighlightDrawerState {
  const after = ORDER.slice(ORDER.indexOf(state.step) + 1).find((step) => isStepEnabled(state, step));
  return after === undefined || state.step === HIGHLIGHT_STEPS.error ? state : { ...state, step: after };
}

/** The order was taken (step 2's validation): the drawer moves to step 3. */
export function orderPlaced(state: HighlightDrawerState, orderNumber: string): HighlightDrawerState {
  if (state.step !== HIGHLIGHT_STEPS.validation) return state;
  return { ...state, orderNumber, step: HIGHLIGHT_STEPS.ordered };
}

/**
 * browsing 2.9: "Back from step 1 reloads and reselects the initial product and empties the basket; back
 * from step 2 restores the initial order type". Back goes to the previous enabled step; from step 2 with
 * step 1 skipped that is step 0, which is then reached as from step 1 (ours: step 0 always starts again from
 * the initial product). Step 0, the error step and the follow-on steps have no Back: null.
 */
export function backStep(state: HighlightDrawerState): HighlightTransition | null {
  if (state.step !== HIGHLIGHT_STEPS.time && state.step !== HIGHLIGHT_STEPS.validation) return null;
  const before = ORDER.slice(0, ORDER.indexOf(state.step)).reverse().find((step) => isStepEnabled(state, step)) ?? HIGHLIGHT_STEPS.product;
  const restored = state.step === HIGHLIGHT_STEPS.validation ? { ...state, orderTypeId: state.initialOrderTypeId } : state;
  const effects: HighlightEffect[] = before === HIGHLIGHT_STEPS.product ? ['reselect_initial_product', 'empty_basket'] : [];
  return { state: { ...restored, step: before }, effects };
}

/** The order type chosen on step 1 (the hotel may offer another than the highlight's). */
export function chooseOrderType(state: HighlightDrawerState, orderTypeId: OrderTypeId): HighlightDrawerState {
  return state.step === HIGHLIGHT_STEPS.time ? { ...state, orderTypeId } : state;
}

/** browsing 2.9 error screen texts: sorry / cant_order_product_for_now. */
export const HIGHLIGHT_ERROR_TEXTS = { title: 'sorry', message: 'cant_order_product_for_now' } as const;
