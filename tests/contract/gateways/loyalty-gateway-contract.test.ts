import { afterEach, describe, expect, it } from 'vitest';
import { HttpLoyaltyGateway } from '../../../adapters/http/http-loyalty-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { InProcessLoyaltyGateway } from '../../../adapters/simulator/in-process/in-process-loyalty-gateway';
import { startSimulator } from '../../../config/simulator';
import type { LoyaltyCalculationRequest, LoyaltyGateway } from '../../../core/ports/loyalty-gateway';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

type Made = { readonly loyalty: LoyaltyGateway; close(): Promise<void> };

/** The implementations of LoyaltyGateway we ship; a real programme's (adapters/loyalty/README.md) adds a line holding the demo customers. */
const implementations: readonly (readonly [string, (engine: SimulatorEngine) => Promise<Made>])[] = [
  ['in-process simulator', async (engine) => ({ loyalty: new InProcessLoyaltyGateway(engine.loyalty), close: async () => undefined })],
  [
    'HTTP over the simulator server',
    async (engine) => {
      const server = await startSimulator({ engine, port: 0 });
      return { loyalty: new HttpLoyaltyGateway(new PlatformHttpClient({ baseUrl: server.url })), close: () => server.close() };
    },
  ],
];

const aRequest = (overrides: Partial<LoyaltyCalculationRequest> = {}): LoyaltyCalculationRequest => ({
  orderTypeId: 3,
  tips: 0,
  // The burger (16.50) medium with fries and mayonnaise, its default options.
  lines: [{ product_id: 1101, nb: 1, options: [{ option_id: 1, item_ids: [103] }, { option_id: 2, item_ids: [201] }, { option_id: 3, item_ids: [301] }] }],
  loyaltyCardNumber: 'CMPT-1001',
  pool: 500,
  poolToUse: 0,
  eWalletToUse: 0,
  advantageNames: [],
  ...overrides,
});

// checkout 3 "Loyalty customer", 7 and 8: the loyalty calls, the same through every gateway.
describe.each(implementations)('LoyaltyGateway contract: %s', (_name, make) => {
  let engine: SimulatorEngine;
  let made: Made;
  afterEach(async () => {
    await made.close();
    engine.close();
  });
  const start = async () => {
    engine = anEngine();
    made = await make(engine);
    return made.loyalty;
  };

  it('finds a customer by phone and by card, as the programme keeps them, and nothing for one it does not know', async () => {
    const loyalty = await start();
    const byPhone = await loyalty.byPhone('le-comptoir', { nationalNumber: '612345678', callingCode: '33' });
    expect(byPhone).toEqual(engine.loyalty.byCard('le-comptoir', { card_number: 'CMPT-1001' }).customer);
    expect(byPhone).toMatchObject({ loyaltyCardNumber: 'CMPT-1001', points: 320, pool: 500, e_wallet_balance: 1500 });
    expect(await loyalty.byCard('le-comptoir', 'CMPT-9999')).toBeNull();
    expect(await loyalty.byCard('le-comptoir', 'CMPT-1003')).toMatchObject({ error_msg: 'invalid_user', url: 'https://fidelite.example/le-comptoir/inscription' });
  });

  it('calculates an order, bounded by the programme, and refuses what it does not allow as a value', async () => {
    const loyalty = await start();
    expect(await loyalty.calculate('le-comptoir', aRequest({ pool: 99_999, poolToUse: 99_999, advantageNames: ['Burger à -3 €'] }))).toEqual({
      ok: true,
      value: { poolUsed: 500, eWalletUsed: 0, promotedProducts: [{ product_id: 1101, discount: 300 }], subtotal: 1650, discount: 300, deliveryCost: 0, tips: 0, toPay: 850, dropped: [] },
    });
    expect(await loyalty.calculate('le-comptoir', aRequest({ loyaltyCardNumber: 'CMPT-1002', advantageNames: ['Burger à -3 €'] }))).toEqual({ ok: false, error: 'offers_blocked' });
  });

  it('offers the automatic advantage\'s promotion, or null', async () => {
    const loyalty = await start();
    expect((await loyalty.offersCheck('le-comptoir', { loyaltyCardNumber: 'CMPT-1001', phone: '', email: '' }))?.code).toBe('BIENVENUE10');
    expect(await loyalty.offersCheck('le-comptoir', { loyaltyCardNumber: '', phone: '+33698765432', email: '' })).toBeNull();
  });

  it('rejects a request the programme cannot read, and an unknown establishment, with a GatewayError naming it', async () => {
    const loyalty = await start();
    await expect(loyalty.calculate('le-comptoir', aRequest({ poolToUse: -1 }))).rejects.toMatchObject({ name: 'GatewayError', kind: 'bad_request', field: 'external_infos.pool_to_use' });
    await expect(loyalty.byCard('nowhere', 'CMPT-1001')).rejects.toMatchObject({ name: 'GatewayError', kind: 'not_found' });
  });
});
