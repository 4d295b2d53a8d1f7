import { describe, expect, it } from 'vitest';
import { OrderTypeId } from '../../../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../../../core/domain/restaurant/restaurant-settings';
import { ContactStep } from '../../../../ui/checkout/contact-step';
import { aRestaurant, requiredClientInfos } from '../../core/fixtures/restaurant-builders';

function contactStepAt(settings: RestaurantSettings): ContactStep {
  return new ContactStep({ settings, orderTypeId: () => OrderTypeId.takeAway, clearProblem: () => undefined });
}

const emailOptional = aRestaurant({ cmd_required_infos: { ...aRestaurant().cmd_required_infos, client_info: requiredClientInfos({ email: false }) } });

/** Issue 19, checkout 5: "The email field is hidden for one specific restaurant": shown everywhere else. */
describe('ContactStep: the e-mail field (checkout 5)', () => {
  it('checkout 5: the e-mail field is shown though not required, empty, so a receipt address can be given', () => {
    const contact = contactStepAt(emailOptional);
    expect(contact.showsEmail).toBe(true);
    contact.setEmail('alice@example.fr');
    expect(contact.form.email).toBe('alice@example.fr');
  });

  it('checkout 5 "hidden for one specific restaurant": hidden only by config.hide_email_field, and nothing typed before is sent', () => {
    const contact = contactStepAt({ ...emailOptional, config: { ...emailOptional.config, hide_email_field: true } });
    contact.setEmail('alice@example.fr');
    expect(contact.showsEmail).toBe(false);
    expect(contact.form.email).toBe('');
  });
});
