/**
 * How a gateway tells a use case that the outside world failed. Ports reject with a GatewayError; use
 * cases turn it into a value (a Result) that maps onto the spec's error catalogue.
 */
export type GatewayErrorKind =
  /** The server could not be reached, or did not answer in time. */
  | 'network'
  /** The server answered 404: the restaurant, product or order does not exist. */
  | 'not_found'
  /** The server answered with a shape this storefront cannot read. */
  | 'malformed_response'
  /** The server refused the request as invalid (400); `field` names what was wrong. */
  | 'bad_request'
  /** The server failed (5xx or anything unexpected). */
  | 'server';

export class GatewayError extends Error {
  /**
   * The gateway knows the request never left (no connection could be made, the device is offline): the
   * server did nothing with it. Otherwise a failure after sending leaves its effect unknown (issue 15.5).
   */
  readonly notSent: boolean;

  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly field?: string,
    options: { readonly notSent?: boolean } = {},
  ) {
    super(message);
    this.name = 'GatewayError';
    this.notSent = options.notSent ?? false;
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

/** Anything a gateway throws, as a GatewayError: an unknown failure counts as a server failure. */
export function asGatewayError(error: unknown): GatewayError {
  if (isGatewayError(error)) return error;
  return new GatewayError('server', error instanceof Error ? error.message : String(error));
}
