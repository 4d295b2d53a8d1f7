import type { UserProfile } from '../../../core/domain/account/account';
import { nameProblem } from '../../../core/domain/checkout/name-rules';
import { hasForbiddenCharacter } from '../../../core/domain/text/text-policy';
import { FORBIDDEN_CHARACTER_MESSAGE, NAME_PROBLEM_MESSAGES } from '../../platform-api/text-schemas';
import { SimulatorError } from '../engine/simulator-error';

const ONE_LINE_FIELDS = ['email', 'phone', 'addressStreet', 'addressComplementary', 'addressZipCode', 'addressCity', 'addressCountry'] as const;

/**
 * accounts 9 and the text policy (issue 15): first and last names follow checkout 5's name rules (2 to
 * 100 characters that show), every other text of a profile is a one-line text. Refused with 400 naming
 * the field, as an order's name.
 */
export function checkProfileText(profile: UserProfile): void {
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = nameProblem(profile[field]);
    if (problem !== null) throw new SimulatorError('bad_request', NAME_PROBLEM_MESSAGES[problem], field);
  }
  for (const field of ONE_LINE_FIELDS) {
    if (hasForbiddenCharacter(profile[field], 'line')) throw new SimulatorError('bad_request', FORBIDDEN_CHARACTER_MESSAGE, field);
  }
}
