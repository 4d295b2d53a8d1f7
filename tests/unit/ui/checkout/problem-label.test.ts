import { describe, expect, it } from 'vitest';
import { missingOptionName } from '../../../../ui/checkout/problem-label';
import { demoSession } from '../fixtures/demo-session';

/**
 * Issue 22.11 (checkout 5): "Des options obligatoires ne sont pas choisies." names the option in the
 * problems' summary: La Buvette's packaging (a checkout option) and its number of guests (cutlery asked).
 */
describe('missingOptionName: what the summary names for a missing mandatory option', () => {
  it('a checkout option by its restaurant name, the guests by our message, nothing for other problems', async () => {
    const { settings } = await demoSession('la-buvette');
    const packaging = settings.checkout_input_options.find((option) => option.mandatory)!;
    expect(missingOptionName({ field: `option-${packaging.id}`, key: 'missing_mandatory_options' }, settings)).toEqual({ kind: 'restaurant_text', text: packaging.name });
    expect(missingOptionName({ field: 'cutlery', key: 'missing_mandatory_options' }, settings)).toEqual({ kind: 'message', key: 'cutlery_count' });
    expect(missingOptionName({ field: 'option-999999', key: 'missing_mandatory_options' }, settings)).toBeNull();
    expect(missingOptionName({ field: 'fullName', key: 'full_name_min_length_error' }, settings)).toBeNull();
  });
});
