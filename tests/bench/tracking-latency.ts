import type { Page } from '@playwright/test';
import { COOKIE_CHOICE_KEY, serializeCookieChoice } from '../../core/domain/consent/cookie-choice';
import { launchBenchBrowser, stopIfAborted } from './time-limit';
import { PAGE_CLOCK_OFFSET_MS, shiftedDateScript } from '../e2e/test-now';

/**
 * Issue 7: two times a customer feels after ordering, in headless Chromium against `ordering serve`:
 * from pressing validate to the tracking page showing the order's first step, and from the restaurant
 * moving the order on (a staging call on the simulator) to the new step on screen, with no reload.
 * Desktop viewport, where the whole checkout is one page; unthrottled.
 */
export interface TrackingLatency {
  readonly validateToTrackingMs: number[];
  readonly statusChangeToStepMs: number[];
}

const STAGING = { 'x-simulator-staging': '1' };

async function fillCheckoutForALemonade(page: Page, base: string): Promise<void> {
  await page.goto(`${base}le-comptoir/menu/20`);
  await page.getByRole('link', { name: 'Limonade artisanale' }).click();
  await page.getByRole('dialog', { name: 'Limonade artisanale' }).getByRole('button', { name: /^Ajouter au panier/ }).click();
  await page.getByTestId('basket-count').filter({ hasText: '1' }).waitFor();
  await page.goto(`${base}le-comptoir/validation`);
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }).check();
}

/** The step list's current step index, read in the page at each animation frame. */
function currentStepIs(page: Page, index: number) {
  return page.waitForFunction(
    (wanted) => document.querySelectorAll('[data-testid="track-step"]')[wanted]?.getAttribute('data-state') === 'current',
    index,
    { polling: 'raf', timeout: 15_000 },
  );
}

/** `runs` orders, one after another, each one's two times added to `into` as it is measured. */
export async function measureTrackingLatency(base: string, runs: number, into: TrackingLatency, signal: AbortSignal): Promise<void> {
  const { validateToTrackingMs, statusChangeToStepMs } = into;
  const browser = await launchBenchBrowser(signal);
  try {
    for (let run = 0; run < runs; run += 1) {
      stopIfAborted(signal);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
      // The cookie choice is made already, as for a returning customer (browsing 4).
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [`ordering:${COOKIE_CHOICE_KEY}`, serializeCookieChoice({ analytics: false })] as const);
      // The page reads the bench's instant, as the simulator does (an order "as soon as possible" needs an open restaurant).
      await context.addInitScript(shiftedDateScript(PAGE_CLOCK_OFFSET_MS));
      const page = await context.newPage();
      await fillCheckoutForALemonade(page, base);

      const pressed = performance.now();
      await page.getByRole('button', { name: /^Valider la commande/ }).click();
      await currentStepIs(page, 0);
      validateToTrackingMs.push(performance.now() - pressed);

      const orderNumber = new URL(page.url()).searchParams.get('orderId');
      if (!orderNumber) throw new Error(`no orderId in ${page.url()}`);
      // Once the page is live, the restaurant moves the order on.
      await page.getByText('Suivi en direct', { exact: true }).waitFor();
      const moved = performance.now();
      const answer = await fetch(`${base}_simulator/orders/${encodeURIComponent(orderNumber)}/advance`, { method: 'POST', headers: STAGING });
      if (!answer.ok) throw new Error(`advance answered ${answer.status}`);
      await currentStepIs(page, 1);
      statusChangeToStepMs.push(performance.now() - moved);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
