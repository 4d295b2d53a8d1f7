/**
 * Issue 5, point 8: while the live channel is down (or a status fetch failed), the tracking page polls
 * the order's status. The polls back off, but never beyond `maxDelayMs`: once the network returns, the
 * next poll comes within that time, so the current status shows within 5 s with no click.
 */
export interface StatusPolling {
  /** The wait before the second poll; each next wait doubles. */
  readonly firstDelayMs: number;
  /** The longest wait between two polls. */
  readonly maxDelayMs: number;
}

export const STATUS_POLLING: StatusPolling = { firstDelayMs: 1_000, maxDelayMs: 3_000 };

/** The wait before poll number `attempt` (1 is the first poll after the one made at once). */
export function pollDelayMs(attempt: number, polling: StatusPolling = STATUS_POLLING): number {
  return Math.min(polling.firstDelayMs * 2 ** Math.max(0, attempt - 1), polling.maxDelayMs);
}
