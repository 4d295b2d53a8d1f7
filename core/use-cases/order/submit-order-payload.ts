import type { OrderPayload, PlacedOrder } from '../../domain/order/order-payload';
import type { OrderRejection } from '../../domain/order/order-rejection';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { GatewayErrorKind } from '../../ports/gateway-error';
import { asGatewayError } from '../../ports/gateway-error';
import type { OrderGateway } from '../../ports/order-gateway';

export type SubmitFailure =
  | { readonly kind: 'rejected'; readonly rejection: OrderRejection }
  | {
      readonly kind: 'gateway';
      readonly error: GatewayErrorKind;
      readonly message: string;
      readonly field?: string;
      /** A network failure before the order left: it cannot have been taken (GatewayError.neverSent). */
      readonly neverSent?: true;
    };

/** What a gateway's failure to send an order becomes (SubmitOrderPayload, SubmitGroupOrderPayload). */
export function gatewaySubmitFailure(error: unknown): Extract<SubmitFailure, { kind: 'gateway' }> {
  const gatewayError = asGatewayError(error);
  return {
    kind: 'gateway',
    error: gatewayError.kind,
    message: gatewayError.message,
    ...(gatewayError.field !== undefined && { field: gatewayError.field }),
    ...(gatewayError.neverSent && { neverSent: true as const }),
  };
}

/**
 * Issue 15, defects 4 and 5, checkout 8 and 9: whether the order may have been taken all the same. Only an
 * answer of the platform (a refusal, a request refused as invalid or unknown: 400, 404, 422) or a request
 * that never left says it was not; a network failure after sending (timeout, connection reset), a server
 * failure (5xx: a proxy's 502 while the platform took it) or an answer that cannot be read leave it unknown.
 */
export function mayHaveBeenTaken(failure: SubmitFailure): boolean {
  if (failure.kind === 'rejected' || failure.neverSent) return false;
  return failure.error === 'network' || failure.error === 'server' || failure.error === 'malformed_response';
}

/** The platform's answer, and whether it is the first answer to this attempt given again (idempotency). */
export type SubmittedOrder = PlacedOrder & { readonly replayed: boolean };

/**
 * Sends an order payload as it is (checkout 3), e.g. one support staff replays from a file. The
 * platform is the judge of its shape: a bad payload comes back as a bad_request naming the field.
 */
export class SubmitOrderPayload {
  constructor(private readonly orderGateway: OrderGateway) {}

  async execute(input: { restaurantId: RestaurantId; payload: OrderPayload; idempotencyKey?: string }): Promise<Result<SubmittedOrder, SubmitFailure>> {
    try {
      const request = input.idempotencyKey === undefined ? {} : { idempotencyKey: input.idempotencyKey };
      const answer = await this.orderGateway.place(input.restaurantId, input.payload, request);
      return answer.accepted ? ok({ ...answer.order, replayed: answer.replayed ?? false }) : fail({ kind: 'rejected', rejection: answer.rejection });
    } catch (error) {
      return fail(gatewaySubmitFailure(error));
    }
  }

  /** Issue 15.5: the order an attempt took, by its idempotency key (null: none); rejects with a GatewayError. */
  findAttempt(restaurantId: RestaurantId, idempotencyKey: string): Promise<PlacedOrder | null> {
    return this.orderGateway.findAttempt(restaurantId, idempotencyKey);
  }
}
