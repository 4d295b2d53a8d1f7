import type { CountryCode } from 'libphonenumber-js/min';
import { isAccountPhoneValid } from '../account/account-phone';
import { ACCOUNT_MESSAGES } from '../account/account-validation';
import type { FieldProblems } from '../account/account-validation';
import { isEmailValid } from '../checkout/contact-rules';
import { nameProblem } from '../checkout/name-rules';
import type { TextKind } from '../text/text-policy';
import { hasForbiddenCharacter } from '../text/text-policy';
import type { Booking, BookingInfo } from './booking';
import { BOOKING_TEXT_LIMITS, hasTimeSlots, maxPersonsOf } from './booking';

export type BookingField = 'name' | 'email' | 'phone' | 'roomNumber' | 'comment' | 'nbPerson' | 'timeSlotDay' | 'timeSlot';

/** Where the form is shown: the room directory asks a room number, the linker a phone (accounts 2). */
export type BookingContext = 'room-directory' | 'linker';

/** The informations as typed, before they become a BookingInfo. */
export interface BookingForm {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly roomNumber: string;
  readonly comment: string;
  readonly optin: boolean;
  readonly nbPerson: number | null;
  readonly day: string | null;
  readonly slot: string | null;
}

export const EMPTY_BOOKING_FORM: BookingForm = { name: '', email: '', phone: '', roomNumber: '', comment: '', optin: false, nbPerson: 1, day: null, slot: null };

const blank = (value: string) => value.trim() === '';

function nameKey(name: string): string | null {
  if (blank(name)) return ACCOUNT_MESSAGES.required;
  const problem = nameProblem(name);
  if (problem === 'too_short') return ACCOUNT_MESSAGES.nameLength;
  return problem === null ? null : ACCOUNT_MESSAGES.notValid;
}

function emailKey(email: string): string | null {
  if (blank(email)) return ACCOUNT_MESSAGES.required;
  return email.trim().length > BOOKING_TEXT_LIMITS.email || !isEmailValid(email) || hasForbiddenCharacter(email, 'line') ? ACCOUNT_MESSAGES.email : null;
}

/** An optional text: too long, or holding a character the text policy (issue 15) refuses, is not valid. */
function optionalTextKey(text: string, kind: TextKind, max: number): string | null {
  return text.trim().length > max || hasForbiddenCharacter(text, kind) ? ACCOUNT_MESSAGES.notValid : null;
}

/**
 * accounts 5, Booking: name required; email required and valid; phone (linker only) valid else
 * 'field_not_valid'; room number and comment optional (bounded, and under the text policy: ours); nbPerson at least 1 (and at most
 * the booking's maximum); with time slots, a day (timeSlotDay) and a slot (timeSlot) required.
 */
export function validateBooking(form: BookingForm, booking: Booking, context: BookingContext, region: CountryCode): FieldProblems<BookingField> {
  const problems: FieldProblems<BookingField> = {};
  const set = (field: BookingField, key: string | null) => {
    if (key !== null) problems[field] = key;
  };
  set('name', nameKey(form.name));
  set('email', emailKey(form.email));
  if (context === 'linker' && !blank(form.phone)) set('phone', isAccountPhoneValid(form.phone, region) ? null : ACCOUNT_MESSAGES.notValid);
  if (context === 'room-directory') set('roomNumber', optionalTextKey(form.roomNumber, 'line', BOOKING_TEXT_LIMITS.roomNumber));
  set('comment', optionalTextKey(form.comment, 'multiline', BOOKING_TEXT_LIMITS.comment));
  if (form.nbPerson === null || form.nbPerson < 1) set('nbPerson', ACCOUNT_MESSAGES.required);
  else if (!Number.isInteger(form.nbPerson) || form.nbPerson > maxPersonsOf(booking)) set('nbPerson', ACCOUNT_MESSAGES.notValid);
  if (hasTimeSlots(booking)) {
    if (form.day === null) set('timeSlotDay', ACCOUNT_MESSAGES.required);
    if (form.slot === null) set('timeSlot', ACCOUNT_MESSAGES.required);
  }
  return problems;
}

/** accounts 3: what is sent: room number in the room directory only, phone in the linker only (empty as null). */
export function bookingInfoOf(form: BookingForm, booking: Booking, context: BookingContext): BookingInfo {
  const phone = form.phone.trim();
  const roomNumber = form.roomNumber.trim();
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    nbPerson: form.nbPerson ?? 1,
    comment: form.comment.trim(),
    optin: form.optin,
    roomCategoryBookingId: booking.id,
    roomNumber: context === 'room-directory' && roomNumber !== '' ? roomNumber : null,
    phone: context === 'linker' && phone !== '' ? phone : null,
    timeSlot: hasTimeSlots(booking) && form.day !== null && form.slot !== null ? { day: form.day, slot: form.slot } : null,
  };
}
