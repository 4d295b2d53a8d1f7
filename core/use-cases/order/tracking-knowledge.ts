import type { Result } from '../../domain/result';
import type { TrackingProgress, TrackStatus } from '../../domain/tracking/track-status';
import { trackingProgress } from '../../domain/tracking/track-status';
import type { LoadFailure } from '../load-failure';

export type StatusResult = Result<TrackStatus, LoadFailure>;

/**
 * What the tracking page shows. `live`: the status shown is current and its changes will be told (the
 * live channel is connected, and a status was read since it connected). `reconnecting`: it is not, the
 * channel was lost or a fetch failed, and the page is trying again by itself (issue 5, point 8).
 */
export type TrackingState =
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'tracking';
      readonly status: TrackStatus;
      readonly progress: TrackingProgress;
      readonly live: boolean;
      readonly reconnecting: boolean;
    }
  | { readonly kind: 'failed'; readonly failure: LoadFailure };

/** What happened: the live channel connected or was lost, or a status fetch answered. */
export type TrackingFact = { readonly kind: 'channel'; readonly connected: boolean } | { readonly kind: 'answer'; readonly result: StatusResult };

/** Everything the page has learnt so far about the order and about the live channel. */
export interface TrackingKnowledge {
  readonly channelConnected: boolean;
  /** The channel was lost (or failed to connect) at least once. */
  readonly channelEverLost: boolean;
  /** A status was read since the channel last connected: changes from then on are told. */
  readonly readSinceConnected: boolean;
  /** The last status read, kept on screen while a later fetch fails. */
  readonly status: TrackStatus | null;
  readonly lastAnswer: StatusResult | null;
}

export const NOTHING_KNOWN: TrackingKnowledge = {
  channelConnected: false,
  channelEverLost: false,
  readSinceConnected: false,
  status: null,
  lastAnswer: null,
};

export function learn(knowledge: TrackingKnowledge, fact: TrackingFact): TrackingKnowledge {
  if (fact.kind === 'channel') {
    return {
      ...knowledge,
      channelConnected: fact.connected,
      channelEverLost: knowledge.channelEverLost || !fact.connected,
      readSinceConnected: false,
    };
  }
  const { result } = fact;
  return {
    ...knowledge,
    lastAnswer: result,
    status: result.ok ? result.value : knowledge.status,
    readSinceConnected: knowledge.readSinceConnected || (result.ok && knowledge.channelConnected),
  };
}

/**
 * A failure that asking again will not change: the order is unknown, or the platform refuses the
 * request itself. Any other failure (network, server, an answer it could not read) may pass.
 */
export function isFinal(failure: LoadFailure): boolean {
  return failure.kind === 'not_found' || failure.kind === 'bad_request';
}

/**
 * checkout 8: an unknown order, or a failure before any status was read, is the failed state. A
 * passing failure after a status was read keeps that status on screen, not live and reconnecting.
 */
export function trackingState(knowledge: TrackingKnowledge): TrackingState {
  const { lastAnswer, status } = knowledge;
  if (lastAnswer === null) return { kind: 'loading' };
  if (!lastAnswer.ok && (status === null || isFinal(lastAnswer.error))) return { kind: 'failed', failure: lastAnswer.error };
  // Exceptions are for bugs: a successful answer is always kept as the status.
  if (status === null) throw new Error('a status was answered but not kept');
  const live = knowledge.channelConnected && knowledge.readSinceConnected && lastAnswer.ok;
  return {
    kind: 'tracking',
    status,
    progress: trackingProgress(status),
    live,
    reconnecting: !live && (knowledge.channelEverLost || !lastAnswer.ok),
  };
}

/**
 * checkout 8: the page has nothing more to learn: the order is unknown or the platform cannot give it
 * (ORDER_UNAVAILABLE, a refusal). Asking again, or listening to the live channel, cannot change that.
 */
export function isSettledFailure(state: TrackingState): boolean {
  return state.kind === 'failed' && isFinal(state.failure);
}

/**
 * Whether polling may stop after this answer: a final failure, a finished order (nothing more will
 * happen to it), or a status read while the live channel is connected (it tells the next change).
 */
export function needsNoMorePolling(result: StatusResult, channelConnected: boolean): boolean {
  if (!result.ok) return isFinal(result.error);
  return channelConnected || trackingProgress(result.value).outcome !== 'in_progress';
}
