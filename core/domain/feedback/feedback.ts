import { isEmailValid } from '../checkout/contact-rules';
import { nameProblem, normalizeName } from '../checkout/name-rules';
import { externalUrl } from '../room-directory/tile-action';
import { hasForbiddenCharacter } from '../text/text-policy';

/** accounts 3: where a feedback comes from (`type`, room by default); booking feedback has its own call. */
export const FEEDBACK_ORIGINS = ['room', 'linker', 'order'] as const;
export type FeedbackOrigin = (typeof FEEDBACK_ORIGINS)[number];
export const DEFAULT_FEEDBACK_ORIGIN: FeedbackOrigin = 'room';

/** accounts 9: the rating starts at 5, from 1 to 5. */
export const INITIAL_RATE = 5;
export const MIN_RATE = 1;
export const MAX_RATE = 5;
/** accounts 9: the comment area turns invalid at 500 characters (a soft limit: the server takes up to 2000). */
export const COMMENT_SOFT_LIMIT = 500;
/** Ours: what the simulator accepts at most, so a bypassed form still cannot flood it. */
export const COMMENT_MAX_LENGTH = 2000;
/** accounts 9: a rating of 4 or more opens the review link. */
export const REVIEW_LINK_MIN_RATE = 4;

/** accounts 3, Feedback payload (order, room or linker). */
export interface FeedbackPayload {
  readonly orderNumber: string;
  readonly name: string;
  readonly email: string;
  readonly rate: number;
  readonly comments: string;
  readonly opt_in_promotions: boolean;
  readonly type: FeedbackOrigin;
}

/**
 * accounts 3, Booking feedback payload, and ours (issue 15): `feedbackToken`, the token of the booking
 * e-mail's feedback link, without which the platform takes no feedback on the booking (booking-feedback-link).
 */
export interface BookingFeedbackPayload {
  readonly eventBookingId: number;
  readonly feedbackToken: string;
  readonly name: string;
  readonly email: string;
  readonly rate: number;
  readonly comments: string;
  readonly opt_in_promotions: boolean;
}

/** accounts 3: eventBookingId is a number (a positive whole number: the platform's ids). */
export function isEventBookingId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1;
}

/** A feedback as the platform keeps it, for support staff (`ordering feedback list`). */
export interface ReceivedFeedback {
  readonly kind: 'order' | 'booking';
  readonly restaurantId: string;
  /** The order number (order context) or the room directory's reference (room, linker); null for a booking. */
  readonly orderNumber: string | null;
  readonly eventBookingId: number | null;
  readonly type: FeedbackOrigin | 'booking';
  readonly rate: number;
  readonly comments: string;
  readonly name: string;
  readonly email: string;
  readonly opt_in_promotions: boolean;
  readonly receivedAt: string;
}

/** Where the form is shown: it decides which fields it asks and what follows (accounts 2 and 4). */
export type FeedbackPlace = 'order' | 'room' | 'linker' | 'directory-v2' | 'booking';

export interface FeedbackForm {
  readonly rate: number | null;
  readonly comments: string;
  readonly email: string;
  readonly name: string;
  readonly optIn: boolean;
}

export type FeedbackField = 'rate' | 'comments' | 'email' | 'name';
/** Message keys of the catalogue, by field. */
export type FeedbackProblems = Partial<Record<FeedbackField, string>>;

/**
 * The name and e-mail as sent: trimmed, the e-mail lowercased. On the order and booking pages, which ask
 * neither, a query's name or e-mail that the platform would refuse is left out rather than failing the feedback.
 */
export function sentContact(form: FeedbackForm, place: FeedbackPlace): { readonly name: string; readonly email: string; readonly comments: string } {
  const name = form.name.trim() === '' || nameProblem(form.name) !== null ? '' : normalizeName(form.name);
  const email = form.email.trim().toLowerCase();
  return { name, email: asksContact(place) || isEmailValid(email) ? email : '', comments: form.comments.trim() };
}

/** accounts 2: the room and linker contexts (the directory dialogs, v1 or v2) ask for the e-mail and the name. */
export function asksContact(place: FeedbackPlace): boolean {
  return place === 'room' || place === 'linker' || place === 'directory-v2';
}

/** The payload's `type` of a place (accounts 3): the v2 directory is a room directory. */
export function originOf(place: Exclude<FeedbackPlace, 'booking'>): FeedbackOrigin {
  return place === 'order' ? 'order' : place === 'linker' ? 'linker' : 'room';
}

/** accounts 9: the rating starts at 5; name and e-mail may come prefilled (query name and email). */
export function newFeedbackForm(prefill: { readonly name?: string | null; readonly email?: string | null } = {}): FeedbackForm {
  return { rate: INITIAL_RATE, comments: '', email: prefill.email?.trim() ?? '', name: prefill.name?.trim() ?? '', optIn: false };
}

/** accounts 5: the comment area shows an invalid state at 500 characters or more. */
export function isCommentTooLong(comments: string): boolean {
  return [...comments].length >= COMMENT_SOFT_LIMIT;
}

export function isRateValid(rate: number | null): rate is number {
  return rate !== null && Number.isInteger(rate) && rate >= MIN_RATE && rate <= MAX_RATE;
}

/**
 * accounts 5, Feedback: a star rating is required; the e-mail is required and valid in the room and linker
 * contexts; the name is optional (2 characters at least when given, accounts 9); the comment is invalid
 * from 500 characters, or holding a character the text policy refuses; the opt-in is optional.
 */
export function feedbackProblems(form: FeedbackForm, place: FeedbackPlace): FeedbackProblems {
  const problems: { -readonly [K in FeedbackField]?: string } = {};
  if (!isRateValid(form.rate)) problems.rate = 'feedback_rate_required';
  if (isCommentTooLong(form.comments)) problems.comments = 'feedback_comment_too_long';
  // The text policy (issue 15), as the platform applies it: a comment keeps its line breaks, no control character.
  else if (hasForbiddenCharacter(form.comments, 'multiline')) problems.comments = 'field_not_valid';
  // Elsewhere the form shows no contact fields: what the query gave is sent when valid (sentContact), never a problem the customer could not fix.
  if (!asksContact(place)) return problems;
  const email = form.email.trim();
  if (email === '') problems.email = 'field_required';
  else if (!isEmailValid(email) || hasForbiddenCharacter(email, 'line')) problems.email = 'email_error';
  if (form.name.trim() !== '' && nameProblem(form.name) !== null) problems.name = 'name_min_length_error';
  return problems;
}

export interface FeedbackCompletion {
  /** accounts 4: a directory's dialog closes; the v2 directory also goes to its home; the others go Home. */
  readonly then: 'close-dialog' | 'directory-v2-home' | 'home';
  /** The review link to open in a new tab, or null. */
  readonly reviewLink: string | null;
}

/**
 * accounts 4, Feedback completion: after feedback in the room, linker or directory context the dialog
 * closes, in directory V2 it closes and goes to the V2 home; otherwise it goes Home and, for a rating of
 * at least 4 when a review link exists, the link opens in a new tab. Booking feedback always goes Home.
 * The link is normalised as every link (accounts 5: https:// added when it has no scheme; http(s) only).
 */
export function feedbackCompletion(place: FeedbackPlace, rate: number, reviewLink: string | null | undefined): FeedbackCompletion {
  if (place === 'room' || place === 'linker') return { then: 'close-dialog', reviewLink: null };
  if (place === 'directory-v2') return { then: 'directory-v2-home', reviewLink: null };
  if (place === 'booking') return { then: 'home', reviewLink: null };
  const link = rate >= REVIEW_LINK_MIN_RATE ? normalizedReviewLink(reviewLink) : null;
  return { then: 'home', reviewLink: link };
}

/** accounts 5, Links: a link without a scheme gets https:// prefixed, except '/'; only http(s) is opened (browsing 2.11's rule). */
export function normalizedReviewLink(link: string | null | undefined): string | null {
  return externalUrl(link ?? '');
}

/** accounts 3: restaurant infos notation_network.google is the review link. */
export function reviewLinkOf(notationNetwork: Readonly<Record<string, string>> | undefined): string | null {
  return normalizedReviewLink(notationNetwork?.google);
}
