/**
 * Issue 17: the figures `npm run bench` reads from a Lighthouse result (LHR), the median run of each page,
 * and the lines it prints. Pure, so tests/unit/bench/lighthouse-figures.test.ts checks it on a small LHR.
 */

/** One audit of an LHR, as much of it as the bench reads. */
export interface LighthouseAudit {
  readonly title: string;
  readonly score: number | null;
  /** numeric, binary, manual, informative, notApplicable, error, metricSavings. */
  readonly scoreDisplayMode: string;
  readonly numericValue?: number;
  readonly details?: unknown;
}

/** The part of an LHR the bench reads: Lighthouse 12's `LH.Result` is assignable to it. */
export interface LighthouseReport {
  readonly categories: Readonly<Record<string, { readonly score: number | null; readonly auditRefs: readonly { readonly id: string; readonly weight: number }[] } | undefined>>;
  readonly audits: Readonly<Record<string, LighthouseAudit | undefined>>;
  readonly runtimeError?: { readonly code: string; readonly message: string };
}

export interface LighthouseFigures {
  /** Category scores out of 100 (NaN when Lighthouse could not score the category). */
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** JavaScript transferred (compressed, headers included), as Lighthouse's resource summary counts it. */
  readonly scriptBytes: number;
  /** Titles of the audits that fail, per category; "(weight 0)" marks those that do not lower the score. */
  readonly failing: { readonly seo: readonly string[]; readonly bestPractices: readonly string[]; readonly accessibility: readonly string[] };
  /** Set when Lighthouse ran but could not measure the page (NO_FCP, NO_LCP, ...): the scores are then not to be read. */
  readonly runtimeError?: string;
}

const score100 = (report: LighthouseReport, category: string) => {
  const score = report.categories[category]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
};

const numeric = (report: LighthouseReport, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

function tableItems(audit: LighthouseAudit | undefined): readonly Record<string, unknown>[] {
  const details = audit?.details;
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
}

/**
 * JavaScript transferred: the `script` line of the resource-summary audit; when that audit is missing,
 * the sum of the network-requests audit's Script rows (the two agree on a complete run).
 */
export function scriptTransferBytes(report: LighthouseReport): number {
  const summary = tableItems(report.audits['resource-summary']).find((item) => item.resourceType === 'script');
  if (typeof summary?.transferSize === 'number') return summary.transferSize;
  const requests = tableItems(report.audits['network-requests']).filter((item) => item.resourceType === 'Script');
  if (requests.length === 0) return Number.NaN;
  return requests.reduce((sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0);
}

/**
 * The audits of a category that fail: scored below 1, or errored. Manual, informative and not-applicable
 * audits are not failures. An audit of weight 0 is listed too (it is what a reader of the report sees
 * in red), marked so that it is not taken for the reason of a lower score.
 */
export function failingAudits(report: LighthouseReport, category: string): string[] {
  const failing: string[] = [];
  for (const ref of report.categories[category]?.auditRefs ?? []) {
    const audit = report.audits[ref.id];
    if (!audit) continue;
    const failed = audit.scoreDisplayMode === 'error' || ((audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'metricSavings') && audit.score !== null && audit.score < 1);
    if (!failed) continue;
    failing.push(`${audit.title}${audit.scoreDisplayMode === 'error' ? ' (audit error)' : ''}${ref.weight === 0 ? ' (weight 0)' : ''}`);
  }
  return failing;
}

export function lighthouseFigures(report: LighthouseReport): LighthouseFigures {
  return {
    performance: score100(report, 'performance'),
    accessibility: score100(report, 'accessibility'),
    bestPractices: score100(report, 'best-practices'),
    seo: score100(report, 'seo'),
    fcpMs: numeric(report, 'first-contentful-paint'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    scriptBytes: scriptTransferBytes(report),
    failing: { seo: failingAudits(report, 'seo'), bestPractices: failingAudits(report, 'best-practices'), accessibility: failingAudits(report, 'accessibility') },
    ...(report.runtimeError ? { runtimeError: `${report.runtimeError.code}: ${report.runtimeError.message}` } : {}),
  };
}

/**
 * The median run by performance score, a run that really happened (so its metrics belong together): of
 * an even number of runs, the lower of the two middle ones. Runs without a performance score do not take part.
 */
export function medianRun<Run extends { readonly performance: number }>(runs: readonly Run[]): Run | undefined {
  const scored = runs.filter((run) => !Number.isNaN(run.performance)).sort((a, b) => a.performance - b.performance);
  return scored[Math.floor((scored.length - 1) / 2)];
}

/** One Lighthouse run of the bench: its page, its round (1 to the planned number), and what it gave. */
export interface LighthouseRun {
  readonly page: string;
  readonly round: number;
  readonly seconds: number;
  readonly figures?: LighthouseFigures;
  /** Why the run gave no figures (Lighthouse threw, or its time limit stopped it). */
  readonly error?: string;
}

const fixed = (value: number, digits = 0) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));

/** The lines the bench prints for each page: the median run's figures, every run's score, and the runs that were cut. */
export function describeLighthouse(pages: readonly string[], rounds: number, runs: readonly LighthouseRun[]): string[] {
  const lines: string[] = [];
  for (const page of pages) {
    const ofPage = runs.filter((run) => run.page === page);
    const measured = ofPage.flatMap((run) => (run.figures && !run.figures.runtimeError ? [run.figures] : []));
    const chosen = medianRun(measured);
    lines.push(`  ${page}`);
    if (chosen) {
      lines.push(
        `    median of ${measured.length}: performance ${chosen.performance}, FCP ${fixed(chosen.fcpMs)} ms, LCP ${fixed(chosen.lcpMs)} ms, TBT ${fixed(chosen.tbtMs)} ms, ` +
          `CLS ${fixed(chosen.cls, 3)}, JavaScript ${fixed(chosen.scriptBytes / 1024, 1)} KB`,
      );
      lines.push(`    accessibility ${fixed(chosen.accessibility)}, best practices ${fixed(chosen.bestPractices)}, SEO ${fixed(chosen.seo)}`);
      for (const [category, titles] of [['SEO', chosen.failing.seo], ['best practices', chosen.failing.bestPractices], ['accessibility', chosen.failing.accessibility]] as const) {
        if (titles.length > 0) lines.push(`    ${category} fails: ${titles.join('; ')}`);
      }
    } else {
      lines.push('    no run measured');
    }
    const each = ofPage.map((run) => `${run.figures ? (run.figures.runtimeError ?? String(run.figures.performance)) : `failed (${run.error ?? 'no figures'})`} in ${run.seconds.toFixed(0)} s`);
    if (each.length > 0) lines.push(`    runs: ${each.join(', ')}`);
    const done = new Set(ofPage.map((run) => run.round));
    const cut = Array.from({ length: rounds }, (_, index) => index + 1).filter((round) => !done.has(round));
    if (cut.length > 0) lines.push(`    CUT by the time limit: run${cut.length > 1 ? 's' : ''} ${cut.join(', ')} of ${rounds}`);
  }
  return lines;
}
