import { makeAutoObservable } from 'mobx';
import { hubTableNumber } from '../../core/domain/hub/table-bill';
import type { TableHub } from '../../core/domain/hub/table-hub';
import { canPayTheBill } from '../../core/domain/hub/table-hub';
import type { RestaurantId } from '../../core/domain/restaurant/restaurant-settings';
import type { LoadTableHub } from '../../core/use-cases/hub/load-table-hub';
import type { Lifecycle } from '../container/use-view-model';

export interface TableHubDeps {
  /** LoadTableHub is resolved lazily: it comes with the hub's chunk. */
  readonly loadTableHub: () => Promise<Pick<LoadTableHub, 'execute'>>;
  readonly log: (message: string) => void;
  /** Calls back when the customer comes back to the page (the browser shows it again from its history); returns what stops it. */
  readonly onReturn: (callback: () => void) => () => void;
  /**
   * Issue 20 item 2: follows the table's bill live (a share paid by another guest, an order added); calls
   * `changed` when it must be read again (reconnections too) and `connection` as the channel comes and goes.
   */
  readonly watchBill?: (tableNumber: string, listener: { readonly changed: () => void; readonly connection: (live: boolean) => void }) => () => void;
}

export interface TableHubInput {
  readonly restaurantId: RestaurantId;
  /** The query number, unchecked (core checks it). */
  readonly number: string | null;
  /** checkout 3: tastypay, the establishment's table payment. */
  readonly tablePayment: boolean;
}

export type TableHubScreen = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly hub: TableHub };

/**
 * browsing 2.5, the hub of a table: its bill as the platform keeps it, read when the screen shows and
 * again when the customer comes back to it (after paying on the platform's page, the tab shows again).
 * browsing 8: "hub failures logged"; the customer is told and may try again (ours).
 */
export class TableHubViewModel implements Lifecycle {
  screen: TableHubScreen = { kind: 'loading' };
  /** The live channel was lost (issue 20 item 2): the page says the bill may be late. */
  liveLost = false;
  private running = false;
  private asked = 0;

  constructor(
    private readonly input: TableHubInput,
    private readonly deps: TableHubDeps,
  ) {
    makeAutoObservable<TableHubViewModel, 'input' | 'deps' | 'running' | 'asked'>(this, { input: false, deps: false, running: false, asked: false }, { autoBind: true });
  }

  start(): () => void {
    this.running = true;
    void this.load();
    const stopWatching = this.deps.onReturn(() => void this.load());
    const tableNumber = hubTableNumber(this.input.number);
    const stopLive =
      tableNumber && this.input.tablePayment && this.deps.watchBill
        ? this.deps.watchBill(tableNumber, { changed: () => void this.load(), connection: (live) => this.setLive(live) })
        : () => undefined;
    return () => {
      stopWatching();
      stopLive();
      this.stop();
    };
  }

  stop(): void {
    this.running = false;
  }

  /** browsing 2.5: the 'pay_bill' button, when the table has an open bill with something left to pay. */
  get canPay(): boolean {
    return this.screen.kind === 'ready' && canPayTheBill(this.screen.hub);
  }

  /** Reads the bill again; an answer overtaken by a newer question is dropped. */
  async load(): Promise<void> {
    const ask = ++this.asked;
    if (this.screen.kind === 'failed') this.show({ kind: 'loading' });
    try {
      const result = await (await this.deps.loadTableHub()).execute(this.input);
      if (ask !== this.asked || !this.running) return;
      if (result.ok) this.show({ kind: 'ready', hub: result.value });
      else this.failed(result.error);
    } catch (error) {
      if (ask === this.asked && this.running) this.failed(error instanceof Error ? error.message : String(error));
    }
  }

  private setLive(live: boolean): void {
    this.liveLost = !live;
  }

  private failed(message: string): void {
    this.deps.log(`hub: ${message}`);
    this.show({ kind: 'failed' });
  }

  private show(screen: TableHubScreen): void {
    this.screen = screen;
  }
}
