import { afterEach, describe, expect, it } from 'vitest';
import { HttpGroupOrderGateway } from '../../../adapters/http/http-group-order-gateway';
import { PlatformHttpClient } from '../../../adapters/http/platform-http-client';
import { demoEstablishment } from '../../../adapters/simulator/demo/demo-establishments';
import { seededOrderNumbers } from '../../../adapters/simulator/engine/order-numbers';
import type { SimulatorEngine } from '../../../adapters/simulator/engine/simulator-engine';
import { InProcessGroupOrderGateway } from '../../../adapters/simulator/in-process/in-process-group-order-gateway';
import { startSimulator } from '../../../config/simulator';
import type { GroupOrderGateway } from '../../../core/ports/group-order-gateway';
import { aGroupOrderPayload, galette, margherita } from '../../unit/adapters/fixtures/group-order-payloads';
import { anEngine } from '../../unit/adapters/fixtures/simulator-engines';

type MakeGateway = (engine: SimulatorEngine) => Promise<{ readonly groups: GroupOrderGateway; close(): Promise<void> }>;

const implementations: readonly (readonly [string, MakeGateway])[] = [
  ['in-process simulator', async (engine) => ({ groups: new InProcessGroupOrderGateway(engine), close: async () => undefined })],
  [
    'HTTP over the simulator server',
    async (engine) => {
      const server = await startSimulator({ engine, port: 0 });
      return { groups: new HttpGroupOrderGateway(new PlatformHttpClient({ baseUrl: server.url })), close: () => server.close() };
    },
  ],
];

const halles = () => anEngine({ establishments: ['les-halles', 'les-halles-crepes', 'les-halles-pizza'].map(demoEstablishment), orderNumbers: seededOrderNumbers(5001) });

// checkout 7 "Place group order": POST order/multiRestaurant?restaurant_token={group}, the same through every gateway.
describe.each(implementations)('GroupOrderGateway contract: %s', (_name, make) => {
  let engine: SimulatorEngine;
  let close = async () => undefined as void;
  afterEach(async () => {
    await close();
    engine.close();
  });

  async function gateway() {
    engine = halles();
    const made = await make(engine);
    close = () => made.close();
    return made.groups;
  }

  it('checkout 7: places one group order, answered as a single order, whose tracking shows each outlet part', async () => {
    const groups = await gateway();
    const answer = await groups.place('les-halles', aGroupOrderPayload([['les-halles-crepes', [galette(2)]], ['les-halles-pizza', [margherita()]]]), { idempotencyKey: 'group-attempt-1' });
    expect(answer).toMatchObject({ accepted: true, order: { order_number: expect.stringMatching(/^[0-9A-Z]{12}$/), redirectionUrl: null }, replayed: false });
    if (!answer.accepted) return;
    const status = await groups.track('les-halles', answer.order.order_number);
    expect(status.order_number).toBe(answer.order.order_number);
    expect(status.parts.map((part) => [part.restaurant_token, part.restaurant_name, part.track.total_price])).toEqual([
      ['les-halles-crepes', 'La Crêperie des Halles', 1900],
      ['les-halles-pizza', 'Pizza des Halles', 1100],
    ]);
    expect(status.parts.every((part) => part.track.steps[0]?.status_type === 'sent')).toBe(true);
  });

  it('issue 15.5: an attempt is looked up by its key: the group order it took, none for another key or at an outlet', async () => {
    const groups = await gateway();
    const answer = await groups.place('les-halles', aGroupOrderPayload(), { idempotencyKey: 'group-attempt-lookup' });
    if (!answer.accepted) throw new Error('the group order was refused');
    expect(await groups.findAttempt('les-halles', 'group-attempt-lookup')).toStrictEqual(answer.order);
    expect(await groups.findAttempt('les-halles', 'group-attempt-never-sent')).toBeNull();
    // Keys are the group's: an outlet knows none of them.
    expect(await groups.findAttempt('les-halles-crepes', 'group-attempt-lookup')).toBeNull();
  });

  it('idempotency: the same attempt sent again gets the first answer, and one order per outlet only', async () => {
    const groups = await gateway();
    const payload = aGroupOrderPayload();
    const first = await groups.place('les-halles', payload, { idempotencyKey: 'group-attempt-2' });
    const again = await groups.place('les-halles', payload, { idempotencyKey: 'group-attempt-2' });
    expect(again).toEqual({ ...first, replayed: true });
    expect(engine.exportOrders({ restaurantId: 'les-halles-crepes', limit: 10 })).toHaveLength(1);
    expect(engine.exportOrders({ restaurantId: 'les-halles-pizza', limit: 10 })).toHaveLength(1);
  });

  it('checkout 7: refuses an unknown child, naming it, and an unknown group order', async () => {
    const groups = await gateway();
    await expect(groups.place('les-halles', aGroupOrderPayload([['le-comptoir', [galette()]]]))).rejects.toMatchObject({ field: 'orders.0.restaurant_child_token' });
    await expect(groups.track('les-halles', 'NOSUCHORDER1')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
