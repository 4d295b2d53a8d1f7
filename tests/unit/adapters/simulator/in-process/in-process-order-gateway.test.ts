import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InProcessOrderGateway } from '../../../../../adapters/simulator/in-process/in-process-order-gateway';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { OrderPayload } from '../../../../../core/domain/order/order-payload';
import { aLine, aTakeAwayPayload, withLines } from '../../fixtures/order-payloads';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine;
let gateway: InProcessOrderGateway;
beforeEach(() => {
  engine = anEngine();
  gateway = new InProcessOrderGateway(engine);
});
afterEach(() => engine.close());

describe('InProcessOrderGateway (checkout 7, 8)', () => {
  it('places an accepted order and answers its number', async () => {
    expect(await gateway.place('le-comptoir', aTakeAwayPayload())).toEqual({
      accepted: true,
      order: { order_number: expect.stringMatching(/^[0-9A-Z]{12}$/), redirectionUrl: null },
      replayed: false,
    });
  });

  it('checkout 8: a refusal the platform explains is an answer, not an error', async () => {
    expect(await gateway.place('le-comptoir', withLines(aTakeAwayPayload(), aLine(1002, 1, 900)))).toEqual({
      accepted: false,
      rejection: { err: 'stock_error', entities: { quantityIds: [], productIds: [1002], optionItemIds: [] } },
    });
  });

  it('a bad request becomes a GatewayError bad_request naming the field', async () => {
    const payload = { ...aTakeAwayPayload(), phone: 612345678 } as unknown as OrderPayload;
    const failure = gateway.place('le-comptoir', payload);
    await expect(failure).rejects.toBeInstanceOf(GatewayError);
    await expect(failure).rejects.toMatchObject({ kind: 'bad_request', field: 'phone' });
  });

  it('the payload is copied on the way in: changing it afterwards does not change the order stored', async () => {
    const payload = structuredClone(aTakeAwayPayload()) as { -readonly [K in keyof OrderPayload]: OrderPayload[K] };
    const answer = await gateway.place('le-comptoir', payload);
    payload.name = 'Someone Else';
    expect(answer.accepted && (await gateway.track('le-comptoir', answer.order.order_number)).customer.name).toBe('Alice Martin');
  });

  it('answers track statuses as copies: changing one does not change the order', async () => {
    const answer = await gateway.place('le-comptoir', aTakeAwayPayload());
    const orderNumber = answer.accepted ? answer.order.order_number : '';
    const status = await gateway.track('le-comptoir', orderNumber);
    (status.steps[1] as { done: boolean }).done = true;
    expect(engine.track('le-comptoir', orderNumber).steps[1]!.done).toBe(false);
  });

  it('tracking an unknown order, or with another restaurant token, rejects with not_found', async () => {
    const answer = await gateway.place('le-comptoir', aTakeAwayPayload());
    const orderNumber = answer.accepted ? answer.order.order_number : '';
    await expect(gateway.track('le-comptoir', '4242')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(gateway.track('hotel-riviera', orderNumber)).rejects.toMatchObject({ kind: 'not_found' });
  });
});
