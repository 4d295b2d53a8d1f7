import * as v from 'valibot';
import type { NameProblem } from '../../core/domain/checkout/name-rules';
import { MAX_NAME_LENGTH, nameProblem, normalizeName } from '../../core/domain/checkout/name-rules';
import type { TextKind } from '../../core/domain/text/text-policy';
import { canonicalText, hasForbiddenCharacter } from '../../core/domain/text/text-policy';

/**
 * The text policy (core/domain/text/text-policy.ts) as the platform's request schemas apply it: a text
 * breaking it is refused with 400 naming its field (never cleaned), what is kept is canonical.
 */
export const FORBIDDEN_CHARACTER_MESSAGE = 'control or invisible formatting characters are not allowed';

export const NAME_PROBLEM_MESSAGES: Readonly<Record<NameProblem, string>> = {
  too_short: 'a name of at least 2 characters is required',
  too_long: 'a name has at most 100 characters',
  invalid_characters: 'a name holds no control or invisible formatting characters',
};

/** A one-line or multiline text of at most `max` UTF-16 units as sent; kept NFC (a comment's CRLF as LF). */
export const policyText = (kind: TextKind, max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max, `at most ${max} characters`),
    v.check((text: string) => !hasForbiddenCharacter(text, kind), FORBIDDEN_CHARACTER_MESSAGE),
    v.transform((text) => canonicalText(text, kind)),
  );

/** As policyText, trimmed once checked. */
export const trimmedText = (kind: TextKind, max: number) => v.pipe(policyText(kind, max), v.trim());

/** checkout 5 name rules: 2 to 100 characters that show, a one-line text; kept normalised (name-rules). */
export const personName = v.pipe(
  v.string(),
  // A bound on what is even read; name-rules counts what shows.
  v.maxLength(MAX_NAME_LENGTH * 16, NAME_PROBLEM_MESSAGES.too_long),
  v.check(
    (name: string) => nameProblem(name) === null,
    (issue) => NAME_PROBLEM_MESSAGES[nameProblem(String(issue.input)) ?? 'too_short'],
  ),
  v.transform(normalizeName),
);

const isLeftOut = (name: string) => name.trim() === '' && !hasForbiddenCharacter(name, 'line');

/** A name that may be left out: spaces only are '' (no name), anything else a personName. */
export const optionalPersonName = v.pipe(
  v.string(),
  v.maxLength(MAX_NAME_LENGTH * 16, NAME_PROBLEM_MESSAGES.too_long),
  v.check(
    (name: string) => isLeftOut(name) || nameProblem(name) === null,
    (issue) => NAME_PROBLEM_MESSAGES[nameProblem(String(issue.input)) ?? 'too_short'],
  ),
  v.transform((name) => (isLeftOut(name) ? '' : normalizeName(name))),
);
