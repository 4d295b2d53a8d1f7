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
export function gatewaySubmitFailure(error: unknown): SubmitFailure {
  const gatewayError = asGatewayError(error);
  return {
    kind: 'gateway',
    error: gatewayError.kind,
    message: gatewayError.message,
    ...(gatewayError.field !== undefined && { field: gatewayError.field }),
    ...(gatewayError.neverSent && { neverSent: true as const }),
  };
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
}
