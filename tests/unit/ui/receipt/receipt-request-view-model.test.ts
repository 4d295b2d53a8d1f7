import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../core/ports/gateway-error';
import type { ReceiptGateway } from '../../../../core/ports/receipt-gateway';
import { RequestReceipt } from '../../../../core/use-cases/order/request-receipt';
import { ReceiptRequestViewModel } from '../../../../ui/receipt/receipt-request-view-model';

function form(gateway: ReceiptGateway) {
  const notices: string[] = [];
  const receipt = new ReceiptRequestViewModel('le-comptoir', 'ORDER123', {
    requestReceipt: async () => new RequestReceipt(gateway),
    notify: (notification) => {
      notices.push(notification.key);
      return notices.length;
    },
  });
  return { receipt, notices };
}

describe('ReceiptRequestViewModel (checkout 2 and 8: the receipt form of the tracking page)', () => {
  it('says where the receipt goes once the platform took it', async () => {
    const { receipt } = form({ requestReceipt: async () => undefined });
    receipt.setEmail('Alice@Example.com');
    await receipt.submit();
    expect(receipt.state).toEqual({ kind: 'sent', email: 'alice@example.com' });
  });

  it('shows the e-mail error under the field and keeps what was typed', async () => {
    const { receipt, notices } = form({ requestReceipt: async () => undefined });
    receipt.setEmail('alice@');
    await receipt.submit();
    expect([receipt.state.kind, receipt.emailError, receipt.email, notices]).toEqual(['editing', 'email_error', 'alice@', []]);
    receipt.setEmail('alice@example.com');
    expect(receipt.emailError).toBeNull();
  });

  it('on a failure, toasts ask_for_receipt_error and the form comes back as it was', async () => {
    const { receipt, notices } = form({ requestReceipt: async () => Promise.reject(new GatewayError('network', 'offline')) });
    receipt.setEmail('alice@example.com');
    receipt.setWantPromotion(true);
    await receipt.submit();
    expect(notices).toEqual(['ask_for_receipt_error']);
    expect([receipt.state.kind, receipt.email, receipt.wantPromotion]).toEqual(['editing', 'alice@example.com', true]);
  });
});
