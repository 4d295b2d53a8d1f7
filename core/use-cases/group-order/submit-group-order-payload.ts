import type { GroupOrderPayload } from '../../domain/group/group-order';
import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import type { GroupOrderGateway } from '../../ports/group-order-gateway';
import type { SubmitFailure, SubmittedOrder } from '../order/submit-order-payload';
import { gatewaySubmitFailure } from '../order/submit-order-payload';

/**
 * Sends a group order payload as it is (checkout 3 and 7), e.g. one support staff has in a file
 * (`ordering order place`). The platform is the judge of its shape: a bad payload comes back naming the field.
 */
export class SubmitGroupOrderPayload {
  constructor(private readonly gateway: GroupOrderGateway) {}

  async execute(input: { readonly groupId: RestaurantId; readonly payload: GroupOrderPayload; readonly idempotencyKey?: string }): Promise<Result<SubmittedOrder, SubmitFailure>> {
    try {
      const answer = await this.gateway.place(input.groupId, input.payload, input.idempotencyKey === undefined ? {} : { idempotencyKey: input.idempotencyKey });
      return answer.accepted ? ok({ ...answer.order, replayed: answer.replayed ?? false }) : fail({ kind: 'rejected', rejection: answer.rejection });
    } catch (error) {
      return fail(gatewaySubmitFailure(error));
    }
  }
}
