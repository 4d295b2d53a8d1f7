import { afterEach, describe, expect, it } from 'vitest';
import { isReceiptEmailValid, receiptRequest } from '../../../../../core/domain/tracking/receipt-request';
import { RequestReceipt } from '../../../../../core/use-cases/payment/request-receipt';
import { InProcessReceiptGateway } from '../../../../../adapters/simulator/in-process/in-process-receipt-gateway';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import { anEngine } from '../../../adapters/fixtures/simulator-engines';
import { aTakeAwayPayload } from '../../../adapters/fixtures/order-payloads';

let engine: SimulatorEngine | undefined;
afterEach(() => {
  engine?.close();
  engine = undefined;
});

describe('receipt request (checkout 3, 4, 5)', () => {
  it('checkout 5: no two consecutive dots, no spaces, one at-sign, a top-level part of 2 letters', () => {
    expect(isReceiptEmailValid('alice@example.com')).toBe(true);
    expect(isReceiptEmailValid('alice..martin@example.com')).toBe(false);
    expect(isReceiptEmailValid('alice martin@example.com')).toBe(false);
    expect(isReceiptEmailValid('alice@@example.com')).toBe(false);
    expect(isReceiptEmailValid('alice@example.c')).toBe(false);
  });

  it('checkout 3: the e-mail is sent lowercased, with the promotion choice and the order number', () => {
    expect(receiptRequest(' Alice@Example.COM ', false, 'ORDER1')).toEqual({ email: 'alice@example.com', wantPromotion: false, orderNumber: 'ORDER1' });
  });

  it('asks the platform for a placed order; an unknown order or a bad e-mail is not sent', async () => {
    engine = anEngine();
    const placed = engine.placeOrder('le-comptoir', aTakeAwayPayload());
    if (!placed.accepted) throw new Error('refused');
    const requestReceipt = new RequestReceipt(new InProcessReceiptGateway(engine));
    const ask = (orderNumber: string, email: string) => requestReceipt.execute({ restaurantId: 'le-comptoir', orderNumber, email, wantPromotion: true });
    expect(await ask(placed.order.order_number, 'Alice@Example.com')).toBe('sent');
    expect(engine.receiptCount()).toBe(1);
    expect(await ask('NOPE', 'alice@example.com')).toBe('failed');
    expect(await ask(placed.order.order_number, 'alice..m@example.com')).toBe('invalid_email');
    expect(engine.receiptCount()).toBe(1);
  });
});
