import { ReplaySubject, filter, firstValueFrom, skip, throwError, timeout } from 'rxjs';
import type { Observable, Subscription } from 'rxjs';
import type { TrackingState } from '../../core/use-cases/order/track-order';

export type Tracked = Extract<TrackingState, { kind: 'tracking' }>;

const WAIT_MS = 5_000;

/** Records every state TrackOrder emits, so that steps can wait for the change the restaurant makes. */
export class TrackingRecorder {
  private readonly states$ = new ReplaySubject<TrackingState>();
  private readonly seen: TrackingState[] = [];
  private readonly subscription: Subscription;
  private marked = 0;

  constructor(tracking: Observable<TrackingState>) {
    this.subscription = tracking.subscribe({
      next: (state) => {
        this.seen.push(state);
        this.states$.next(state);
      },
      error: (error: unknown) => this.states$.error(error),
    });
  }

  /** Marks now: waitForChange then looks only at the states that arrive after this point. */
  mark(): void {
    this.marked = this.seen.length;
  }

  /** The first tracking state since the mark that matches, or a failure listing what arrived. */
  waitForChange(what: string, matches: (state: Tracked) => boolean): Promise<Tracked> {
    return this.waitFor(what, matches, this.marked);
  }

  /** The first tracking state at or after `from` that matches, or a failure listing what arrived. */
  waitFor(what: string, matches: (state: Tracked) => boolean, from = 0): Promise<Tracked> {
    return firstValueFrom(
      this.states$.pipe(
        skip(from),
        filter((state): state is Tracked => state.kind === 'tracking' && matches(state)),
        timeout({ first: WAIT_MS, with: () => throwError(() => new Error(`no tracking state ${what} within ${WAIT_MS} ms; saw ${this.describe()}`)) }),
      ),
    );
  }

  stop(): void {
    this.subscription.unsubscribe();
  }

  private describe(): string {
    return (
      this.seen
        .map((state) =>
          state.kind === 'tracking' ? `[${state.progress.steps.map((s) => `${s.type}:${s.state}`).join(' ')} live=${state.live}]` : `[${state.kind}]`,
        )
        .join(', ') || 'nothing'
    );
  }
}

export function currentStep(state: Tracked): string | undefined {
  return state.progress.steps.find((step) => step.state === 'current')?.type;
}
