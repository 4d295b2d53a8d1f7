import type { TrackingProgress } from '../tracking/track-status';

/**
 * checkout 2, "On-site order waiting page": the customer waits on this page to be told when the order is
 * ready, then goes to its tracking page. The wait is over once the order is ready (or further on), and
 * also when it can never be: canceled or in error, which the tracking page explains.
 */
export function onSiteWaitIsOver(progress: TrackingProgress): boolean {
  if (progress.outcome !== 'in_progress') return true;
  const readyAt = progress.steps.findIndex((step) => step.type === 'ready');
  const current = progress.steps.findIndex((step) => step.state === 'current');
  return readyAt !== -1 && current >= readyAt;
}
