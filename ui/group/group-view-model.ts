import { makeAutoObservable, runInAction } from 'mobx';
import { openChildren, orderedChildren } from '../../core/domain/group/group-children';
import { chosenGroupOrderType, groupOrderTypeKey, groupOrderTypes, offeringOrderType } from '../../core/domain/group/group-delivery-details';
import type { OrderTypeId } from '../../core/domain/order-type/order-type';
import type { GroupChild, GroupSettings } from '../../core/domain/group/group-settings';
import type { TutorialAnswer, TutorialState } from '../../core/domain/group/group-tutorial';
import { TUTORIAL_DONE_KEY, tutorialAfter, tutorialStart } from '../../core/domain/group/group-tutorial';
import type { RestaurantId, RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { KeyValueStore } from '../../core/ports/key-value-store';
import type { RandomSource } from '../../core/ports/random-source';
import type { LoadRestaurant } from '../../core/use-cases/catalogue/load-restaurant';
import type { Loadable } from '../async/loadable';
import { LOADING } from '../async/loadable';
import type { Lifecycle } from '../container/use-view-model';

export interface GroupEntry {
  readonly child: GroupChild;
  readonly establishment: RestaurantSettings;
}

export interface GroupDependencies {
  readonly loadRestaurant: Pick<LoadRestaurant, 'execute'>;
  readonly random: RandomSource;
  readonly store: KeyValueStore;
}

/**
 * browsing 2.4: a group's home. Loads its children's settings (names, is_closed), keeps the open ones
 * in the order of browsing 9, and runs the tutorial of browsing 4 until it is completed once. Its
 * delivery-details menu offers the order types of the open children; the chosen one, remembered per
 * group, narrows the list to the children that take it.
 */
export class GroupViewModel implements Lifecycle {
  entries: Loadable<readonly GroupEntry[]> = LOADING;
  tutorial: TutorialState;
  /** What the customer chose in the delivery-details menu (remembered per group), or null. */
  private rememberedOrderType: string | null;
  private started = false;

  constructor(
    readonly group: GroupSettings,
    private readonly dependencies: GroupDependencies,
    /** The group's own id: where its choice of order type is remembered. */
    private readonly groupId: RestaurantId,
  ) {
    this.rememberedOrderType = dependencies.store.get(groupOrderTypeKey(groupId));
    this.tutorial = tutorialStart(group.tuto_steps.length, dependencies.store.get(TUTORIAL_DONE_KEY) !== null);
    makeAutoObservable<GroupViewModel, 'dependencies' | 'started' | 'groupId'>(this, { group: false, dependencies: false, started: false, groupId: false }, { autoBind: true });
  }

  start(): () => void {
    if (!this.started) {
      this.started = true;
      void this.load();
    }
    return () => undefined;
  }

  /** browsing 2.4: the order types of the delivery-details menu (none until the children are loaded). */
  get orderTypes(): OrderTypeId[] {
    return this.entries.status === 'ready' ? groupOrderTypes(this.entries.value.map((entry) => entry.establishment)) : [];
  }

  get chosenOrderType(): OrderTypeId | null {
    return chosenGroupOrderType(this.orderTypes, this.rememberedOrderType);
  }

  /** The list under the menu: the open children that take the chosen order type. */
  get shownEntries(): Loadable<readonly GroupEntry[]> {
    return this.entries.status === 'ready' ? { status: 'ready', value: offeringOrderType(this.entries.value, this.chosenOrderType) } : this.entries;
  }

  chooseOrderType(id: OrderTypeId): void {
    this.rememberedOrderType = String(id);
    this.dependencies.store.set(groupOrderTypeKey(this.groupId), String(id));
  }

  answer(answer: TutorialAnswer): void {
    this.tutorial = tutorialAfter(this.tutorial, answer, this.group.tuto_steps.length);
    if (this.tutorial.kind === 'done') this.dependencies.store.set(TUTORIAL_DONE_KEY, '1');
  }

  /** The tutorial closed (Escape, close button): completed as well, it does not come back. */
  dismiss(): void {
    this.tutorial = { kind: 'done' };
    this.dependencies.store.set(TUTORIAL_DONE_KEY, '1');
  }

  private async load(): Promise<void> {
    const ordered = orderedChildren(this.group, this.dependencies.random);
    const loaded = await Promise.all(ordered.map((child) => this.loadChild(child.restaurant_token)));
    // A child that does not load (unknown, network) is left out like a closed one: the others still show.
    const establishments = loaded.filter((settings): settings is RestaurantSettings => settings !== null);
    runInAction(() => {
      this.entries = { status: 'ready', value: openChildren(ordered, establishments) };
    });
  }

  private async loadChild(id: RestaurantId): Promise<RestaurantSettings | null> {
    const result = await this.dependencies.loadRestaurant.execute(id);
    return result.ok ? result.value : null;
  }
}
