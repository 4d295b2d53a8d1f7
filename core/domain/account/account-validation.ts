import type { CountryCode } from 'libphonenumber-js/min';
import { isEmailValid } from '../checkout/contact-rules';
import { nameProblem } from '../checkout/name-rules';
import type { UserProfile } from './account';
import { ACCOUNT_TEXT_LIMITS, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './account';
import { isAccountPhoneValid } from './account-phone';

/** accounts 9 validation texts, as message keys of ui/locales. */
export const ACCOUNT_MESSAGES = {
  required: 'field_required',
  email: 'email_error',
  notValid: 'field_not_valid',
  nameLength: 'name_min_length_error',
  passwordLength: 'password_length_error',
  confirmation: 'password_confirmation_error',
} as const;

/** Field name to message key; empty when the form may be sent. */
export type FieldProblems<F extends string> = Partial<Record<F, string>>;

const blank = (value: string) => value.trim() === '';

function emailProblem(email: string): string | null {
  if (blank(email)) return ACCOUNT_MESSAGES.required;
  return email.trim().length > ACCOUNT_TEXT_LIMITS.email || !isEmailValid(email) ? ACCOUNT_MESSAGES.email : null;
}

/** accounts 9: names at least 2 characters (and the name rules of checkout 5). */
function personNameProblem(name: string): string | null {
  if (blank(name)) return ACCOUNT_MESSAGES.required;
  const problem = nameProblem(name);
  if (problem === 'too_short') return ACCOUNT_MESSAGES.nameLength;
  return problem === null ? null : ACCOUNT_MESSAGES.notValid;
}

function textProblem(value: string, max: number): string | null {
  if (blank(value)) return ACCOUNT_MESSAGES.required;
  return value.trim().length > max ? ACCOUNT_MESSAGES.notValid : null;
}

/** accounts 5 and 9: password required, 8 to 20 characters. */
function newPasswordProblem(password: string): string | null {
  if (password === '') return ACCOUNT_MESSAGES.required;
  return password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH ? ACCOUNT_MESSAGES.passwordLength : null;
}

function confirmationProblem(password: string, confirmation: string): string | null {
  if (confirmation === '') return ACCOUNT_MESSAGES.required;
  return confirmation === password ? null : ACCOUNT_MESSAGES.confirmation;
}

function collect<F extends string>(entries: readonly (readonly [F, string | null])[]): FieldProblems<F> {
  const problems: FieldProblems<F> = {};
  for (const [field, problem] of entries) if (problem !== null) problems[field] = problem;
  return problems;
}

/** accounts 5, Login: email and password required. */
export function validateLogin(form: { readonly email: string; readonly password: string }): FieldProblems<'email' | 'password'> {
  return collect([
    ['email', blank(form.email) ? ACCOUNT_MESSAGES.required : null],
    ['password', form.password === '' ? ACCOUNT_MESSAGES.required : null],
  ]);
}

export type AddressField = 'addressStreet' | 'addressZipCode' | 'addressCity' | 'addressCountry';

function addressProblems(profile: UserProfile): readonly (readonly [AddressField, string | null])[] {
  return [
    ['addressStreet', textProblem(profile.addressStreet, ACCOUNT_TEXT_LIMITS.address)],
    ['addressZipCode', textProblem(profile.addressZipCode, ACCOUNT_TEXT_LIMITS.zipCode)],
    ['addressCity', textProblem(profile.addressCity, ACCOUNT_TEXT_LIMITS.address)],
    ['addressCountry', textProblem(profile.addressCountry, ACCOUNT_TEXT_LIMITS.country)],
  ];
}

/** accounts 5: a phone, when given, must be valid (field_not_valid). */
function phoneProblem(phone: string, region: CountryCode): string | null {
  return blank(phone) || isAccountPhoneValid(phone, region) ? null : ACCOUNT_MESSAGES.notValid;
}

export type RegisterField = 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmation' | AddressField | 'addressComplementary';

export interface RegisterForm extends UserProfile {
  readonly password: string;
  readonly confirmation: string;
}

/**
 * accounts 5, Register: names, e-mail (valid), password and confirmation (equal) required; the address
 * (complement optional) only when delivery is offered; the phone valid when given.
 */
export function validateRegister(form: RegisterForm, context: { readonly deliveryOffered: boolean; readonly region: CountryCode }): FieldProblems<RegisterField> {
  return collect<RegisterField>([
    ['firstName', personNameProblem(form.firstName)],
    ['lastName', personNameProblem(form.lastName)],
    ['email', emailProblem(form.email)],
    ['phone', phoneProblem(form.phone, context.region)],
    ['password', newPasswordProblem(form.password)],
    ['confirmation', confirmationProblem(form.password, form.confirmation)],
    ...(context.deliveryOffered ? addressProblems(form) : []),
    ['addressComplementary', form.addressComplementary.length > ACCOUNT_TEXT_LIMITS.address ? ACCOUNT_MESSAGES.notValid : null],
  ]);
}

/** accounts 5, Forgot password: email required and valid. */
export function validateForgotPassword(form: { readonly email: string }): FieldProblems<'email'> {
  return collect([['email', emailProblem(form.email)]]);
}

/** accounts 5, Reset password: password required, 8 to 20 characters; confirmation required and equal. */
export function validateResetPassword(form: { readonly password: string; readonly confirmation: string }): FieldProblems<'password' | 'confirmation'> {
  return collect<'password' | 'confirmation'>([
    ['password', newPasswordProblem(form.password)],
    ['confirmation', confirmationProblem(form.password, form.confirmation)],
  ]);
}

export type ProfileField = keyof UserProfile;

/** accounts 5, Profile: first name, last name, email (valid), street, zip code, city, country required; complement optional. */
export function validateProfile(profile: UserProfile, region: CountryCode): FieldProblems<ProfileField> {
  return collect<ProfileField>([
    ['firstName', personNameProblem(profile.firstName)],
    ['lastName', personNameProblem(profile.lastName)],
    ['email', emailProblem(profile.email)],
    ['phone', phoneProblem(profile.phone, region)],
    ...addressProblems(profile),
    ['addressComplementary', profile.addressComplementary.length > ACCOUNT_TEXT_LIMITS.address ? ACCOUNT_MESSAGES.notValid : null],
  ]);
}

export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirmation';

/**
 * accounts 5, Password change: old, new and confirmation required; confirmation equals new. The spec
 * shows no length rule; ours keeps the 8 to 20 of accounts 9 for the new one, which the server holds too.
 */
export function validatePasswordChange(form: { readonly oldPassword: string; readonly newPassword: string; readonly confirmation: string }): FieldProblems<PasswordChangeField> {
  return collect<PasswordChangeField>([
    ['oldPassword', form.oldPassword === '' ? ACCOUNT_MESSAGES.required : null],
    ['newPassword', newPasswordProblem(form.newPassword)],
    ['confirmation', confirmationProblem(form.newPassword, form.confirmation)],
  ]);
}

export function hasProblems(problems: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(problems).some((problem) => problem !== undefined);
}
