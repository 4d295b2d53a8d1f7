import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../core/ports/gateway-error';
import { loadFailure } from '../../../../core/use-cases/load-failure';

describe('loadFailure (checkout 8: an error has occurred, or not found)', () => {
  it('a gateway error becomes a failure value of the same kind and message', () => {
    expect(loadFailure(new GatewayError('not_found', 'restaurant 9 not found'))).toEqual({ kind: 'not_found', message: 'restaurant 9 not found' });
  });

  it('any other thrown value becomes a server failure', () => {
    expect(loadFailure(new Error('socket hang up'))).toEqual({ kind: 'server', message: 'socket hang up' });
  });
});
