import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import type { LighthouseRun } from './lighthouse-figures';
import { lighthouseFigures } from './lighthouse-figures';
import { stopIfAborted } from './time-limit';

/**
 * Issue 17: the tool customers' developers run, run by the bench. Lighthouse 12.2.3 (13 wants Node 22,
 * TOOLCHAIN.md) drives Debian's Chromium through chrome-launcher, with its default configuration: the
 * mobile preset, slow 4G and a CPU 4x slower, both simulated (Lantern) from one unthrottled load.
 */

/** The pages issue 17 names, each in French and in English (the language is chosen by `?lang=`). */
export const LIGHTHOUSE_PAGES: readonly string[] = ['le-comptoir?lang=fr', 'le-comptoir?lang=en', 'grande-carte?lang=fr', 'grande-carte?lang=en'];

// chrome-launcher adds its own flags (no extensions, no default apps ...); these are the machine's.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless')];

/** One Lighthouse run in a Chromium of its own, killed when the time limit aborts the run. */
async function lighthouseOnce(url: string, signal: AbortSignal): Promise<RunnerResult | undefined> {
  stopIfAborted(signal);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  // Killing Chromium makes the run in progress fail at once instead of waiting on it.
  const kill = () => chrome.kill();
  signal.addEventListener('abort', kill, { once: true });
  try {
    // LIGHTHOUSE_SAMPLER=1 adds V8's sampling profiler to the trace: which functions ran in a long task (it slows
    // the page a little, so the figures of such runs are not the bench's).
    const additionalTraceCategories = process.env.LIGHTHOUSE_SAMPLER === '1' ? 'disabled-by-default-v8.cpu_profiler' : undefined;
    return await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'silent', disableFullPageScreenshot: true, additionalTraceCategories });
  } finally {
    signal.removeEventListener('abort', kill);
    chrome.kill();
  }
}

/**
 * With LIGHTHOUSE_REPORTS_DIR set, each run's whole result is written there (`<page>-<round>.json`, open it
 * in the Lighthouse viewer or read it with jq): what the figures come from, element by element; and the load's
 * trace beside it (`<page>-<round>.trace.json`, for DevTools' Performance panel or a script).
 */
function keepReport(page: string, round: number, result: RunnerResult): void {
  const dir = process.env.LIGHTHOUSE_REPORTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${page.replace(/[^a-z0-9-]+/gi, '-')}-${round}`;
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(result.lhr));
  // The load's trace too (DevTools' Performance panel opens it): which script ran in a long task, and what React did in it.
  const trace = (result.artifacts as { Trace?: unknown }).Trace;
  if (trace) writeFileSync(join(dir, `${name}.trace.json`), JSON.stringify(trace));
}

const TRACE_NOT_RECORDED = 'NO_NAVSTART';

/** One run's figures, or why it has none; throws only when the time limit stopped it (then it was cut). */
async function runOnce(url: string, page: string, round: number, signal: AbortSignal): Promise<LighthouseRun> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await lighthouseOnce(url, signal);
    stopIfAborted(signal);
    if (result) keepReport(page, round, result);
    return result ? { page, round, seconds: seconds(), figures: lighthouseFigures(result.lhr) } : { page, round, seconds: seconds(), error: 'Lighthouse gave no result' };
  } catch (error) {
    stopIfAborted(signal);
    return { page, round, seconds: seconds(), error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}

/**
 * `rounds` Lighthouse runs of every page, one after another in rounds (every page once, then every page a
 * second time ...), so that a time limit reached part way still leaves each page as many runs as it could.
 * Each run is added to `into` as it ends; a run its time limit stopped is not added (it was cut).
 * A Chromium per run: a fresh profile is a first visit without doubt. Lighthouse sometimes fails to record
 * the load's trace (NO_NAVSTART, "please run Lighthouse again": 2 runs of 8 with one Chromium for all,
 * 1 of 12 with one per run, on this machine): such a run is run once more, in the same round.
 */
export async function measureLighthouse(baseUrl: string, pages: readonly string[], rounds: number, into: LighthouseRun[], signal: AbortSignal): Promise<void> {
  for (let round = 1; round <= rounds; round += 1) {
    for (const page of pages) {
      stopIfAborted(signal);
      let run = await runOnce(new URL(page, baseUrl).href, page, round, signal);
      if (run.figures?.runtimeError?.startsWith(`${TRACE_NOT_RECORDED}:`)) run = await runOnce(new URL(page, baseUrl).href, page, round, signal);
      into.push(run);
    }
  }
}
