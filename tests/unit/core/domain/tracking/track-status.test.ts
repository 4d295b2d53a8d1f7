import { describe, expect, it } from 'vitest';
import { OrderTypeId } from '../../../../../core/domain/order-type/order-type';
import { TRACK_STEP_TYPES, calledOutNumber, latestStep, orderNumberFromQuery, shownOrderNumber, trackStepMessageKey, trackingProgress, trackingStepsFor } from '../../../../../core/domain/tracking/track-status';
import { aTrackStatus, stepsDone } from '../../fixtures/track-status-builders';

const deliverySteps = ['sent', 'validated', 'ready', 'picked_up', 'delivered'] as const;

describe('trackingStepsFor (checkout 4: tracking steps by order type)', () => {
  it('checkout 4: the steps an order can go through are sent, validated, ready, picked up and delivered', () => {
    expect(TRACK_STEP_TYPES).toEqual(['sent', 'validated', 'ready', 'picked_up', 'delivered']);
  });

  it('checkout 4: on place (1) goes sent, validated, ready', () => {
    expect(trackingStepsFor(OrderTypeId.onPlace)).toEqual(['sent', 'validated', 'ready']);
  });

  it('checkout 4: delivery (2) goes sent, validated, ready, picked up, delivered', () => {
    expect(trackingStepsFor(OrderTypeId.delivery)).toEqual(['sent', 'validated', 'ready', 'picked_up', 'delivered']);
  });

  it('checkout 4: take away (3) goes sent, validated, ready', () => {
    expect(trackingStepsFor(OrderTypeId.takeAway)).toEqual(['sent', 'validated', 'ready']);
  });

  it('checkout 4: room delivery (5) goes sent, validated, ready, delivered', () => {
    expect(trackingStepsFor(OrderTypeId.roomDelivery)).toEqual(['sent', 'validated', 'ready', 'delivered']);
  });
});

describe('trackStepMessageKey (checkout 4: the wording of a step by order type)', () => {
  it('checkout 4: a take-away order is ready to pick up at the restaurant', () => {
    expect(trackStepMessageKey(OrderTypeId.takeAway, 'ready')).toBe('order_status_ready_take_away');
  });

  it('checkout 4: a delivery is ready and awaiting the deliveryman', () => {
    expect(trackStepMessageKey(OrderTypeId.delivery, 'ready')).toBe('order_status_ready_delivery');
  });

  it('checkout 4: other steps and order types use the plain step text', () => {
    expect(trackStepMessageKey(OrderTypeId.onPlace, 'ready')).toBe('order_status_ready');
    expect(trackStepMessageKey(OrderTypeId.delivery, 'picked_up')).toBe('order_status_picked_up');
    expect(trackStepMessageKey(OrderTypeId.takeAway, 'sent')).toBe('order_status_sent');
  });
});

describe('trackingProgress (checkout 4: each live update replaces the tracking status)', () => {
  it('checkout 4: steps before the latest one reached are done, the latest is current, later ones pending', () => {
    const progress = trackingProgress(aTrackStatus({ order_type: OrderTypeId.delivery, steps: stepsDone(deliverySteps, ['sent', 'validated', 'ready']) }));
    expect(progress.steps.map((s) => [s.type, s.state])).toEqual([
      ['sent', 'done'],
      ['validated', 'done'],
      ['ready', 'current'],
      ['picked_up', 'pending'],
      ['delivered', 'pending'],
    ]);
    expect(progress.outcome).toBe('in_progress');
  });

  it('checkout 4: each step carries its wording for the order type', () => {
    const progress = trackingProgress(aTrackStatus({ order_type: OrderTypeId.takeAway }));
    expect(progress.steps.map((s) => s.labelKey)).toEqual(['order_status_sent', 'order_status_validated', 'order_status_ready_take_away']);
    expect(progress.orderNumber).toBe('1234');
    expect(progress.orderType).toBe(OrderTypeId.takeAway);
  });

  it('checkout 4: steps follow the order type list whatever order the platform sends them in', () => {
    const progress = trackingProgress(
      aTrackStatus({
        order_type: OrderTypeId.takeAway,
        steps: [
          { status_type: 'ready', done: false },
          { status_type: 'sent', done: true },
          { status_type: 'validated', done: true },
        ],
      }),
    );
    expect(progress.steps.map((s) => [s.type, s.state])).toEqual([
      ['sent', 'done'],
      ['validated', 'current'],
      ['ready', 'pending'],
    ]);
  });

  it('checkout 4: a step that is not part of the order type is ignored', () => {
    const progress = trackingProgress(aTrackStatus({ order_type: OrderTypeId.takeAway, steps: stepsDone(deliverySteps, ['sent', 'picked_up']) }));
    expect(progress.steps.map((s) => s.state)).toEqual(['current', 'pending', 'pending']);
  });

  it('checkout 4: before any step is reached every step is pending', () => {
    const progress = trackingProgress(aTrackStatus({ steps: stepsDone(['sent', 'validated', 'ready'], []) }));
    expect(progress.steps.map((s) => s.state)).toEqual(['pending', 'pending', 'pending']);
    expect(progress.outcome).toBe('in_progress');
  });

  it('checkout 4: an order that reached its last step is completed, every step done', () => {
    const progress = trackingProgress(aTrackStatus({ order_type: OrderTypeId.roomDelivery, steps: stepsDone(['sent', 'validated', 'ready', 'delivered'], ['sent', 'validated', 'ready', 'delivered']) }));
    expect(progress.outcome).toBe('completed');
    expect(progress.steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('checkout 4: a canceled order shows the error display as canceled, even with error set', () => {
    expect(trackingProgress(aTrackStatus({ canceled: true, error: true })).outcome).toBe('canceled');
  });

  it('checkout 4: a status with error shows the error display', () => {
    expect(trackingProgress(aTrackStatus({ error: true })).outcome).toBe('error');
  });
});

describe('order number shown and read (checkout 2)', () => {
  it('checkout 2: with display order numbers, the display number is shown with its prefix', () => {
    expect(shownOrderNumber(aTrackStatus({ order_number: '1234', display_order_number: '42' }), true, 'A-')).toBe('A-42');
  });

  it('checkout 2: without display order numbers, the order number is shown', () => {
    expect(shownOrderNumber(aTrackStatus({ order_number: '1234', display_order_number: '42' }), false, 'A-')).toBe('1234');
  });

  it('checkout 2: with display order numbers but none given, the order number is shown', () => {
    expect(shownOrderNumber(aTrackStatus({ order_number: '1234', display_order_number: null }), true, 'A-')).toBe('1234');
  });

  it('issue 22.14: the in-app payment page calls the order as the restaurant does, the prefix once', () => {
    expect(calledOutNumber('K7ORDER00001', '007', true, 'CH-')).toBe('CH-007');
    expect(calledOutNumber('K7ORDER00001', 'CH-007', true, 'CH-')).toBe('CH-007');
    expect(calledOutNumber('K7ORDER00001', '007', true, '')).toBe('007');
    expect(calledOutNumber('K7ORDER00001', '', true, 'CH-')).toBe('K7ORDER00001');
    expect(calledOutNumber('K7ORDER00001', '007', false, 'CH-')).toBe('K7ORDER00001');
  });

  it('checkout 2: the order number is the first comma-separated value of the orderId query', () => {
    expect(orderNumberFromQuery('1234,5678')).toBe('1234');
    expect(orderNumberFromQuery(' 1234 , 5678')).toBe('1234');
    expect(orderNumberFromQuery('1234')).toBe('1234');
  });

  it('checkout 2: no orderId, or an empty first value, gives no order number', () => {
    expect(orderNumberFromQuery(null)).toBeNull();
    expect(orderNumberFromQuery('')).toBeNull();
    expect(orderNumberFromQuery(',1234')).toBeNull();
  });

  it('checkout 4: where the order is now is the latest step reached, done or current', () => {
    const inProgress = trackingProgress(aTrackStatus({ order_type: OrderTypeId.takeAway, steps: stepsDone(['sent', 'validated', 'ready'], ['sent', 'validated']) }));
    expect(latestStep(inProgress)?.type).toBe('validated');
    const completed = trackingProgress(aTrackStatus({ order_type: OrderTypeId.takeAway, steps: stepsDone(['sent', 'validated', 'ready'], ['sent', 'validated', 'ready']) }));
    expect(latestStep(completed)?.labelKey).toBe('order_status_ready_take_away');
    const notSent = trackingProgress(aTrackStatus({ order_type: OrderTypeId.takeAway, steps: stepsDone(['sent', 'validated', 'ready'], []) }));
    expect(latestStep(notSent)).toBeNull();
  });
});
