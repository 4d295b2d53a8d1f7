import type { GatewayErrorKind } from '../ports/gateway-error';
import { asGatewayError } from '../ports/gateway-error';

/** A failed load, as a value the UI can show (checkout 8: "an error has occurred", or not found). */
export interface LoadFailure {
  readonly kind: GatewayErrorKind;
  readonly message: string;
}

export function loadFailure(error: unknown): LoadFailure {
  const gatewayError = asGatewayError(error);
  return { kind: gatewayError.kind, message: gatewayError.message };
}
