import { describe, expect, it } from 'vitest';
import { registerForPush } from '../../../../ui/notifications/push-registration';

describe('registerForPush in the browser (accounts 2 and 8: nothing shown, unsupported push logged only)', () => {
  it('accounts 8: push messaging unsupported is logged, with why', async () => {
    const logged: string[] = [];
    const outcome = await registerForPush('glacier-des-quais', async () => ({ execute: async () => ({ kind: 'unsupported', reason: 'this browser has no PushManager' }) }), (line) => logged.push(line));
    expect(outcome.kind).toBe('unsupported');
    expect(logged).toEqual(['Push messaging unsupported: this browser has no PushManager']);
  });

  it('a push chunk that fails to load is unsupported push, logged, never thrown', async () => {
    const logged: string[] = [];
    const outcome = await registerForPush('glacier-des-quais', () => Promise.reject(new Error('chunk failed')), (line) => logged.push(line));
    expect(outcome).toEqual({ kind: 'unsupported', reason: 'chunk failed' });
    expect(logged).toEqual(['Push messaging unsupported: chunk failed']);
  });

  it('a registration taken logs nothing; a refused or failed one is logged', async () => {
    const logged: string[] = [];
    await registerForPush('glacier-des-quais', async () => ({ execute: async () => ({ kind: 'registered' }) }), (line) => logged.push(line));
    expect(logged).toEqual([]);
    await registerForPush('glacier-des-quais', async () => ({ execute: async () => ({ kind: 'denied' }) }), (line) => logged.push(line));
    await registerForPush('glacier-des-quais', async () => ({ execute: async () => ({ kind: 'failed', reason: '503' }) }), (line) => logged.push(line));
    expect(logged).toEqual(['Push messaging refused by the browser: no registration sent', 'Push registration failed: 503']);
  });
});
