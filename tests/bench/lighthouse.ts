import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

/**
 * `rounds` Lighthouse runs of every page, one after another in rounds (every page once, then every page a
 * second time ...), so that a time limit reached part way still leaves each page as many runs as it could.
 * Each run is added to `into` as it ends; a run its time limit stopped is not added (it was cut).
 * One Chromium for all runs: Lighthouse clears the origin's cache and storage before each, so each run is
 * a first visit.
 */
export async function measureLighthouse(baseUrl: string, pages: readonly string[], rounds: number, into: LighthouseRun[], signal: AbortSignal): Promise<void> {
  stopIfAborted(signal);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  // The time limit kills Chromium: the run in progress then fails at once instead of waiting on it.
  const kill = () => chrome.kill();
  signal.addEventListener('abort', kill, { once: true });
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const page of pages) {
        stopIfAborted(signal);
        const started = performance.now();
        const seconds = () => (performance.now() - started) / 1000;
        try {
          const result = await lighthouse(new URL(page, baseUrl).href, { port: chrome.port, output: 'json', logLevel: 'silent', disableFullPageScreenshot: true });
          stopIfAborted(signal);
          into.push(result ? { page, round, seconds: seconds(), figures: lighthouseFigures(result.lhr) } : { page, round, seconds: seconds(), error: 'Lighthouse gave no result' });
        } catch (error) {
          stopIfAborted(signal);
          into.push({ page, round, seconds: seconds(), error: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
        }
      }
    }
  } finally {
    signal.removeEventListener('abort', kill);
    chrome.kill();
  }
}
