import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import type { Page } from '@playwright/test';
import { FaultInjectingProxy } from '../fault-injection/fault-injecting-proxy';
import type { NetworkFault } from '../fault-injection/fault-injecting-proxy';
import { reachValidateStep } from './checkout-navigation';

/**
 * Issue 5, point 8: live updates that never lie. Chromium reaches the storefront through a TCP proxy
 * whose network fails three ways (cut, refuse, half-open). For each, the tracking page says it is
 * reconnecting within 2 s (issue 15.11: live only while heartbeats arrive), the restaurant moves the order on meanwhile (straight to the server, not
 * through the proxy), and once the network returns the new step shows within 5 s, with no click.
 */

const LIVE = 'Suivi en direct';
const RECONNECTING = 'Suivi en direct interrompu, reconnexion…';
const MAY_BE_LATE = 'Le statut affiché peut avoir changé';
/**
 * The network stays down 10 s, and at least 2 s after the order moved on: long enough for a reconnection
 * back-off to grow past what the customer may wait once the network returns, so the page cannot just be
 * lucky with the timing of its next attempt.
 */
const OUTAGE_MS = 10_000;
const OUTAGE_AFTER_ADVANCE_MS = 2_000;

let proxy: FaultInjectingProxy;

test.beforeEach(async ({ baseURL }) => {
  proxy = await FaultInjectingProxy.start({ port: Number(new URL(baseURL!).port) });
});

test.afterEach(async () => {
  await proxy.close();
});

/** Orders a lemonade to take away through the proxy and lands on its tracking page; returns its number. */
async function orderALemonade(page: Page): Promise<string> {
  await page.goto(`${proxy.url}le-comptoir/menu/20`);
  // The card's own add button: what this test watches is the tracking page, and the product's dialog (its
  // chunk loaded on the click, through the proxy) is other tests' subject. CI twice saw that dialog not come
  // within 2 minutes here, never elsewhere nor on this machine; the failure report (fixtures.ts) now tells
  // what the page was waiting for, should it come back on this path.
  await page.getByRole('button', { name: 'Ajouter Limonade artisanale au panier' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto(`${proxy.url}le-comptoir/validation`);
  await page.getByLabel('Nom et prénom').fill('Camille Durand');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await reachValidateStep(page);
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: /^Valider la commande/ }).click();
  await expect(page).toHaveURL(/\/le-comptoir\/trackOrder\?orderId=/);
  // Order numbers are not assumed to be numeric or sequential: read from the page's address.
  const orderNumber = new URL(page.url()).searchParams.get('orderId');
  if (!orderNumber) throw new Error(`no orderId in ${page.url()}`);
  return orderNumber;
}

const faults: NetworkFault[] = ['cut', 'refuse', 'half_open'];

for (const fault of faults) {
  test(`issue 5.8 and 15.11: a ${fault} network is told within 2 s, and the new step shows within 5 s of its return`, async ({ page, request, browserProblems }) => {
    // The faults this test provokes: Chromium reports each failed request and socket as a console error.
    browserProblems.expectConsoleErrors(
      // CONTENT_LENGTH_MISMATCH: a download still in flight when the network goes (the tracking map's library,
      // 280 KB, on a loaded machine) arrives cut.
      /net::ERR_(CONNECTION_RESET|CONNECTION_REFUSED|CONNECTION_CLOSED|SOCKET_NOT_CONNECTED|EMPTY_RESPONSE|TIMED_OUT|CONTENT_LENGTH_MISMATCH)/,
      /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/socket\.io\/[^']*' failed/,
      // A half-open network stalls a request the page had begun to send: the server gives up on it with
      // 408 (its request timeout, the hardening that frees a stalled connection), delivered once the network returns.
      ...(fault === 'half_open' ? [/status of 408 \(Request Timeout\)/] : []),
    );
    const orderNumber = await orderALemonade(page);
    const steps = page.getByTestId('track-step');
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'current');
    await expect(page.getByText(LIVE, { exact: true })).toBeVisible();

    const failedAt = Date.now();
    await proxy.inject(fault);
    // Issue 15.11: "live" only while the heartbeats (1 s apart) arrive: a silent network is told within 2 s,
    // and the status is never shown as live meanwhile. Watched in the page every 50 ms, to time it closely.
    await page.waitForFunction(
      (reconnecting) => document.querySelector('.live-indicator--live') === null && document.body.innerText.includes(reconnecting),
      RECONNECTING,
      { polling: 50, timeout: 10_000 },
    );
    const toldAfterMs = Date.now() - failedAt;
    expect(toldAfterMs).toBeLessThan(2_500);
    await expect(page.getByText(LIVE, { exact: true })).toHaveCount(0);

    // The restaurant moves the order on, as it would, on the server itself.
    const advance = await request.post(`_simulator/orders/${encodeURIComponent(orderNumber)}/advance`, { headers: { 'x-simulator-staging': '1' } });
    expect(advance.ok()).toBe(true);
    await page.waitForTimeout(Math.max(OUTAGE_AFTER_ADVANCE_MS, failedAt + OUTAGE_MS - Date.now()));
    // Nothing could reach the page: it still shows the first step, says it is reconnecting, and that
    // the status shown may be behind; the notice passes the accessibility audit like the rest.
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'current');
    await expect(page.getByText(RECONNECTING)).toBeVisible();
    await expect(page.getByText(MAY_BE_LATE)).toBeVisible();
    const audit = await new AxeBuilder({ page }).include('.tracking-card').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);

    const returnedAt = Date.now();
    await proxy.restore();
    await expect(steps.nth(1)).toHaveAttribute('data-state', 'current', { timeout: 5_000 });
    const shownAfterMs = Date.now() - returnedAt;
    // The live channel comes back too, by itself.
    await expect(page.getByText(LIVE, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(MAY_BE_LATE)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);

    test.info().annotations.push({ type: 'timings', description: `${fault}: reconnecting told after ${toldAfterMs} ms; new step shown ${shownAfterMs} ms after the network returned` });
    console.log(`[${test.info().project.name}] ${fault}: reconnecting told after ${toldAfterMs} ms; new step shown ${shownAfterMs} ms after the network returned`);
  });
}
