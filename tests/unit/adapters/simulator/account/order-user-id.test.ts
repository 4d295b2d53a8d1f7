import { afterEach, describe, expect, it } from 'vitest';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import { startSimulator } from '../../../../../config/simulator';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

const DEMO = { email: 'claire.martin@example.com', password: 'Comptoir2026' };

describe('checkout 3 and 7: an order carries userId only from its own session (the simulator never believes the client)', () => {
  let engine: SimulatorEngine;
  afterEach(() => engine.close());

  async function signIn() {
    const { user } = await engine.accounts.login('le-comptoir', { ...DEMO, restaurantToken: 'le-comptoir' }, { ip: 'test' });
    return user;
  }

  it('takes an order whose userId is the session’s customer', async () => {
    engine = anEngine();
    const user = await signIn();
    const answer = engine.placeOrder('le-comptoir', aTakeAwayPayload({ userId: user.id }), { accessToken: user.accessToken });
    expect(answer.accepted).toBe(true);
  }, 20_000);

  it('refuses a userId without a session, or another customer’s (422 userId)', async () => {
    engine = anEngine();
    const user = await signIn();
    expect(() => engine.placeOrder('le-comptoir', aTakeAwayPayload({ userId: user.id }))).toThrow(SimulatorError);
    expect(() => engine.placeOrder('le-comptoir', aTakeAwayPayload({ userId: 'someone-else' }), { accessToken: user.accessToken })).toThrow(/userId/);
  }, 20_000);

  it('over HTTP, the x-access-token header is the session', async () => {
    engine = anEngine();
    const user = await signIn();
    const server = await startSimulator({ engine, port: 0 });
    try {
      const send = (headers: Record<string, string>) =>
        fetch(`${server.url}le-comptoir/order/`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(aTakeAwayPayload({ userId: user.id })) });
      expect((await send({})).status).toBe(422);
      expect((await send({ 'x-access-token': user.accessToken })).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 20_000);
});
