import type { TrackedLine } from '../tracking/track-status';

/**
 * checkout 2, room and scan variant: "product suggestions ('did you forget')" go with what the order
 * holds: the products of its tracked lines, each once, asked of the platform like a basket's (browsing 5).
 */
export function trackedProductIds(lines: readonly TrackedLine[]): number[] {
  return [...new Set(lines.flatMap((line) => (typeof line.product_id === 'number' ? [line.product_id] : [])))];
}
