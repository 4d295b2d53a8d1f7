import { afterEach, describe, expect, it } from 'vitest';
import { HttpSimulatorAdmin } from '../../../../../adapters/simulator/admin/http-simulator-admin';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import { SANDBOX_CARDS } from '../../../../../adapters/simulator/sandbox/sandbox-cards';
import { startSimulator } from '../../../../../config/simulator';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;
afterEach(async () => {
  await server?.close();
  engine?.close();
  server = engine = undefined;
});

async function onlineOrder(providerId: number): Promise<{ url: string; orderNumber: string; redirectionUrl: string | null }> {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0 });
  const returnUrl = `${server.url}le-comptoir/trackOrder`;
  const response = await fetch(new URL(PLATFORM_PATHS.placeOrder('le-comptoir'), server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(aTakeAwayPayload({ payement_infos: { type: 'ONLINE', provider_id: providerId, payment_type_id: 1, success_url: returnUrl, cancel_url: returnUrl } })),
  });
  const { data } = (await response.json()) as { data: { order_number: string; redirectionUrl: string | null } };
  return { url: server.url, orderNumber: data.order_number, redirectionUrl: data.redirectionUrl };
}

const paymentStatus = async (url: string, orderNumber: string) =>
  ((await (await fetch(new URL(PLATFORM_PATHS.isOrderPaid(orderNumber), url))).json()) as { payment_status: string }).payment_status;

describe('sandbox provider over HTTP (checkout 4, checkout 7 "Is order paid")', () => {
  it('serves its card fields to be framed by our own origin only, talking to the origin given', async () => {
    const { url } = await onlineOrder(8);
    const page = await fetch(new URL(`sandbox/card-fields?origin=${encodeURIComponent(new URL(url).origin)}&lang=en`, url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await page.text();
    expect(html).toContain(`data-parent-origin="${new URL(url).origin}"`);
    expect(html).toContain('Card number');
    expect((await fetch(new URL('sandbox/card-fields?origin=javascript:alert(1)', url))).status).toBe(400);
  });

  it('the card fields pay the order with a test card; the pending call tells it', async () => {
    const { url, orderNumber } = await onlineOrder(8);
    expect(await paymentStatus(url, orderNumber)).toBe('to_pay');
    const paid = await fetch(new URL(`sandbox/pay/${orderNumber}/card`, url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: SANDBOX_CARDS.paid, expiry: '12/40', cvc: '123' }),
    });
    expect(paid.status).toBe(200);
    expect(await paymentStatus(url, orderNumber)).toBe('paid');
  });

  it('the redirect page shows the amount the simulator priced; its form returns with the result, not trusted from a query', async () => {
    const { url, orderNumber, redirectionUrl } = await onlineOrder(9);
    const page = await (await fetch(new URL(redirectionUrl!, url))).text();
    expect(page).toContain('15,00');
    // A forged return address changes nothing: only the form's POST does.
    await fetch(new URL(`le-comptoir/trackOrder?orderId=${orderNumber}&result=SUCCESSED&provider_id=9`, url));
    expect(await paymentStatus(url, orderNumber)).toBe('to_pay');
    const answer = await fetch(new URL(`sandbox/pay/${orderNumber}`, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=REFUSED',
    });
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location')!).searchParams.get('result')).toBe('REFUSED');
    expect(await paymentStatus(url, orderNumber)).toBe('rejected');
  });

  it('issue 22.1 and 22.2: a refused order is not the kitchen\'s; given up over HTTP it is canceled, its page closed, advance refused', async () => {
    const { url, orderNumber, redirectionUrl } = await onlineOrder(9);
    const admin = new HttpSimulatorAdmin(url);
    const statusOf = async () => (await admin.exportOrders({ restaurantId: 'le-comptoir', limit: 10 })).find((order) => order.order_number === orderNumber)?.status;
    await fetch(new URL(`sandbox/pay/${orderNumber}`, url), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'result=REFUSED' });
    expect(await statusOf()).toBe('awaiting_payment');
    await expect(admin.advance(orderNumber)).rejects.toThrow(/waiting for its payment/);

    const givenUp = await fetch(new URL(PLATFORM_PATHS.giveUpPayment(orderNumber), url), { method: 'POST' });
    expect(givenUp.status).toBe(200);
    expect(await givenUp.json()).toEqual({ order_number: orderNumber, payment_status: 'rejected', provider_id: 9 });
    expect(await statusOf()).toBe('canceled');
    await expect(admin.advance(orderNumber)).rejects.toThrow(/canceled/);
    const page = await (await fetch(new URL(`${redirectionUrl!}?lang=en`, url))).text();
    expect(page).toContain('This order is canceled');
    expect(page).not.toContain('name="result"');
    const retried = await fetch(new URL(`sandbox/pay/${orderNumber}`, url), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'result=SUCCESSED' });
    expect(retried.status).toBe(422);
    expect((await fetch(new URL(PLATFORM_PATHS.giveUpPayment('NOPE'), url), { method: 'POST' })).status).toBe(404);
  });

  it('sim pay over the staging route', async () => {
    const { url, orderNumber } = await onlineOrder(8);
    const admin = new HttpSimulatorAdmin(url);
    expect((await admin.pay(orderNumber, 'pending')).payment_status).toBe('pending');
  });
});
