import { describe, expect, it } from 'vitest';
import type { PaymentKitEntry, PaymentKitHarness, PaymentKitStage } from '../../../adapters/payment/payment-kit-entry';
import type { CardFields, PaymentContext, PaymentRequest } from '../../../core/ports/payment-provider';
import type { KitPage } from './kit-dom';
import { kitPage } from './kit-dom';

const SELECTOR = '#checkout-card-fields';

/** checkout 7: the hosted fields' amount is the basket total plus tips, in the restaurant's currency; country FR. */
const CONTEXT: PaymentContext = { restaurantId: 'le-comptoir', providerId: 8, paymentTypeId: 1, amount: 2450, currency: 'EUR', country: 'FR', locale: 'fr' };

const request = (harness: PaymentKitHarness): PaymentRequest => ({
  ...CONTEXT,
  orderNumber: harness.orderNumber ?? 'KIT7ORDER001',
  redirectionUrl: harness.redirectionUrl(),
  successUrl: 'http://127.0.0.1:4173/le-comptoir/trackOrder?orderId=KIT7ORDER001',
  cancelUrl: 'http://127.0.0.1:4173/le-comptoir/trackOrder?orderId=KIT7ORDER001&action=cancel',
});

export interface KitCase {
  readonly name: string;
  run(): Promise<void>;
}

type Fixture = { readonly page: KitPage; readonly harness: PaymentKitHarness };

async function fixture(entry: PaymentKitEntry): Promise<Fixture> {
  const page = kitPage();
  return { page, harness: await entry.create(page.window) };
}

/** Draws the fields, when the provider has some; otherwise checks that it draws nothing. */
async function mount({ page, harness }: Fixture): Promise<CardFields | null> {
  if (!harness.provider.hasCardFields) {
    await expect(harness.provider.mountCardFields(SELECTOR, CONTEXT), 'a provider without card fields refuses to draw them').rejects.toThrow();
    expect(page.container.children, 'a provider without card fields draws nothing').toHaveLength(0);
    return null;
  }
  const fields = await harness.provider.mountCardFields(SELECTOR, CONTEXT);
  expect(page.container.children.length, 'the card fields are drawn inside the container').toBeGreaterThan(0);
  return fields;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const OUTCOME_OF: Readonly<Record<Exclude<PaymentKitStage, 'succeed'>, string>> = { refuse: 'refused', fail: 'failed' };

/**
 * The payment-provider contract (core/ports/payment-provider.ts, checkout 4): the same cases for every
 * adapter, each on a fresh page and a fresh provider from the adapter's kit entry.
 */
export function paymentKitCases(entry: PaymentKitEntry): KitCase[] {
  const cases: KitCase[] = [
    {
      name: 'has a non-empty name',
      async run() {
        const { harness } = await fixture(entry);
        expect(typeof harness.provider.name).toBe('string');
        expect(harness.provider.name.trim()).not.toBe('');
      },
    },
    {
      name: 'checkout 4: hasCardFields says whether mountCardFields draws fields',
      async run() {
        await mount(await fixture(entry));
      },
    },
    {
      name: 'checkout 4, hosted card fields: complete only when the provider reports it, every change told',
      async run() {
        const world = await fixture(entry);
        const fields = await mount(world);
        if (!fields) return;
        expect(fields.complete, 'the fields start incomplete').toBe(false);
        const seen: boolean[] = [];
        fields.onChange((complete) => seen.push(complete));
        await world.harness.fillCardFields(false);
        await settle();
        expect(fields.complete, 'a half-typed card is not complete').toBe(false);
        await world.harness.fillCardFields(true);
        await settle();
        expect(fields.complete).toBe(true);
        await world.harness.fillCardFields(false);
        await settle();
        expect(fields.complete).toBe(false);
        expect(seen, 'listeners hear each change of complete').toEqual([true, false]);
      },
    },
    {
      name: 'onChange returns an unsubscribe that stops the calls',
      async run() {
        const world = await fixture(entry);
        const fields = await mount(world);
        if (!fields) return;
        const seen: boolean[] = [];
        const stop = fields.onChange((complete) => seen.push(complete));
        await world.harness.fillCardFields(true);
        await settle();
        stop();
        await world.harness.fillCardFields(false);
        await settle();
        expect(seen).toEqual([true]);
      },
    },
    {
      name: 'unmount empties the container and tells no more changes',
      async run() {
        const world = await fixture(entry);
        const fields = await mount(world);
        if (!fields) return;
        const seen: boolean[] = [];
        fields.onChange((complete) => seen.push(complete));
        fields.unmount();
        expect(world.page.container.children, 'nothing of the provider is left in the page').toHaveLength(0);
        await world.harness.fillCardFields(true);
        await settle();
        expect(seen).toEqual([]);
      },
    },
    {
      name: 'refuses to draw its fields where no element matches the selector',
      async run() {
        const { harness } = await fixture(entry);
        await expect(harness.provider.mountCardFields('#no-such-element', CONTEXT)).rejects.toThrow();
      },
    },
    {
      name: 'a payment without drawn fields fails as a value, not an exception',
      async run() {
        const { harness } = await fixture(entry);
        if (!harness.provider.hasCardFields) return;
        const outcome = await harness.provider.pay(request(harness), null);
        expect(outcome.kind).toBe('failed');
      },
    },
    {
      name: 'card data shows up neither in the storefront page nor in its requests',
      async run() {
        const world = await fixture(entry);
        const fields = await mount(world);
        await world.harness.fillCardFields(true);
        await settle();
        world.harness.nextPayment('succeed');
        await world.harness.provider.pay(request(world.harness), fields);
        const number = world.harness.cardNumber;
        const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
        const seen = [world.page.document.body.html(), ...world.harness.sentRequests()].join('\n');
        expect(seen).not.toContain(number);
        expect(seen).not.toContain(spaced);
      },
    },
  ];
  for (const stage of entry.stages) {
    const expected = stage === 'succeed' ? entry.success : OUTCOME_OF[stage];
    cases.push({
      name: `checkout 4: pay, provider staged to ${stage}: ${expected}`,
      async run() {
        const world = await fixture(entry);
        const fields = await mount(world);
        await world.harness.fillCardFields(true);
        await settle();
        world.harness.nextPayment(stage);
        const outcome = await world.harness.provider.pay(request(world.harness), fields);
        expect(outcome.kind).toBe(expected);
        fields?.unmount();
      },
    });
  }
  return cases;
}

/** One vitest `describe` of every case, for an adapter's kit entry. */
export function describePaymentProviderKit(entry: PaymentKitEntry): void {
  describe(`payment-provider kit: ${entry.name}`, () => {
    for (const kitCase of paymentKitCases(entry)) it(kitCase.name, () => kitCase.run());
  });
}
