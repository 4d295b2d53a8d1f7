import { describe, expect, it } from 'vitest';
import type { LighthouseFigures, LighthouseReport } from '../../bench/lighthouse-figures';
import { describeLighthouse, failingAudits, lighthouseFigures, medianRun, scriptTransferBytes } from '../../bench/lighthouse-figures';
import smallLhr from './small-lhr.json';

// A Lighthouse 12.2.3 result of /le-comptoir?lang=fr (mobile preset), cut down to the audits the bench reads.
const report: LighthouseReport = smallLhr;

const withoutAudit = (id: string): LighthouseReport => ({ ...report, audits: Object.fromEntries(Object.entries(report.audits).filter(([key]) => key !== id)) });

describe('the figures the bench reads from a Lighthouse result (issue 17: `npm run bench` runs Lighthouse)', () => {
  it('reads the four scores out of 100 and the metrics of the run', () => {
    const figures = lighthouseFigures(report);
    expect([figures.performance, figures.accessibility, figures.bestPractices, figures.seo]).toEqual([62, 100, 100, 91]);
    expect(figures.fcpMs).toBeCloseTo(2463.3, 1);
    expect(figures.lcpMs).toBeCloseTo(2784.9, 1);
    expect(figures.tbtMs).toBe(2867);
    expect(figures.cls).toBe(0);
    expect(figures.runtimeError).toBeUndefined();
  });

  it('reads the JavaScript transferred from the resource summary, else from the network requests', () => {
    expect(scriptTransferBytes(report)).toBe(199_641);
    // The fixture keeps three of the ten scripts in network-requests: 38,437 + 1,994 + 134,612.
    expect(scriptTransferBytes(withoutAudit('resource-summary'))).toBe(175_043);
    expect(scriptTransferBytes(withoutAudit('network-requests'))).toBe(199_641);
    expect(scriptTransferBytes({ ...withoutAudit('resource-summary'), audits: {} })).toBeNaN();
  });

  it('says why SEO is 91: the failing audits by title, those of weight 0 marked', () => {
    expect(failingAudits(report, 'seo')).toEqual(['Document does not have a meta description']);
    expect(failingAudits(report, 'best-practices')).toEqual(['Missing source maps for large first-party JavaScript (weight 0)']);
    expect(failingAudits(report, 'accessibility')).toEqual([]);
  });

  it('counts an errored audit as failing, and neither a manual nor a not-applicable one', () => {
    const audits = {
      ...report.audits,
      'document-title': { title: 'Document has a <title> element', score: null, scoreDisplayMode: 'error' },
      'robots-txt': { title: 'robots.txt is valid', score: null, scoreDisplayMode: 'notApplicable' },
      'http-status-code': { title: 'Page has successful HTTP status code', score: 0, scoreDisplayMode: 'manual' },
    };
    expect(failingAudits({ ...report, audits }, 'seo')).toEqual(['Document has a <title> element (audit error)', 'Document does not have a meta description']);
  });

  it('keeps Lighthouse\'s runtime error, and a category without a score reads n/a', () => {
    const failed = lighthouseFigures({ ...report, categories: { ...report.categories, performance: { score: null, auditRefs: [] } }, runtimeError: { code: 'NO_LCP', message: 'The page did not display a largest contentful paint.' } });
    expect(failed.performance).toBeNaN();
    expect(failed.runtimeError).toBe('NO_LCP: The page did not display a largest contentful paint.');
  });
});

const run = (performance: number): LighthouseFigures => ({ ...lighthouseFigures(report), performance });

describe('the median Lighthouse run (issue 17: 3 runs, median by performance score)', () => {
  it('is the middle run by performance score, whole, not a mix of runs', () => {
    const runs = [run(64), run(51), run(60)];
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('is the lower middle run of an even number, and leaves out runs without a score', () => {
    expect(medianRun([run(70), run(55)])?.performance).toBe(55);
    expect(medianRun([run(Number.NaN), run(80), run(Number.NaN)])?.performance).toBe(80);
    expect(medianRun([])).toBeUndefined();
  });
});

describe('what the bench prints of its Lighthouse runs (issue 16.7: it says which runs were cut)', () => {
  it('prints the median run\'s figures and failing audits, and the runs its time limit cut', () => {
    const lines = describeLighthouse(['le-comptoir?lang=fr', 'grande-carte?lang=en'], 3, [
      { page: 'le-comptoir?lang=fr', round: 1, seconds: 20, figures: run(60) },
      { page: 'grande-carte?lang=en', round: 1, seconds: 25, error: 'Protocol error' },
      { page: 'le-comptoir?lang=fr', round: 2, seconds: 21, figures: run(64) },
    ]).join('\n');
    expect(lines).toContain('median of 2: performance 60, FCP 2463 ms, LCP 2785 ms, TBT 2867 ms, CLS 0.000, JavaScript 195.0 KB');
    expect(lines).toContain('accessibility 100, best practices 100, SEO 91');
    expect(lines).toContain('SEO fails: Document does not have a meta description');
    expect(lines).toContain('CUT by the time limit: run 3 of 3');
    expect(lines).toContain('runs: failed (Protocol error) in 25 s');
    expect(lines).toContain('CUT by the time limit: runs 2, 3 of 3');
  });

  it('does not take a run Lighthouse could not measure for the median', () => {
    const lines = describeLighthouse(['le-comptoir?lang=fr'], 1, [{ page: 'le-comptoir?lang=fr', round: 1, seconds: 9, figures: { ...run(Number.NaN), runtimeError: 'NO_FCP: no paint' } }]);
    expect(lines).toEqual(['  le-comptoir?lang=fr', '    no run measured', '    runs: NO_FCP: no paint in 9 s']);
  });
});
