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
  /** `notSent`: the request never left (GatewayError.notSent), so the platform surely took nothing. */
  | { readonly kind: 'gateway'; readonly error: GatewayErrorKind; readonly message: string; readonly field?: string; readonly notSent?: true };

/**
 * Issue 15.5, checkout 8 and 9: whether the order may have been taken all the same. Only an answer of the
 * platform (a refusal, a request refused as invalid or unknown: 400, 404, 422) or a request that never
 * left says it was not; a network failure after sending (timeout, connection reset), a server failure
 * (5xx) or an answer that cannot be read leave it unknown.
 */
export function mayHaveBeenTaken(failure: SubmitFailure): boolean {
  if (failure.kind === 'rejected' || failure.notSent) return false;
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
      const gatewayError = asGatewayError(error);
      return fail({
        kind: 'gateway',
        error: gatewayError.kind,
        message: gatewayError.message,
        ...(gatewayError.field !== undefined && { field: gatewayError.field }),
        ...(gatewayError.notSent && { notSent: true as const }),
      });
    }
  }

  /** Issue 15.5: the order an attempt took, by its idempotency key (null: none); rejects with a GatewayError. */
  findAttempt(restaurantId: RestaurantId, idempotencyKey: string): Promise<PlacedOrder | null> {
    return this.orderGateway.findAttempt(restaurantId, idempotencyKey);
  }
}
