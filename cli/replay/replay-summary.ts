import type { ReplayNote } from './replay-plan';
import { noteText } from './replay-plan';

/** Why the target had an order already. */
export type AlreadyTakenBy =
  /** The target is the order's source: it recorded this very order (its number). */
  | 'its_source'
  /** An earlier run (or the storefront's own attempt) sent it under the same key. */
  | 'earlier_send';

/** What became of one line of a replay. */
export type ReplayOutcome =
  | { readonly kind: 'sent'; readonly orderNumber: string; readonly notes: readonly ReplayNote[] }
  /** The target had taken this order already: nothing sent twice. */
  | { readonly kind: 'already_taken'; readonly orderNumber: string; readonly by: AlreadyTakenBy }
  /** --dry-run: the order would be accepted. */
  | { readonly kind: 'valid'; readonly notes: readonly ReplayNote[] }
  | { readonly kind: 'skipped'; readonly reason: string }
  | { readonly kind: 'refused'; readonly reason: string };

/** One line as --json gives it. */
export interface ReplayLineReport {
  readonly line: number;
  readonly outcome: ReplayOutcome['kind'];
  readonly orderNumber?: string;
  readonly reason?: string;
  readonly notes?: readonly string[];
}

export interface ReplaySummary {
  readonly lines: number;
  readonly sent: number;
  readonly alreadyTaken: number;
  readonly skipped: number;
  readonly valid: number;
  /** Refusals grouped by reason (the platform's err, or bad_request with its field), with their lines. */
  readonly refused: readonly { readonly reason: string; readonly lines: readonly number[] }[];
  readonly perLine: readonly ReplayLineReport[];
}

const ALREADY_TAKEN_REASONS: Readonly<Record<AlreadyTakenBy, string>> = {
  its_source: "the target's own order",
  earlier_send: 'sent by an earlier replay',
};

function lineReport(line: number, outcome: ReplayOutcome): ReplayLineReport {
  switch (outcome.kind) {
    case 'sent':
    case 'valid':
      return { line, outcome: outcome.kind, ...(outcome.kind === 'sent' && { orderNumber: outcome.orderNumber }), notes: outcome.notes.map(noteText) };
    case 'already_taken':
      return { line, outcome: outcome.kind, orderNumber: outcome.orderNumber, reason: ALREADY_TAKEN_REASONS[outcome.by] };
    default:
      return { line, outcome: outcome.kind, reason: outcome.reason };
  }
}

export function summarize(outcomes: readonly { readonly line: number; readonly outcome: ReplayOutcome }[]): ReplaySummary {
  const sorted = [...outcomes].sort((a, b) => a.line - b.line);
  const count = (kind: ReplayOutcome['kind']) => sorted.filter(({ outcome }) => outcome.kind === kind).length;
  const refused = new Map<string, number[]>();
  for (const { line, outcome } of sorted) if (outcome.kind === 'refused') refused.set(outcome.reason, [...(refused.get(outcome.reason) ?? []), line]);
  return {
    lines: sorted.length,
    sent: count('sent'),
    alreadyTaken: count('already_taken'),
    skipped: count('skipped'),
    valid: count('valid'),
    refused: [...refused].map(([reason, lines]) => ({ reason, lines })),
    perLine: sorted.map(({ line, outcome }) => lineReport(line, outcome)),
  };
}

/** Line numbers as support reads them: 3, 7-9, 12. */
function lineRanges(lines: readonly number[]): string {
  const ranges: string[] = [];
  for (let index = 0; index < lines.length; ) {
    let end = index;
    while (end + 1 < lines.length && lines[end + 1] === (lines[end] ?? 0) + 1) end += 1;
    ranges.push(end > index ? `${lines[index]}-${lines[end]}` : `${lines[index]}`);
    index = end + 1;
  }
  return ranges.join(', ');
}

/** The words of a group of lines, singular or plural by how many lines it holds. */
type GroupWords = (one: boolean, dryRun: boolean) => string;

const sentAs = (dryRun: boolean) => (dryRun ? 'would be sent' : 'sent');

function noteWords(note: ReplayNote): GroupWords {
  switch (note.kind) {
    case 'guest':
      return (one, dryRun) =>
        `${sentAs(dryRun)} as ${one ? 'a guest order (its' : 'guest orders (their'} account link is dropped; --keep-accounts keeps it)`;
    case 'went_on':
      return (one, dryRun) => `${sentAs(dryRun)} as ${one ? 'a new order' : 'new orders'}, ${note.status} at the source (the target starts ${one ? 'it' : 'them'} over)`;
    case 'canceled':
      return (_one, dryRun) => `${sentAs(dryRun)} although canceled at the source`;
  }
}

function groupWordsOf(outcome: ReplayOutcome): { key: string; words: GroupWords }[] {
  switch (outcome.kind) {
    case 'sent':
    case 'valid':
      return outcome.notes.map((note) => ({ key: `note ${noteText(note)}`, words: noteWords(note) }));
    case 'already_taken':
      return [
        outcome.by === 'its_source'
          ? { key: 'own', words: (one) => `already taken, the target's own ${one ? 'order' : 'orders'} (this export came from it)` }
          : { key: 'earlier', words: () => 'already taken, sent by an earlier replay' },
      ];
    case 'skipped':
      return [{ key: `skipped ${outcome.reason}`, words: (one) => `skipped, ${outcome.reason} (--include-canceled sends ${one ? 'it' : 'them'})` }];
    case 'refused':
      return [{ key: `refused ${outcome.reason}`, words: () => `refused, ${outcome.reason}` }];
  }
}

/**
 * The summary in words: a head line of counts, then each group of lines (notes on what was sent, orders
 * already taken, skipped, refused by reason) with their line numbers, in the order of their first line.
 */
export function summaryText(summary: ReplaySummary, outcomes: readonly { readonly line: number; readonly outcome: ReplayOutcome }[], dryRun: boolean): string[] {
  const refusedCount = summary.refused.reduce((total, group) => total + group.lines.length, 0);
  const head = dryRun
    ? `${summary.lines} orders checked: ${summary.valid} would be sent, ${summary.alreadyTaken} already taken by the target, ${summary.skipped} would be skipped, ${refusedCount} would be refused.`
    : `${summary.lines} orders: ${summary.sent} sent, ${summary.alreadyTaken} already taken by the target, ${summary.skipped} skipped, ${refusedCount} refused.`;
  const groups = new Map<string, { words: GroupWords; lines: number[] }>();
  for (const { line, outcome } of [...outcomes].sort((a, b) => a.line - b.line)) {
    for (const { key, words } of groupWordsOf(outcome)) {
      const group = groups.get(key) ?? { words, lines: [] };
      group.lines.push(line);
      groups.set(key, group);
    }
  }
  const details = [...groups.values()]
    .sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0))
    .map(({ words, lines }) => `  ${words(lines.length === 1, dryRun)}: line${lines.length > 1 ? 's' : ''} ${lineRanges(lines)}`);
  return [head, ...details];
}
