import { makeAutoObservable, observableRef } from 'mobx';
import type { ProductOption } from '../../core/domain/catalogue/catalogue';
import type { OptionSelection } from '../../core/domain/catalogue/option-selection';
import { isItemDisabled, itemsOf, missingMandatoryOptions, toggleItem } from '../../core/domain/catalogue/option-selection';
import type { OptionRules } from '../../core/domain/catalogue/option-rules';
import { optionRules } from '../../core/domain/catalogue/option-rules';

/**
 * The customer's choices in a product's options (browsing 4 and 5), shared by the compose dialog and a
 * formula's dish overlay. Every rule is core's (option-selection.ts); this holds the selection.
 */
export class OptionChoicesViewModel {
  selection: OptionSelection;
  /** Set once the customer tried to go on: the missing mandatory options are then pointed out. */
  attempted = false;
  /** Counts the tries refused for a missing option, so the dialog can bring the focus to it each time. */
  refusedAttempts = 0;

  constructor(
    readonly options: readonly ProductOption[],
    initial: OptionSelection,
  ) {
    this.selection = initial;
    // The selection is plain data handed to use cases as it is: replaced on each change, never mutated.
    makeAutoObservable(this, { options: false, selection: observableRef }, { autoBind: true });
  }

  rulesOf(option: ProductOption): OptionRules {
    return optionRules(option);
  }

  isChosen(option: ProductOption, itemId: number): boolean {
    return itemsOf(this.selection, option.id).includes(itemId);
  }

  /** browsing 5: a capped multiple option disables its other items once full. */
  isDisabled(option: ProductOption, itemId: number): boolean {
    return isItemDisabled(option, this.selection, itemId);
  }

  /** How many items are chosen in an option (shown as "2 / 3"). */
  chosenCount(option: ProductOption): number {
    return itemsOf(this.selection, option.id).length;
  }

  toggle(option: ProductOption, itemId: number): void {
    this.selection = toggleItem(option, this.selection, itemId);
  }

  /** browsing 5: mandatory options still to answer. */
  get missingOptionIds(): number[] {
    return missingMandatoryOptions(this.options, this.selection).map((option) => option.id);
  }

  /** Issue 22.11: the mandatory options still to answer, in the dialog's order, so a refusal can name them. */
  get missingOptions(): ProductOption[] {
    const missing = this.missingOptionIds;
    return this.options.filter((option) => missing.includes(option.id));
  }

  isMissing(option: ProductOption): boolean {
    return this.attempted && this.missingOptionIds.includes(option.id);
  }

  /** The customer tries to go on: true when nothing mandatory is missing, else the missing options show. */
  attempt(): boolean {
    this.attempted = true;
    if (this.missingOptionIds.length === 0) return true;
    this.refusedAttempts += 1;
    return false;
  }
}
