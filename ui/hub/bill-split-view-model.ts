import { makeAutoObservable } from 'mobx';
import type { ShareChoice, ShareRefusal, ShareWay, SplitBill } from '../../core/domain/bill-split/bill-split';
import { shareAmount } from '../../core/domain/bill-split/bill-split';
import type { Result } from '../../core/domain/result';
import type { ShareRelease, ShareStatus } from '../../core/ports/table-gateway';
import type { FollowBillShare } from '../../core/use-cases/hub/follow-bill-share';
import type { PayBillShare, PayBillShareInput } from '../../core/use-cases/hub/pay-bill-share';

export interface BillSplitDeps {
  /** PayBillShare is resolved lazily: it comes with the hub's chunk. */
  readonly payBillShare: () => Promise<Pick<PayBillShare, 'execute'>>;
  /** FollowBillShare, resolved lazily too: where a share stands, back from the provider's page. */
  readonly followBillShare: () => Promise<Pick<FollowBillShare, 'execute'>>;
  /** Leaves for the payment provider's page (the share is paid there, as the whole bill is). */
  readonly openPage: (address: string) => void;
  /** A new idempotency key for each share the customer means to pay. */
  readonly newKey: () => string;
  /** The bill is read again after a share is paid or refused (the live event does it too, for the others). */
  readonly reload: () => void;
  readonly log: (message: string) => void;
}

export type BillSplitState =
  | { readonly kind: 'choosing' }
  | { readonly kind: 'paying' }
  /** Sent to the provider's page, or back from it before it decided (the browser's back button): the share is held. */
  | { readonly kind: 'pending'; readonly amount: number; readonly tip: number; readonly paymentAddress: string | null }
  | { readonly kind: 'paid'; readonly amount: number; readonly tip: number }
  /** The provider refused it, the customer gave up, it expired or the bill closed: nothing paid, the choice kept. */
  | { readonly kind: 'released'; readonly reason: ShareRelease }
  | { readonly kind: 'refused'; readonly refusal: ShareRefusal }
  | { readonly kind: 'failed' };

/** "12,50" or "12.50" as cents; null when it is not an amount (ours: at most two decimals). */
export function centsOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** Cents as the customer types them back ("12,50"): the form shows what was chosen before. */
const textOf = (cents: number) => (cents === 0 ? '' : (cents / 100).toFixed(2).replace('.', ','));

/**
 * Issue 20 item 2: the customer's share of the table's bill, chosen one of four ways, with a tip. The amount
 * is worked out from the bill as shown (core's rules, the platform's too); the platform holds it and the
 * customer pays it on the provider's page, or it says why not (another guest was quicker). Back from the
 * provider, the hub asks the platform how the share stands: paid, or released with the choice kept.
 */
export class BillSplitViewModel {
  way: ShareWay = 'whole';
  parts = 2;
  amountText = '';
  tipText = '';
  chosen = new Set<string>();
  state: BillSplitState = { kind: 'choosing' };
  private key: string;
  /** The share the customer came back from the provider with, while it is still being paid. */
  private followed: string | null = null;

  constructor(
    private readonly restaurantId: string,
    private readonly tableNumber: string,
    private bill: SplitBill,
    private readonly deps: BillSplitDeps,
  ) {
    this.key = deps.newKey();
    makeAutoObservable<BillSplitViewModel, 'deps' | 'key'>(this, { deps: false, key: false }, { autoBind: true });
  }

  /** The bill read again (live or after a payment): chosen items paid or held meanwhile are let go. */
  setBill(bill: SplitBill): void {
    this.bill = bill;
    const taken = new Set(bill.items.filter((item) => item.paid || item.paying).map((item) => item.id));
    this.chosen = new Set([...this.chosen].filter((id) => !taken.has(id)));
    // A share still being paid when the customer came back: its bill changed, maybe because the provider decided.
    if (this.followed && this.state.kind === 'pending') void this.follow(this.followed);
  }

  /** Back from the provider's page with this share: the platform says how it stands (never the address). */
  async follow(shareId: string): Promise<void> {
    const result = await (await this.deps.followBillShare()).execute({ restaurantId: this.restaurantId, tableNumber: this.tableNumber, shareId });
    if (!result.ok) this.deps.log(`hub: share status: ${result.error}`);
    else if (result.value) this.returned(shareId, result.value);
  }

  private returned(shareId: string, status: ShareStatus): void {
    this.followed = status.state === 'paying' ? shareId : null;
    if (status.state === 'paid') this.state = { kind: 'paid', amount: status.amount, tip: status.tip };
    else if (status.state === 'paying') this.state = { kind: 'pending', amount: status.amount, tip: status.tip, paymentAddress: this.state.kind === 'pending' ? this.state.paymentAddress : null };
    else this.keepChoice(status);
  }

  /** A share let go: its choice is put back in the form, to try again (a new key: it is another payment). */
  private keepChoice(status: ShareStatus): void {
    const { choice } = status;
    this.way = choice.way;
    if (choice.way === 'equal') this.parts = choice.parts;
    if (choice.way === 'amount') this.amountText = textOf(choice.amount);
    const free = new Set(this.bill.items.filter((item) => !item.paid && !item.paying).map((item) => item.id));
    if (choice.way === 'items') this.chosen = new Set(choice.items.filter((id) => free.has(id)));
    this.tipText = textOf(status.tip);
    this.key = this.deps.newKey();
    this.state = { kind: 'released', reason: status.reason ?? 'cancelled' };
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
      // The share is held: the customer pays it on the provider's page, which sends them back to the hub. Should
      // the browser show this page again from its history instead, the share is followed from here.
      const { shareId, amount, tip, paymentAddress } = result.value;
      this.followed = shareId;
      this.state = { kind: 'pending', amount, tip, paymentAddress };
      this.deps.openPage(paymentAddress);
      return;
    }
    if (result.error.kind === 'refused') {
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
