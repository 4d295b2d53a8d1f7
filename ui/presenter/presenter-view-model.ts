import { makeAutoObservable, runInAction } from 'mobx';
import type { CarouselState } from '../../core/domain/presenter/presenter-settings';
import type { PresenterBlock, PresenterQuery, PresenterScreen } from '../../core/domain/presenter/presenter-screen';
import { carouselMoves, carouselState, msUntilNextState, showsInState } from '../../core/domain/presenter/presenter-carousel';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { Result } from '../../core/domain/result';
import type { LoadPresenterScreen, PresenterFailure } from '../../core/use-cases/presenter/load-presenter-screen';
import type { Lifecycle } from '../container/use-view-model';

/** The shop changes flavours and prices during the day: an unattended screen reads them again every minute. */
export const PRESENTER_RELOAD_MS = 60_000;
/** A screen that could not load yet tries again soon, without anyone to press a button. */
export const PRESENTER_RETRY_MS = 15_000;

export interface PresenterTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: PresenterTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type PresenterStatus =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly screen: PresenterScreen }
  | { readonly status: 'failed'; readonly failure: PresenterFailure };

/**
 * accounts 2 and 4: the presenter screen of a shop, unattended: it loads, reloads every minute (keeping the
 * last good screen when a reload fails), and moves the carousel through states 1, 2, 3 at the screen's
 * interval, each state change on a timer set for exactly then.
 */
export class PresenterViewModel implements Lifecycle {
  current: PresenterStatus = { status: 'loading' };
  carousel: CarouselState = 1;
  /** A reload failed while a screen shows: it stays, possibly out of date. */
  stale = false;
  private startedAt = 0;
  private loadTimer: unknown = null;
  private carouselTimer: unknown = null;
  private running = false;

  constructor(
    private readonly restaurantId: RestaurantId,
    private readonly query: PresenterQuery,
    private readonly loadScreen: Pick<LoadPresenterScreen, 'execute'>,
    private readonly language: () => string,
    private readonly timers: PresenterTimers = browserTimers,
  ) {
    makeAutoObservable<PresenterViewModel, 'restaurantId' | 'query' | 'loadScreen' | 'language' | 'timers'>(
      this,
      { restaurantId: false, query: false, loadScreen: false, language: false, timers: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    this.running = true;
    this.startedAt = this.timers.now();
    void this.load();
    return () => {
      this.running = false;
      this.timers.clearTimeout(this.loadTimer);
      this.timers.clearTimeout(this.carouselTimer);
    };
  }

  /** The blocks of the current carousel state (accounts 4). */
  get visibleBlocks(): readonly PresenterBlock[] {
    return this.current.status === 'ready' ? this.current.screen.blocks.filter((block) => showsInState(block, this.carousel)) : [];
  }

  get vertical(): boolean {
    return this.query.vertical;
  }

  async load(): Promise<void> {
    const result: Result<PresenterScreen, PresenterFailure> = await this.loadScreen.execute(this.restaurantId, this.query, this.language());
    if (!this.running) return;
    runInAction(() => {
      if (result.ok) {
        this.current = { status: 'ready', screen: result.value };
        this.stale = false;
      } else if (this.current.status === 'ready' && result.error.kind === 'load') {
        // A network hiccup must not blank a shop's screen: the last good one stays.
        this.stale = true;
      } else {
        this.current = { status: 'failed', failure: result.error };
      }
    });
    this.scheduleLoad(result.ok || this.current.status === 'ready' ? PRESENTER_RELOAD_MS : PRESENTER_RETRY_MS);
    this.scheduleCarousel();
  }

  private scheduleLoad(ms: number): void {
    this.timers.clearTimeout(this.loadTimer);
    this.loadTimer = this.timers.setTimeout(() => void this.load(), ms);
  }

  private scheduleCarousel(): void {
    this.timers.clearTimeout(this.carouselTimer);
    this.carouselTimer = null;
    if (this.current.status !== 'ready' || !carouselMoves(this.current.screen.blocks)) return;
    const interval = this.current.screen.carouselSeconds;
    this.tick(interval);
  }

  private tick(interval: number): void {
    const elapsed = this.timers.now() - this.startedAt;
    this.carousel = carouselState(elapsed, interval);
    this.carouselTimer = this.timers.setTimeout(() => {
      if (this.running) this.tick(interval);
    }, msUntilNextState(elapsed, interval));
  }
}
