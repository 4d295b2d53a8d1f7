import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_STEPS, backStep, chooseOrderType, failedDrawer, isStepEnabled, nextStep, openedDrawer, orderPlaced } from '../../../../../core/domain/room-directory/highlight-drawer';
import { highlightProblemOf } from '../../../../../core/domain/room-directory/highlight-product';

const withTime = openedDrawer(5, { timeSelectShown: true, slotCount: 3 });
const withoutTime = openedDrawer(5, { timeSelectShown: false, slotCount: 3 });
const noSlots = openedDrawer(5, { timeSelectShown: true, slotCount: 0 });

describe('browsing 2.9: the highlight product drawer steps', () => {
  it('opens on step 0 with its order type', () => {
    expect(withTime).toMatchObject({ step: HIGHLIGHT_STEPS.product, orderTypeId: 5, initialOrderTypeId: 5, problem: null });
  });

  it('a missing product or order type is the error step (-1), where nothing else is enabled and Next stays', () => {
    const failed = failedDrawer('order_type_not_found');
    expect(failed).toMatchObject({ step: -1, problem: 'order_type_not_found' });
    expect([0, 1, 2, 3, 4].some((step) => isStepEnabled(failed, step as 0))).toBe(false);
    expect(nextStep(failed)).toBe(failed);
  });

  it('step 1 is skipped when the time select is not shown, or the order has no time slots (Next skips disabled steps)', () => {
    expect(nextStep(withTime).step).toBe(HIGHLIGHT_STEPS.time);
    expect(nextStep(withoutTime).step).toBe(HIGHLIGHT_STEPS.validation);
    expect(nextStep(noSlots).step).toBe(HIGHLIGHT_STEPS.validation);
  });

  it('steps 3 and 4 follow the order taken on step 2, and Next stays on the last', () => {
    const validation = nextStep(nextStep(withTime));
    expect(validation.step).toBe(HIGHLIGHT_STEPS.validation);
    expect(nextStep(validation)).toEqual(validation);
    const ordered = orderPlaced(validation, 'HR-001');
    expect(ordered).toMatchObject({ step: HIGHLIGHT_STEPS.ordered, orderNumber: 'HR-001' });
    expect(nextStep(ordered).step).toBe(HIGHLIGHT_STEPS.tracking);
    expect(nextStep(nextStep(ordered)).step).toBe(HIGHLIGHT_STEPS.tracking);
    expect(isStepEnabled(ordered, HIGHLIGHT_STEPS.product)).toBe(false);
    expect(orderPlaced(withTime, 'HR-002')).toBe(withTime);
  });

  it('Back from step 1 reselects the initial product and empties the basket', () => {
    expect(backStep(nextStep(withTime))).toEqual({ state: withTime, effects: ['reselect_initial_product', 'empty_basket'] });
  });

  it('Back from step 2 restores the initial order type', () => {
    const changed = chooseOrderType(nextStep(withTime), 3);
    expect(changed.orderTypeId).toBe(3);
    const back = backStep(nextStep(changed));
    expect(back).toEqual({ state: { ...changed, orderTypeId: 5 }, effects: [] });
  });

  it('Back from step 2 with step 1 skipped reaches step 0 as from step 1 (ours)', () => {
    expect(backStep(nextStep(withoutTime))).toEqual({ state: withoutTime, effects: ['reselect_initial_product', 'empty_basket'] });
  });

  it('step 0, the error step and the follow-on steps have no Back', () => {
    expect(backStep(withTime)).toBeNull();
    expect(backStep(failedDrawer('product_not_found'))).toBeNull();
    expect(backStep(orderPlaced(nextStep(withoutTime), 'HR-003'))).toBeNull();
  });

  it('the order type changes on step 1 only', () => {
    expect(chooseOrderType(withTime, 3)).toBe(withTime);
  });
});

describe('browsing 8: the highlight product errors by code', () => {
  it('names the three errors, anything else is unreachable', () => {
    expect(highlightProblemOf('HIGHLIGHT_SERVICE_NOT_FOUND')).toBe('service_not_found');
    expect(highlightProblemOf('HIGHLIGHT_PRODUCT_NOT_FOUND')).toBe('product_not_found');
    expect(highlightProblemOf('HIGHLIGHT_ORDER_TYPE_NOT_FOUND')).toBe('order_type_not_found');
    expect(highlightProblemOf(undefined)).toBe('unreachable');
  });
});
