import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { ReceiptGateway, ReceiptRequest } from '../../../../../core/ports/receipt-gateway';
import { RequestReceipt } from '../../../../../core/use-cases/order/request-receipt';

function recordingGateway(failure?: Error): ReceiptGateway & { readonly sent: ReceiptRequest[] } {
  const sent: ReceiptRequest[] = [];
  return {
    sent,
    requestReceipt: async (_restaurantId, request) => {
      if (failure) throw failure;
      sent.push(request);
    },
  };
}

const input = { restaurantId: 'le-comptoir', orderNumber: 'ORDER123', wantPromotion: false };

describe('RequestReceipt (checkout 2, 3 and 7: a receipt by e-mail)', () => {
  it('sends the e-mail lowercased and trimmed (checkout 3)', async () => {
    const gateway = recordingGateway();
    expect(await new RequestReceipt(gateway).execute({ ...input, email: '  Alice.Martin@Example.COM ' })).toEqual({ ok: true, value: { email: 'alice.martin@example.com' } });
    expect(gateway.sent).toEqual([{ email: 'alice.martin@example.com', wantPromotion: false, orderNumber: 'ORDER123' }]);
  });

  it('sends nothing for an address that is none (checkout 5 e-mail rule)', async () => {
    const gateway = recordingGateway();
    expect(await new RequestReceipt(gateway).execute({ ...input, email: 'alice@example' })).toEqual({ ok: false, error: { kind: 'invalid_email' } });
    expect(gateway.sent).toEqual([]);
  });

  it('says the request was not sent when the platform does not take it (checkout 8)', async () => {
    const gateway = recordingGateway(new GatewayError('server', 'down'));
    expect(await new RequestReceipt(gateway).execute({ ...input, email: 'alice@example.com' })).toEqual({ ok: false, error: { kind: 'not_sent', message: 'down' } });
  });
});
