import { makeAutoObservable } from 'mobx';
import type { ShareChoice, ShareRefusal, ShareWay, SplitBill } from '../../core/domain/bill-split/bill-split';
import { shareAmount } from '../../core/domain/bill-split/bill-split';
import type { Result } from '../../core/domain/result';
import type { PayBillShare, PayBillShareInput } from '../../core/use-cases/hub/pay-bill-share';

export interface BillSplitDeps {
  /** PayBillShare is resolved lazily: it comes with the hub's chunk. */
  readonly payBillShare: () => Promise<Pick<PayBillShare, 'execute'>>;
  /** A new idempotency key for each share the customer means to pay. */
  readonly newKey: () => string;
  /** The bill is read again after a share is paid or refused (the live event does it too, for the others). */
  readonly reload: () => void;
  readonly log: (message: string) => void;
}

export type BillSplitState =
  | { readonly kind: 'choosing' }
  | { readonly kind: 'paying' }
  | { readonly kind: 'paid'; readonly amount: number; readonly tip: number }
  | { readonly kind: 'refused'; readonly refusal: ShareRefusal }
  | { readonly kind: 'failed' };

/** "12,50" or "12.50" as cents; null when it is not an amount (ours: at most two decimals). */
export function centsOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/**
 * Issue 20 item 2: the customer's share of the table's bill, chosen one of four ways, with a tip. The amount
 * is worked out from the bill as shown (core's rules, the platform's too); the platform takes it or says why
 * not (another guest was quicker), and the bill is read again either way.
 */
export class BillSplitViewModel {
  way: ShareWay = 'whole';
  parts = 2;
  amountText = '';
  tipText = '';
  chosen = new Set<string>();
  state: BillSplitState = { kind: 'choosing' };
  private key: string;

  constructor(
    private readonly restaurantId: string,
    private readonly tableNumber: string,
    private bill: SplitBill,
    private readonly deps: BillSplitDeps,
  ) {
    this.key = deps.newKey();
    makeAutoObservable<BillSplitViewModel, 'deps' | 'key'>(this, { deps: false, key: false }, { autoBind: true });
  }

  /** The bill read again (live or after a payment): chosen items that got paid meanwhile are let go. */
  setBill(bill: SplitBill): void {
    this.bill = bill;
    const paid = new Set(bill.items.filter((item) => item.paid).map((item) => item.id));
    this.chosen = new Set([...this.chosen].filter((id) => !paid.has(id)));
  }

  get items() {
    return this.bill.items;
  }

  get choice(): ShareChoice {
    switch (this.way) {
      case 'whole':
        return { way: 'whole' };
      case 'equal':
        return { way: 'equal', parts: this.parts };
      case 'amount':
        return { way: 'amount', amount: centsOf(this.amountText) ?? 0 };
      case 'items':
        return { way: 'items', items: [...this.chosen] };
    }
  }

  /** The tip in cents; null when typed wrong (empty is no tip). */
  get tip(): number | null {
    return this.tipText.trim() === '' ? 0 : centsOf(this.tipText);
  }

  get amount(): Result<number, ShareRefusal> {
    return shareAmount(this.bill, this.choice);
  }

  get canPay(): boolean {
    return this.amount.ok && this.tip !== null && this.state.kind !== 'paying';
  }

  choose(way: ShareWay): void {
    this.way = way;
    this.edited();
  }
  setParts(parts: number): void {
    this.parts = parts;
    this.edited();
  }
  setAmountText(text: string): void {
    this.amountText = text;
    this.edited();
  }
  setTipText(text: string): void {
    this.tipText = text;
    this.edited();
  }
  toggleItem(id: string): void {
    const next = new Set(this.chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.chosen = next;
    this.edited();
  }

  async pay(): Promise<void> {
    const tip = this.tip;
    if (!this.canPay || tip === null) return;
    this.state = { kind: 'paying' };
    const input: PayBillShareInput = { restaurantId: this.restaurantId, tableNumber: this.tableNumber, bill: this.bill, choice: this.choice, tip, idempotencyKey: this.key };
    const result = await (await this.deps.payBillShare()).execute(input);
    this.settle(result);
  }

  private settle(result: Awaited<ReturnType<PayBillShare['execute']>>): void {
    if (result.ok) {
      this.state = { kind: 'paid', amount: result.value.amount, tip: result.value.tip };
      this.key = this.deps.newKey();
      this.chosen = new Set();
      this.amountText = '';
      this.tipText = '';
    } else if (result.error.kind === 'refused') {
      this.state = { kind: 'refused', refusal: result.error.refusal };
      this.key = this.deps.newKey();
    } else {
      // The same key on the next try: if the platform took the share, the repeat gets its first answer.
      this.deps.log(`hub: share: ${result.error.message}`);
      this.state = { kind: 'failed' };
    }
    this.deps.reload();
  }

  /** A changed choice is another share: a new key, and the last message goes. */
  private edited(): void {
    if (this.state.kind !== 'paying') {
      if (this.state.kind !== 'choosing') this.key = this.deps.newKey();
      this.state = { kind: 'choosing' };
    }
  }
}
