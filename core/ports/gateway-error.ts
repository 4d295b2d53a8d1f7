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
   * A network failure that surely happened before the request left (the device offline, the connection
   * refused, the host unknown): nothing can have reached the server. False whenever it may have (the
   * connection broke after the request was written, or no answer came in time): an order may then have
   * been taken (issue 15, defects 4 and 5).
   */
  readonly neverSent: boolean;
  /** checkout 8: the platform's own error code when its answer names one (err, e.g. ORDER_UNAVAILABLE). */
  readonly code: string | undefined;

  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly field?: string,
    options: { readonly neverSent?: boolean; readonly code?: string } = {},
  ) {
    super(message);
    this.name = 'GatewayError';
    this.neverSent = options.neverSent ?? false;
    this.code = options.code;
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
