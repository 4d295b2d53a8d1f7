import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * CI must not pass while skipping the browser tests: a skipped test, or a run with no test at all,
 * fails the run.
 */
export default class NoSkippedTestsReporter implements Reporter {
  private ran = 0;
  private readonly skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.skipped.push(test.titlePath().join(' > '));
    else this.ran += 1;
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] }> {
    if (this.skipped.length > 0) {
      console.error(`\n${this.skipped.length} browser test(s) were skipped; CI refuses that:\n  ${this.skipped.join('\n  ')}`);
      return { status: 'failed' };
    }
    if (this.ran === 0) {
      console.error('\nNo browser test ran; CI refuses that.');
      return { status: 'failed' };
    }
    return { status: result.status };
  }
}
