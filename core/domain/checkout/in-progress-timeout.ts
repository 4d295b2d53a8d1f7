/**
 * checkout 4 and 9: the in-progress screen (validation in progress, not secure validation) turns to an
 * error state after 25000 ms without an answer, and a warning is logged (checkout 7: client log).
 * One rule for every checkout that sends an order: an outlet's and a group's.
 */
export const IN_PROGRESS_TIMEOUT_MS = 25_000;

/** checkout 7: the client log's message for an order sent from `restaurantId` that got no answer in time. */
export function inProgressTimeoutWarning(restaurantId: string): string {
  return `order validation of ${restaurantId} without answer after ${IN_PROGRESS_TIMEOUT_MS} ms`;
}
