import type { SubmitFailure } from '../../core/use-cases/order/submit-order-payload';
import type { OpenedBackend } from '../backend';
import { printable } from './printable-text';

/** An order `ordering order place` sent: what it takes to send the same attempt again. */
export interface SentOrderAttempt {
  readonly restaurantId: string;
  /** The order file as the command was given it. */
  readonly file: string;
  readonly idempotencyKey: string;
  readonly attemptedAt: Date;
}

/** What went wrong once the order had left, in words (its cause quoted escaped: it comes from outside). */
export function lostAnswerReason(failure: Extract<SubmitFailure, { kind: 'gateway' }>, backend: OpenedBackend): string {
  const cause = printable(failure.message);
  if (failure.error === 'network') return `the connection to the backend at ${backend.description} broke before its answer (${cause})`;
  if (failure.error === 'malformed_response') return `the backend at ${backend.description} answered something unreadable (${cause})`;
  return `the backend at ${backend.description} failed to answer (${cause})`;
}

/** A word a POSIX shell reads back as it is: quoted when it holds anything but plain path characters. */
export function shellWord(text: string): string {
  return /^[\w./:@%+=,-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * issue 5 point 10 and issue 15: an order sent without an answer may have been recorded all the same. The
 * same attempt sent again under its key is both the lookup and the safe resend: the platform answers the
 * order it took, or takes it once. The attempt's minute, rounded down, still covers a backend whose clock runs
 * a few seconds behind this machine's.
 */
export function unansweredOrderMessage(reason: string, attempt: SentOrderAttempt, backend: OpenedBackend): string {
  const since = new Date(Math.floor(attempt.attemptedAt.getTime() / 60_000) * 60_000).toISOString().replace('.000Z', 'Z');
  const target = backend.inProcess ? '' : ` --backend ${shellWord(backend.description)}`;
  const restaurant = shellWord(attempt.restaurantId);
  const resend = `ordering order place --restaurant ${restaurant} --file ${printable(shellWord(attempt.file))} --idempotency-key ${attempt.idempotencyKey}${target}`;
  return (
    `${reason}: the order may have been recorded. Send it again under the same key, which answers the order if it ` +
    `was taken and takes it once if not: \`${resend}\` (or list the orders recorded since: ` +
    `\`ordering orders export --restaurant ${restaurant} --since ${since}${target}\`)`
  );
}
