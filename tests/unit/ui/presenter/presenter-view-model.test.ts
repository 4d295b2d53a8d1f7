import { describe, expect, it } from 'vitest';
import { PRESENTER_RELOAD_MS, PRESENTER_RETRY_MS, PresenterViewModel } from '../../../../ui/presenter/presenter-view-model';
import type { PresenterTimers } from '../../../../ui/presenter/presenter-view-model';
import { LoadPresenterScreen } from '../../../../core/use-cases/presenter/load-presenter-screen';
import { presenterQuery } from '../../../../core/domain/presenter/presenter-query';
import type { Catalogue } from '../../../../core/domain/catalogue/catalogue';
import type { Result } from '../../../../core/domain/result';
import { fail, ok } from '../../../../core/domain/result';
import type { LoadFailure } from '../../../../core/use-cases/load-failure';
import { demoEstablishment } from '../../../../adapters/simulator/demo/demo-establishments';

const glacier = demoEstablishment('glacier-des-quais');

/** A clock and timers the test moves by hand: each due timer runs once, in order. */
class ManualTimers implements PresenterTimers {
  time = 0;
  private timers = new Map<number, { at: number; callback: () => void }>();
  private next = 1;
  now(): number {
    return this.time;
  }
  setTimeout(callback: () => void, ms: number): number {
    const handle = this.next++;
    this.timers.set(handle, { at: this.time + ms, callback });
    return handle;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  get pending(): number[] {
    return [...this.timers.values()].map((timer) => timer.at - this.time).sort((a, b) => a - b);
  }
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
      await flush();
    }
    this.time = end;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function presenter(search: string, catalogue: () => Result<Catalogue, LoadFailure> = () => ok(glacier.catalogue)) {
  const timers = new ManualTimers();
  const loads: number[] = [];
  const useCase = new LoadPresenterScreen({
    loadSettings: () => Promise.resolve(ok(glacier.settings)),
    loadCatalogue: () => (loads.push(timers.now()), Promise.resolve(catalogue())),
  });
  const viewModel = new PresenterViewModel('glacier-des-quais', presenterQuery(new URLSearchParams(search)), useCase, () => 'fr', timers);
  return { viewModel, timers, loads };
}

const shownOptions = (viewModel: PresenterViewModel) => viewModel.visibleBlocks.map((block) => block.optionId);

describe('PresenterViewModel (accounts 2 and 4: an unattended shop screen and its carousel)', () => {
  it('accounts 4: states 1, 2, 3 every 15 s on screen1, each showing its own blocks, then 1 again', async () => {
    const { viewModel, timers } = presenter('screen_name=screen1');
    const stop = viewModel.start();
    await flush();
    expect(viewModel.current.status).toBe('ready');
    expect([viewModel.carousel, shownOptions(viewModel)]).toEqual([1, [1, 2, 3]]);
    await timers.advance(14_999);
    expect(viewModel.carousel).toBe(1);
    await timers.advance(1);
    expect([viewModel.carousel, shownOptions(viewModel)]).toEqual([2, [1, 2, 4]]);
    await timers.advance(15_000);
    expect([viewModel.carousel, shownOptions(viewModel)]).toEqual([3, [1, 2, 5]]);
    await timers.advance(15_000);
    expect(viewModel.carousel).toBe(1);
    stop();
  });

  it('accounts 9: screen2 turns every 10 s, screen3 every 20 s', async () => {
    const fast = presenter('screen_name=screen2');
    fast.viewModel.start();
    await flush();
    await fast.timers.advance(10_000);
    expect(fast.viewModel.carousel).toBe(2);
    const slow = presenter('screen_name=screen3');
    slow.viewModel.start();
    await flush();
    await slow.timers.advance(10_000);
    expect(slow.viewModel.carousel).toBe(1);
    await slow.timers.advance(10_000);
    expect(slow.viewModel.carousel).toBe(2);
  });

  it('reads the shop again every minute, and the carousel goes on without a jump', async () => {
    const { viewModel, timers, loads } = presenter('screen_name=screen1');
    viewModel.start();
    await flush();
    await timers.advance(PRESENTER_RELOAD_MS * 2);
    expect(loads).toEqual([0, PRESENTER_RELOAD_MS, PRESENTER_RELOAD_MS * 2]);
    // 120 s at 15 s a state: 8 states gone by, so state 3 (8 % 3 = 2, the third).
    expect(viewModel.carousel).toBe(3);
  });

  it('a failed reload keeps the last good screen, marked stale, until a reload works', async () => {
    let offline = false;
    const { viewModel, timers } = presenter('screen_name=screen1', () => (offline ? fail({ kind: 'network', message: 'offline' }) : ok(glacier.catalogue)));
    viewModel.start();
    await flush();
    offline = true;
    await timers.advance(PRESENTER_RELOAD_MS);
    expect([viewModel.current.status, viewModel.stale]).toEqual(['ready', true]);
    offline = false;
    await timers.advance(PRESENTER_RELOAD_MS);
    expect([viewModel.current.status, viewModel.stale]).toEqual(['ready', false]);
  });

  it('a screen that never loaded says why and tries again by itself every 15 s', async () => {
    let offline = true;
    const { viewModel, timers, loads } = presenter('screen_name=screen1', () => (offline ? fail({ kind: 'network', message: 'offline' }) : ok(glacier.catalogue)));
    viewModel.start();
    await flush();
    expect(viewModel.current).toEqual({ status: 'failed', failure: { kind: 'load', failure: { kind: 'network', message: 'offline' } } });
    expect(timers.pending).toEqual([PRESENTER_RETRY_MS]);
    offline = false;
    await timers.advance(PRESENTER_RETRY_MS);
    expect(loads).toEqual([0, PRESENTER_RETRY_MS]);
    expect(viewModel.current.status).toBe('ready');
  });

  it('an unknown screen name is a failure to show, not a blank screen', async () => {
    const { viewModel } = presenter('screen_name=screen42');
    viewModel.start();
    await flush();
    expect(viewModel.current).toEqual({ status: 'failed', failure: { kind: 'unknown-screen', screenName: 'screen42' } });
  });

  it('once stopped, no timer is left running', async () => {
    const { viewModel, timers } = presenter('screen_name=screen1');
    const stop = viewModel.start();
    await flush();
    expect(timers.pending.length).toBe(2);
    stop();
    expect(timers.pending).toEqual([]);
  });
});
