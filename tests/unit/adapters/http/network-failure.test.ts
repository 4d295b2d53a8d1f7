import { describe, expect, it } from 'vitest';
import { describeNetworkFailure } from '../../../../adapters/http/network-failure';

/** fetch's failure as Node gives it: a TypeError "fetch failed" whose cause is the socket's error. */
function fetchFailed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause });
}

const socketError = (code: string, message: string) => Object.assign(new Error(message), { code });

// Issue 15, defect 4: an order whose request left may have been taken; one refused at connect cannot have been.
describe('a request without an answer: its cause, and whether it surely never left', () => {
  it.each([
    ['the connection refused', fetchFailed(socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:4173'))],
    ['an unknown host', fetchFailed(socketError('ENOTFOUND', 'getaddrinfo ENOTFOUND nowhere.invalid'))],
    ['every address of a host refusing (happy eyeballs)', fetchFailed(Object.assign(new AggregateError([socketError('ECONNREFUSED', 'a'), socketError('ECONNREFUSED', 'b')], ''), { code: 'ECONNREFUSED' }))],
    ['a certificate the TLS handshake refuses', fetchFailed(socketError('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate'))],
  ])('%s: never sent', (_what, error) => {
    expect(describeNetworkFailure(error).neverSent).toBe(true);
  });

  it.each([
    ['the connection reset after the request was written', fetchFailed(socketError('ECONNRESET', 'read ECONNRESET'))],
    ['the server closing the connection without an answer', fetchFailed(socketError('UND_ERR_SOCKET', 'other side closed'))],
    ['a timeout (ky)', Object.assign(new Error('Request timed out'), { name: 'TimeoutError' })],
    ['a failure that says nothing of itself', 'boom'],
  ])('%s: it may have been sent', (_what, error) => {
    expect(describeNetworkFailure(error).neverSent).toBe(false);
  });

  it("says the cause fetch hides behind 'fetch failed'", () => {
    expect(describeNetworkFailure(fetchFailed(socketError('ECONNRESET', 'read ECONNRESET'))).message).toBe('fetch failed: read ECONNRESET');
  });
});
