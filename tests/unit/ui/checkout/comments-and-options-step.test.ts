import { describe, expect, it } from 'vitest';
import { CommentsAndOptionsStep } from '../../../../ui/checkout/comments-and-options-step';
import { aRestaurant } from '../../core/fixtures/restaurant-builders';

const sauce = { active: true, items: [{ id: 1, name: 'Ketchup' }, { id: 2, name: 'Mayonnaise' }] };

/** Issue 19: checkout 2 "comments_and_options (..., cutlery, chopsticks, sauces, ...)", checkout 9 chopsticks 1 to 6, default 0. */
describe('CommentsAndOptionsStep: chopsticks and sauces', () => {
  it('checkout 9: chopsticks are asked where the setting says, 0 by default, kept within 1 to 6', () => {
    const step = new CommentsAndOptionsStep(aRestaurant({ ask_chopsticks: true, sauce }), () => 2000, () => undefined);
    expect(step.asksChopsticks).toBe(true);
    expect(step.form.nbChopsticks).toBe(0);
    step.setChopsticks(9);
    expect(step.form.nbChopsticks).toBe(6);
    step.setChopsticks(0);
    expect(step.form.nbChopsticks).toBe(0);
  });

  it('checkout 3 sauce.active: the sauces offered are ticked and unticked; one not offered is ignored', () => {
    const step = new CommentsAndOptionsStep(aRestaurant({ sauce }), () => 2000, () => undefined);
    expect(step.sauceChoices.map((item) => item.id)).toEqual([1, 2]);
    step.toggleSauce(2, true);
    step.toggleSauce(1, true);
    step.toggleSauce(7, true);
    step.toggleSauce(2, false);
    expect(step.form.sauces).toEqual([1]);
  });

  it('checkout 3: without the settings, no chopsticks asked and no sauce offered', () => {
    const step = new CommentsAndOptionsStep(aRestaurant(), () => 2000, () => undefined);
    expect(step.asksChopsticks).toBe(false);
    expect(step.sauceChoices).toEqual([]);
  });
});
