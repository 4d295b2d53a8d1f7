/** What became of one line of a replay. */
export type ReplayOutcome =
  | { readonly kind: 'sent'; readonly orderNumber: string }
  /** The target had taken this order in an earlier run (same idempotency key): nothing sent twice. */
  | { readonly kind: 'already_sent'; readonly orderNumber: string }
  /** --dry-run: the order would be accepted. */
  | { readonly kind: 'valid' }
  | { readonly kind: 'refused'; readonly reason: string };

export interface ReplaySummary {
  readonly lines: number;
  readonly sent: number;
  readonly alreadySent: number;
  readonly valid: number;
  /** Refusals grouped by reason (the platform's err, or bad_request with its field), with their lines. */
  readonly refused: readonly { readonly reason: string; readonly lines: readonly number[] }[];
}

export function summarize(outcomes: readonly { readonly line: number; readonly outcome: ReplayOutcome }[]): ReplaySummary {
  const refused = new Map<string, number[]>();
  let sent = 0;
  let alreadySent = 0;
  let valid = 0;
  for (const { line, outcome } of [...outcomes].sort((a, b) => a.line - b.line)) {
    if (outcome.kind === 'sent') sent += 1;
    else if (outcome.kind === 'already_sent') alreadySent += 1;
    else if (outcome.kind === 'valid') valid += 1;
    else refused.set(outcome.reason, [...(refused.get(outcome.reason) ?? []), line]);
  }
  return {
    lines: outcomes.length,
    sent,
    alreadySent,
    valid,
    refused: [...refused].map(([reason, lines]) => ({ reason, lines })).sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0)),
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

export function summaryText(summary: ReplaySummary, dryRun: boolean): string[] {
  const refusedCount = summary.refused.reduce((count, group) => count + group.lines.length, 0);
  const head = dryRun
    ? `${summary.lines} orders checked: ${summary.valid} would be accepted, ${refusedCount} would be refused.`
    : `${summary.lines} orders: ${summary.sent} sent, ${summary.alreadySent} already sent before, ${refusedCount} refused.`;
  return [head, ...summary.refused.map((group) => `  refused, ${group.reason}: line${group.lines.length > 1 ? 's' : ''} ${lineRanges(group.lines)}`)];
}
