import type { RestaurantId } from '../../domain/restaurant/restaurant-settings';
import type { PushRegistrationGateway, PushService } from '../../ports/push-notifications';

/**
 * What came of asking: registered, or why not. accounts 8: "push messaging unsupported: logged only";
 * the registration's answer is not shown (accounts 7), so a failure is for the log too, never the screen.
 */
export type PushRegistrationOutcome =
  | { readonly kind: 'registered' }
  | { readonly kind: 'unsupported'; readonly reason: string }
  | { readonly kind: 'denied' }
  | { readonly kind: 'failed'; readonly reason: string };

/**
 * accounts 2, 3 and 7: once the push service gives a token, the registration { firebase_id, restaurant_id,
 * type 'menu' } is sent to the platform. Never throws: the screen that asks goes on whatever happens.
 */
export class RegisterForPush {
  constructor(
    private readonly pushService: PushService,
    private readonly gateway: PushRegistrationGateway,
  ) {}

  async execute(restaurantId: RestaurantId): Promise<PushRegistrationOutcome> {
    let answer;
    try {
      answer = await this.pushService.obtainToken();
    } catch (error) {
      return { kind: 'unsupported', reason: reasonOf(error) };
    }
    if (answer.kind !== 'token') return answer;
    try {
      await this.gateway.register({ firebase_id: answer.token, restaurant_id: restaurantId, type: 'menu' });
      return { kind: 'registered' };
    } catch (error) {
      return { kind: 'failed', reason: reasonOf(error) };
    }
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
