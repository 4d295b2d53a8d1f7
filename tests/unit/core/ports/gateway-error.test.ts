import { describe, expect, it } from 'vitest';
import { GatewayError, asGatewayError, isGatewayError } from '../../../../core/ports/gateway-error';

describe('GatewayError (ports reject with a typed error that maps onto the error catalogue)', () => {
  it('a gateway error tells its kind, its message and, for a bad request, the field at fault', () => {
    const error = new GatewayError('bad_request', 'phone is not valid', 'phone');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('GatewayError');
    expect(error.kind).toBe('bad_request');
    expect(error.message).toBe('phone is not valid');
    expect(error.field).toBe('phone');
  });

  it('only a GatewayError is recognised as one', () => {
    expect(isGatewayError(new GatewayError('network', 'offline'))).toBe(true);
    expect(isGatewayError(new Error('offline'))).toBe(false);
    expect(isGatewayError({ kind: 'network', message: 'offline' })).toBe(false);
  });

  it('a GatewayError is passed through as it is', () => {
    const error = new GatewayError('not_found', 'no such order');
    expect(asGatewayError(error)).toBe(error);
  });

  it('an unknown failure counts as a server failure and keeps its message', () => {
    const fromError = asGatewayError(new TypeError('Cannot read properties of undefined'));
    expect(fromError).toBeInstanceOf(GatewayError);
    expect(fromError.kind).toBe('server');
    expect(fromError.message).toBe('Cannot read properties of undefined');

    const fromString = asGatewayError('boom');
    expect(fromString.kind).toBe('server');
    expect(fromString.message).toBe('boom');
  });
});
