import type { FullResult, TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NoSkippedTestsReporter from '../../e2e/no-skipped-tests-reporter';

const aTest = (title: string) => ({ titlePath: () => ['', 'phone', title] }) as unknown as TestCase;
const aResult = (status: TestResult['status'], retry = 0) => ({ status, retry }) as TestResult;
const passedRun = { status: 'passed' } as FullResult;

describe('the browser tests reporter (issue 16.6: no skipped test, no flaky test passes CI)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets a run whose tests all passed on their first try pass', async () => {
    const reporter = new NoSkippedTestsReporter();
    reporter.onTestEnd(aTest('orders'), aResult('passed'));
    expect(await reporter.onEnd(passedRun)).toEqual({ status: 'passed' });
  });

  it('fails a run in which a test passed only on its retry, naming it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = new NoSkippedTestsReporter();
    reporter.onTestEnd(aTest('orders'), aResult('failed'));
    reporter.onTestEnd(aTest('orders'), aResult('passed', 1));
    expect(await reporter.onEnd(passedRun)).toEqual({ status: 'failed' });
    expect(errors.mock.calls.join('\n')).toContain('phone > orders');
  });

  it('fails a run with a skipped test, or with no test at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const skipping = new NoSkippedTestsReporter();
    skipping.onTestEnd(aTest('orders'), aResult('passed'));
    skipping.onTestEnd(aTest('payments'), aResult('skipped'));
    expect(await skipping.onEnd(passedRun)).toEqual({ status: 'failed' });
    expect(await new NoSkippedTestsReporter().onEnd(passedRun)).toEqual({ status: 'failed' });
  });
});
