import type { CarouselState, PresenterBlockSettings } from './presenter-settings';
import { CAROUSEL_STATES } from './presenter-settings';

/** accounts 4: the state shown `elapsedMs` after the screen started: 1, 2, 3, then 1 again, one per interval. */
export function carouselState(elapsedMs: number, intervalSeconds: number): CarouselState {
  const steps = Math.floor(Math.max(0, elapsedMs) / (intervalSeconds * 1000));
  return CAROUSEL_STATES[steps % CAROUSEL_STATES.length] ?? 1;
}

/** How long until the state changes, so that a timer wakes exactly then (never 0: at least 1 ms). */
export function msUntilNextState(elapsedMs: number, intervalSeconds: number): number {
  const interval = intervalSeconds * 1000;
  const elapsed = Math.max(0, elapsedMs);
  return interval - (elapsed % interval) || interval;
}

/** A block with no states shows in all of them. */
export function showsInState(block: Pick<PresenterBlockSettings, 'states'>, state: CarouselState): boolean {
  return block.states.length === 0 || block.states.includes(state);
}

/** Whether the carousel changes anything: with every block shown always, there is no need to tick. */
export function carouselMoves(blocks: readonly Pick<PresenterBlockSettings, 'states'>[]): boolean {
  return blocks.some((block) => block.states.length > 0 && block.states.length < CAROUSEL_STATES.length);
}
