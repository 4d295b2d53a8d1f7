import type { RestaurantId } from '../domain/restaurant/restaurant-settings';
import type { ClientLog } from '../ports/client-log';

/** checkout 7 and 8: the in-progress screen's timeout is reported to the platform as a warning. */
export const MAX_CLIENT_LOG_LENGTH = 1_000;

export class LogClientWarning {
  constructor(private readonly clientLog: ClientLog) {}

  async execute(input: { restaurantId: RestaurantId; message: string }): Promise<void> {
    // A log must stay a log: a runaway message is cut rather than sent whole.
    await this.clientLog.send({ level: 'warn', restaurantId: input.restaurantId, message: input.message.slice(0, MAX_CLIENT_LOG_LENGTH) });
  }
}
