import type { GatewayErrorKind } from '../ports/gateway-error';
import { asGatewayError } from '../ports/gateway-error';

/** A failed load, as a value the UI can show (checkout 8: "an error has occurred", or not found). */
export interface LoadFailure {
  readonly kind: GatewayErrorKind;
  readonly message: string;
  /** checkout 8: the platform's error code, when it named one (ORDER_UNAVAILABLE). */
  readonly code?: string;
}

export function loadFailure(error: unknown): LoadFailure {
  const gatewayError = asGatewayError(error);
  return { kind: gatewayError.kind, message: gatewayError.message, ...(gatewayError.code !== undefined && { code: gatewayError.code }) };
}
