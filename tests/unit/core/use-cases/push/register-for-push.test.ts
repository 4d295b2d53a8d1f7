import { describe, expect, it } from 'vitest';
import type { PushRegistration, PushRegistrationGateway, PushService, PushTokenAnswer } from '../../../../../core/ports/push-notifications';
import { RegisterForPush } from '../../../../../core/use-cases/push/register-for-push';

class RecordingGateway implements PushRegistrationGateway {
  readonly sent: PushRegistration[] = [];
  constructor(private readonly failure: Error | null = null) {}
  async register(registration: PushRegistration): Promise<void> {
    if (this.failure) throw this.failure;
    this.sent.push(registration);
  }
}

const answering = (answer: PushTokenAnswer | Error): PushService => ({
  obtainToken: async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  },
});

describe('RegisterForPush (accounts 2, 3, 7 and 8)', () => {
  it("accounts 2 and 7: once a token is obtained, POSTs { firebase_id, restaurant_id, type 'menu' }", async () => {
    const gateway = new RecordingGateway();
    const outcome = await new RegisterForPush(answering({ kind: 'token', token: 'tok-1' }), gateway).execute('glacier-des-quais');
    expect(outcome).toEqual({ kind: 'registered' });
    expect(gateway.sent).toEqual([{ firebase_id: 'tok-1', restaurant_id: 'glacier-des-quais', type: 'menu' }]);
  });

  it('accounts 8: push messaging unsupported sends nothing and says why (for the log only)', async () => {
    const gateway = new RecordingGateway();
    expect(await new RegisterForPush(answering({ kind: 'unsupported', reason: 'no PushManager' }), gateway).execute('glacier-des-quais')).toEqual({ kind: 'unsupported', reason: 'no PushManager' });
    expect(await new RegisterForPush(answering({ kind: 'denied' }), gateway).execute('glacier-des-quais')).toEqual({ kind: 'denied' });
    expect(await new RegisterForPush(answering(new Error('the service worker failed')), gateway).execute('glacier-des-quais')).toEqual({ kind: 'unsupported', reason: 'the service worker failed' });
    expect(gateway.sent).toEqual([]);
  });

  it('accounts 7: the registration answer is not shown: a failure is a value, never thrown', async () => {
    const outcome = await new RegisterForPush(answering({ kind: 'token', token: 'tok-1' }), new RecordingGateway(new Error('503'))).execute('glacier-des-quais');
    expect(outcome).toEqual({ kind: 'failed', reason: '503' });
  });
});
